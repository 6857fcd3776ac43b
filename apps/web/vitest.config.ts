import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    name: 'web',
    environment: 'happy-dom',
    // Worker threads, as the server's files (the root config; a project file does not inherit
    // it): each file still gets its own module graph and DOM, without a process to start
    // (68 s → 45 s for these 58 files and the contract's 7; docs/decisions/062-test-pool.md).
    pool: 'threads',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
