import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The server's tests run once on PGlite; its API tests (`*.api.test.ts`) run again on
// PostgreSQL whenever DATABASE_URL is set (always in CI).
const server = (db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  root: './apps/server',
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: `server:${db}`,
    env: { TEST_DB: db },
    include:
      db === 'postgres'
        ? ['src/**/*.api.test.ts', 'test/**/*.api.test.ts']
        : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  // Read the contract's TypeScript source: tests never need a build first.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // One worker more than the cores (Vitest's default is one fewer): a server test file spends
    // much of its time waiting on PostgreSQL, its fresh database and its timers. On 2 cores,
    // three ran the suite in 816–1,075 s against about 1,700 with one. The afterAll that hung
    // on three was a connection that had sent nothing holding a close (plugins/shutdown.ts,
    // docs/decisions/059-test-workers.md).
    maxWorkers: availableParallelism() + 1,
    // The default reporter, then the unhandled errors again where a log's tail keeps them.
    reporters: ['default', './scripts/vitest-unhandled-reporter.ts'],
    projects: [
      'packages/contract',
      'apps/web',
      server('pglite'),
      ...(process.env.DATABASE_URL ? [server('postgres')] : []),
    ],
  },
});
