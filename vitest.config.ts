import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const server = (db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: './apps/server/vitest.config.ts',
  root: './apps/server',
  test: {
    name: `server:${db}`,
    env: { TEST_DB: db },
    // Unit tests do not touch the database: run them once, with the PGlite project.
    ...(db === 'postgres' ? { include: ['src/**/*.api.test.ts', 'test/**/*.api.test.ts'] } : {}),
  },
});

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/web',
      server('pglite'),
      // API tests run again on PostgreSQL whenever DATABASE_URL is set (always in CI).
      ...(process.env.DATABASE_URL ? [server('postgres')] : []),
    ],
  },
});
