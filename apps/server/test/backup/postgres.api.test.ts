import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { withDatabase } from '../global-setup.js';
import { freshPostgresDatabase } from '../helpers.js';
import { PG_BIN_ARGS, runCli } from './cli.js';
import { startServer, stopServer, type RestoredServer } from './server.js';
import { expectRestored, injected, look, tellStory, type Look, type Story } from './story.js';

// docs/operations.md, "Backups and restore", PostgreSQL mode: `npm run backup` takes a
// pg_dump (custom format) and the local upload folder while the server keeps serving;
// `npm run restore` loads it with pg_restore into a new, empty database and DATA_DIR, and a
// production server started on them runs no migration and serves everything as before.

const MIGRATIONS_SQL =
  'select id, hash, created_at::text from drizzle.__drizzle_migrations order by id';

async function rowsOf(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Record<string, unknown>>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(inject('testDb') !== 'postgres')('PostgreSQL: backup, restore, start', () => {
  // Made in beforeAll: the describe body also runs, skipped, in the PGlite project.
  let root: string;
  let sourceDir: string;
  let restoredDir: string;
  let archive: string;
  const targetName = `gavel_restore_${randomUUID().replaceAll('-', '')}`;
  const targetUrl = () => withDatabase(inject('postgresUrl'), targetName);
  let source: { url: string; drop: () => Promise<void> };
  let app: FastifyInstance | undefined;
  let story: Story;
  let before: Look;
  let server: RestoredServer | undefined;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: inject('postgresUrl') });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-backup-pg-'));
    [sourceDir, restoredDir, archive] = ['source', 'restored', 'nightly.tar.gz'].map((name) =>
      path.join(root, name),
    ) as [string, string, string];
    source = await freshPostgresDatabase();
    app = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: source.url,
        DATA_DIR: sourceDir,
        LOG_LEVEL: 'silent',
        RATE_LIMIT: 'off',
      }),
      { auctionTickMs: 0, uploadSweepIntervalMs: 0, housekeepingIntervalMs: 0 },
    );
    story = await tellStory(app);
    before = await look(injected(app).get, story, {
      admin: story.admin.token,
      seller: story.seller.token,
    });
    // What an operator makes for a restore: a new database with nothing in it.
    await admin(`create database ${targetName} template template0`);
  }, 60_000);

  afterAll(async () => {
    await stopServer(server);
    await app?.close();
    await source.drop();
    await admin(`drop database if exists ${targetName} with (force)`);
    await admin(`drop database if exists ${targetName}_gap with (force)`);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('backs up online, while the server keeps answering', async () => {
    const { code, out } = await runCli('backup', ['--out', archive, ...PG_BIN_ARGS], {
      DATABASE_URL: source.url,
      DATA_DIR: sourceDir,
    });
    expect(code, out).toBe(0);
    expect(out).toMatch(/Wrote .*nightly\.tar\.gz .*the postgres database \(\d+ migrations\)/);
    if (!app) throw new Error('the source app is closed');
    expect((await injected(app).get('/api/health')).status).toBe(200);

    const names = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).trim().split('\n');
    expect(names.slice(0, 2)).toEqual(['gavel-backup.json', 'database/postgres.dump']);
    expect(names.at(-1)).toBe('SHA256SUMS');
    // On PostgreSQL the generated signing keys are rows of the dump (app_secrets, ADR 032): no
    // file of them, and the restored server still accepts the story's tokens (next test).
    expect(names.filter((n) => n.startsWith('data/secrets/'))).toEqual([]);
    expect(names.filter((n) => n.startsWith('data/uploads/')).length).toBeGreaterThanOrEqual(5);
  });

  it('restores into an empty database and DATA_DIR, and a server started on them has everything', async () => {
    const migrations = await rowsOf(source.url, MIGRATIONS_SQL);
    const { code, out } = await runCli('restore', [archive, ...PG_BIN_ARGS], {
      DATABASE_URL: targetUrl(),
      DATA_DIR: restoredDir,
    });
    expect(code, out).toBe(0);
    expect(out).toMatch(/Restored the postgres database \(\d+ migrations\) and \d+ files/);

    server = await startServer({ DATABASE_URL: targetUrl(), DATA_DIR: restoredDir });
    await expectRestored(server.base, story, before);
    // The server started on the restored schema without applying a migration.
    expect(await rowsOf(targetUrl(), MIGRATIONS_SQL)).toEqual(migrations);
    expect(await stopServer(server)).toBe(0);
    server = undefined;
  });

  it('refuses a database that is not empty, changing nothing', async () => {
    const users = await rowsOf(targetUrl(), 'select count(*)::int as n from users');
    const dir = path.join(root, 'other');
    const { code, out } = await runCli('restore', [archive, ...PG_BIN_ARGS], {
      DATABASE_URL: targetUrl(),
      DATA_DIR: dir,
    });
    expect(code, out).toBe(1);
    expect(out).toContain('The database at DATABASE_URL is not empty');
    expect(await rowsOf(targetUrl(), 'select count(*)::int as n from users')).toEqual(users);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('names uploaded files the database needs but the folder lacks, in the backup and the restore', async () => {
    const uploads = path.join(sourceDir, 'uploads');
    const thumb = fs
      .readdirSync(uploads, { recursive: true, encoding: 'utf8' })
      .find((f) => f.endsWith('.thumb.webp'));
    if (!thumb) throw new Error('no thumbnail in the upload folder');
    fs.rmSync(path.join(uploads, thumb));
    const key = thumb.split(path.sep).join('/');

    const gapped = path.join(root, 'gapped.tar.gz');
    const backup = await runCli('backup', ['--out', gapped, ...PG_BIN_ARGS], {
      DATABASE_URL: source.url,
      DATA_DIR: sourceDir,
    });
    expect(backup.code, backup.out).toBe(2);
    expect(backup.out).toContain('the database names 1 uploaded files that are not in');
    expect(backup.out).toContain(key);
    expect(fs.existsSync(gapped)).toBe(true);

    await admin(`create database ${targetName}_gap template template0`);
    const restore = await runCli('restore', [gapped, ...PG_BIN_ARGS], {
      DATABASE_URL: withDatabase(inject('postgresUrl'), `${targetName}_gap`),
      DATA_DIR: path.join(root, 'gap'),
    });
    expect(restore.code, restore.out).toBe(2);
    expect(restore.out).toContain(
      `names 1 uploaded files that ${path.join(root, 'gap', 'uploads')}`,
    );
    expect(restore.out).toContain(key);
  });
});
