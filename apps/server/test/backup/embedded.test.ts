import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { runCli } from './cli.js';
import { startServer, stopServer, type RestoredServer } from './server.js';
import { expectRestored, injected, look, tellStory, type Look, type Story } from './story.js';

// docs/operations.md, "Backups and restore", embedded mode: `npm run backup` refuses while a
// server holds the database, archives it once the server is stopped, and `npm run restore`
// brings it back into an empty DATA_DIR where a production server starts and serves
// everything as before: accounts, sessions, the auction, its bids, the audit trail and the
// stored files byte for byte.

const MIGRATIONS_SQL =
  'select id, hash, created_at::text from drizzle.__drizzle_migrations order by id';

async function migrationRows(dbDir: string): Promise<unknown[]> {
  const client = await PGlite.create(dbDir);
  try {
    return (await client.query(MIGRATIONS_SQL)).rows;
  } finally {
    await client.close();
  }
}

/** Every table of the public schema with its rows, in a stable order. */
async function tableRows(dbDir: string): Promise<Record<string, unknown[]>> {
  const client = await PGlite.create(dbDir);
  try {
    const { rows } = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by 1",
    );
    const out: Record<string, unknown[]> = {};
    for (const { name } of rows) {
      out[name] = (await client.query(`select * from "${name}" order by 1`)).rows;
    }
    return out;
  } finally {
    await client.close();
  }
}

/** The files under `dir`, by path relative to it, with their bytes. */
function filesUnder(dir: string): Record<string, Buffer> {
  const out: Record<string, Buffer> = {};
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) out[name] = fs.readFileSync(file);
  }
  return out;
}

const isEmptyOrMissing = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

