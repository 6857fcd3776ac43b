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
    // One module graph per worker, not per file: a server file's own work (its database, its app,
    // its requests) is what it tests; importing the server again for each of 243 files was about
    // 40 % of their time (docs/decisions/062-test-pool.md). No helper registers a hook at its
    // top level; what a module keeps there is a cache or a counter, never something a file
    // expects fresh; the files that stub env or timers put them back.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  // Read the contract's TypeScript source: tests never need a build first.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // Worker threads rather than child processes: the same isolation per file (web keeps it),
    // without a process to start for each (ADR 062).
    pool: 'threads',
    // Vitest's default workers (one fewer than the cores). Three ran the suite in 816–1,075 s
    // against about 1,700 on a faster machine; on a slower one they took as long as one, and
    // the tests that start server processes timed out (docs/decisions/059-test-workers.md).
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
