import { defineConfig } from 'vitest/config';

// Worker threads, as every project (docs/decisions/062-test-pool.md).
export default defineConfig({
  test: { name: 'contract', include: ['src/**/*.test.ts'], pool: 'threads' },
});