describe('embedded database (PGlite): backup, restore, start', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-backup-'));
  const source = path.join(root, 'source');
  const restored = path.join(root, 'restored');
  const archive = path.join(root, 'nightly.tar.gz');
  let app: FastifyInstance | undefined;
  let story: Story;
  let before: Look;
  let migrations: unknown[];
  let server: RestoredServer | undefined;

  beforeAll(async () => {
    // The run's migrated template, as a first start unpacks the build's.
    fs.mkdirSync(source);
    const seed = await PGlite.create(path.join(source, 'db'), {
      loadDataDir: new Blob([fs.readFileSync(inject('template'))]),
    });
    await seed.close();
    // The real embedded setup: the app opens DATA_DIR/db itself and holds its lock.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: source,
      LOG_LEVEL: 'silent',
      RATE_LIMIT: 'off',
    });
    app = await buildApp(config, {
      auctionTickMs: 0,
      uploadSweepIntervalMs: 0,
      housekeepingIntervalMs: 0,
      jobWorkers: false,
    });
    story = await tellStory(app);
    before = await look(injected(app).get, story, {
      admin: story.admin.token,
      seller: story.seller.token,
    });
  }, 60_000);

  afterAll(async () => {
    await stopServer(server);
    await app?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('refuses while a server holds the database, and writes nothing', async () => {
    const { code, out } = await runCli('backup', ['--out', archive], { DATA_DIR: source });
    expect(code, out).toBe(1);
    expect(out).toContain(`A Gavel server (pid ${process.pid}) is running on ${source}`);
    expect(out).toContain('stop it, run the backup, start it again');
    expect(fs.readdirSync(root).filter((f) => f.startsWith('nightly'))).toEqual([]);
  });

  it('archives the database, uploads and keys once the server has stopped', async () => {
    await app?.close();
    app = undefined;
    migrations = await migrationRows(path.join(source, 'db'));
    const { code, out } = await runCli('backup', ['--out', archive], { DATA_DIR: source });
    expect(code, out).toBe(0);
    expect(out).toMatch(/Wrote .*nightly\.tar\.gz .*the pglite database \(\d+ migrations\)/);

    // An ordinary tar lists it, and sha256sum agrees with the checksums inside.
    const names = execFileSync('tar', ['-tzf', archive], { encoding: 'utf8' }).trim().split('\n');
    expect(names[0]).toBe('gavel-backup.json');
    expect(names[1]).toBe('database/pglite.tar');
    expect(names.at(-1)).toBe('SHA256SUMS');
    expect(names).toContain('data/secrets/jwt-secret');
    expect(names).toContain('data/secrets/upload-signing-key');
    // The photo, its thumbnail and display variant, the seller's and both dealers' KYC documents.
    expect(names.filter((n) => n.startsWith('data/uploads/')).length).toBeGreaterThanOrEqual(6);
    const unpacked = path.join(root, 'unpacked');
    fs.mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
    execFileSync('sha256sum', ['--check', '--quiet', 'SHA256SUMS'], { cwd: unpacked });
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600);
  });

  it('restores into an empty DATA_DIR, and a server started on it has everything', async () => {
    const { code, out } = await runCli('restore', [archive], { DATA_DIR: restored });
    expect(code, out).toBe(0);
    expect(out).toMatch(/Restored the pglite database \(\d+ migrations\) and \d+ files/);

    server = await startServer({ DATA_DIR: restored });
    await expectRestored(server.base, story, before);
    expect(await stopServer(server)).toBe(0);
    server = undefined;
    // Starting on the restored database applied no migration: it knew its schema version.
    expect(await migrationRows(path.join(restored, 'db'))).toEqual(migrations);
  });

  // GNU tar's formats: both add directory entries; `gnu` writes long names as entries of their
  // own, `posix` a pax header before every file (which the hand-written reader refused).
  it.each(['gnu', 'posix'])(
    'restores the archive after GNU tar has unpacked it and packed it again (%s format)',
    async (format) => {
      const unpacked = path.join(root, `unpacked-${format}`);
      fs.mkdirSync(unpacked);
      execFileSync('tar', ['-xzf', archive, '-C', unpacked]);
      const repacked = path.join(root, `repacked-${format}.tar.gz`);
      const layout = ['gavel-backup.json', 'database', 'data', 'SHA256SUMS'];
      execFileSync('tar', [`--format=${format}`, '-czf', repacked, '-C', unpacked, ...layout]);
      expect(execFileSync('tar', ['-tvzf', repacked], { encoding: 'utf8' })).toMatch(/^d/m);

      const target = path.join(root, `from-${format}`);
      const { code, out } = await runCli('restore', [repacked], { DATA_DIR: target });
      expect(code, out).toBe(0);
      expect(out).toMatch(/Restored the pglite database \(\d+ migrations\) and \d+ files/);
      expect(await migrationRows(path.join(target, 'db'))).toEqual(migrations);
      // The source database has not changed since its backup: every row came back.
      expect(await tableRows(path.join(target, 'db'))).toEqual(
        await tableRows(path.join(source, 'db')),
      );
      for (const folder of ['uploads', 'secrets']) {
        const files = filesUnder(path.join(target, folder));
        expect(Object.keys(files).length, folder).toBeGreaterThan(0);
        expect(files).toEqual(filesUnder(path.join(source, folder)));
      }
    },
  );

  it('refuses a DATA_DIR that is not empty, and a damaged archive, writing nothing', async () => {
    const again = await runCli('restore', [archive], { DATA_DIR: restored });
    expect(again.code, again.out).toBe(1);
    expect(again.out).toContain(`${path.join(restored, 'db')} is not empty`);

    const damaged = path.join(root, 'damaged.tar.gz');
    const bytes = fs.readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)] = (bytes[Math.floor(bytes.length / 2)] ?? 0) ^ 0xff;
    fs.writeFileSync(damaged, bytes);
    const target = path.join(root, 'never');
    const broken = await runCli('restore', [damaged], { DATA_DIR: target });
    expect(broken.code, broken.out).toBe(1);
    expect(broken.out).toMatch(/damaged/);
    expect(broken.out, 'a plain message, not a stack').not.toMatch(/^\s+at /m);
    expect(isEmptyOrMissing(target)).toBe(true);
  });
});
