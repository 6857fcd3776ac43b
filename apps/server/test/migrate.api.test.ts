import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/migrate.js';
import { withDatabase } from './global-setup.js';
import { exitCode, freePort, output, processScope, runTs, waitHealthy } from './process.js';

// SPEC §9: `npm run migrate` applies the migrations and exits; with MIGRATE_ON_START=false a
// server refuses a database that lacks one instead of migrating it. Real processes, from source.
const MIGRATIONS = (
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

const { tmp, track } = processScope('gavel-migrate-');

function run(entry: string, env: Record<string, string>, args: string[] = []) {
  const child = runTs(entry, args, env);
  track(child);
  return { child, log: output(child), done: exitCode(child) };
}

const migrate = (env: Record<string, string>) => run('src/cli/migrate.ts', env);

async function serve(env: Record<string, string>) {
  const port = await freePort();
  const server = run('src/server.ts', { ...env, PORT: String(port), HOST: '127.0.0.1' });
  return { ...server, port, base: `http://127.0.0.1:${port}` };
}

/** The staff CLI leaves migrating to the deploy job too: it refuses as the server does. */
async function expectStaffCliRefusal(env: Record<string, string>) {
  const staffCli = run('src/cli/user-create.ts', { ...env, MIGRATE_ON_START: 'false' }, [
    '--email',
    'ops@example.com',
    '--password',
    'Sturdy-ops-passphrase-9',
    '--role',
    'ops',
  ]);
  expect(await staffCli.done).toBe(1);
  expect(staffCli.log()).toContain(`lacks ${MIGRATIONS} migrations`);
}

/** A server that must refuse the database: exits 1 naming the missing migrations. */
async function expectRefusal(env: Record<string, string>) {
  const server = await serve({ ...env, MIGRATE_ON_START: 'false' });
  expect(await server.done, server.log()).toBe(1);
  expect(server.log()).toContain(`lacks ${MIGRATIONS} migrations`);
  expect(server.log()).toContain('npm run migrate');
}

/** Applies everything, then finds nothing to do. */
async function expectMigrateRuns(env: Record<string, string>) {
  const first = migrate(env);
  expect(await first.done, first.log()).toBe(0);
  expect(first.log()).toContain(`Applied ${MIGRATIONS} migrations.`);
  const again = migrate(env);
  expect(await again.done, again.log()).toBe(0);
  expect(again.log()).toContain('up to date');
}

describe.skipIf(inject('testDb') !== 'pglite')('migrations on the embedded database', () => {
  it('refuses an unmigrated folder, migrates it with the CLI, then starts', async () => {
    const env = { DATA_DIR: tmp() };
    await expectRefusal(env);
    await expectStaffCliRefusal(env);
    await expectMigrateRuns(env);

    const server = await serve({ ...env, MIGRATE_ON_START: 'false' });
    await waitHealthy(server.base, server.child, 60_000);
    // The CLI takes the folder's lock, as a second server would: it refuses while one runs.
    const whileRunning = migrate(env);
    expect(await whileRunning.done).toBe(1);
    expect(whileRunning.log()).toContain('in use by another Gavel process');
    expect((await fetch(`${server.base}/api/health/live`)).status).toBe(200);
  }, 180_000);
});

describe.skipIf(inject('testDb') !== 'postgres')('migrations on PostgreSQL', () => {
  // An empty database, not a copy of the migrated template.
  const name = `gavel_test_${randomUUID().replaceAll('-', '')}`;
  const admin = async <T>(fn: (c: pg.Client) => Promise<T>) => {
    const c = new pg.Client({ connectionString: inject('postgresUrl') });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  };
  afterAll(() => admin((c) => c.query(`drop database if exists ${name} with (force)`)));

  it('refuses an unmigrated database, migrates it with the CLI, then starts', async () => {
    await admin((c) => c.query(`create database ${name}`));
    const env = { DATABASE_URL: withDatabase(inject('postgresUrl'), name), DATA_DIR: tmp() };
    await expectRefusal(env);
    await expectStaffCliRefusal(env);
    await expectMigrateRuns(env);

    const server = await serve({ ...env, MIGRATE_ON_START: 'false' });
    await waitHealthy(server.base, server.child, 60_000);
    expect((await fetch(`${server.base}/api/health/live`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.done).toBe(0);
  }, 180_000);
});
