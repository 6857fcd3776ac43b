import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../../config.js';
import { acquireLock, DataDirLockedError } from '../../db/lock.js';
import { listDataFiles } from './data-files.js';
import {
  CHECKSUMS_ENTRY,
  DATA_FOLDERS,
  DATABASE_ENTRY,
  formatChecksums,
  MANIFEST_ENTRY,
  migrationState,
  referencedKeys,
  type Manifest,
  type Query,
} from './manifest.js';
import { BackupError, connect, libpqTarget, queryOf, runPgProgram } from './postgres-tools.js';
import { TarWriter } from './tar.js';

export interface BackupOptions {
  /** The archive to write; it must not exist yet. */
  out: string;
  /** Folder of `pg_dump`; found on PATH when absent. */
  pgBin?: string;
  log: (line: string) => void;
}

export interface BackupResult {
  file: string;
  bytes: number;
  files: number;
  manifest: Manifest;
  /** DATA_DIR files left out because Gavel never writes such names. */
  skipped: string[];
}

/** The database part of a backup, taken before any file is listed. */
interface DatabaseDump {
  state: Manifest['database'];
  keys: string[];
  size: number;
  body: () => Buffer | AsyncIterable<Buffer>;
  /** Runs once the archive is written, or failed. */
  done: () => void;
}

/**
 * Embedded mode: PGlite is a library inside the server, so nothing else can read its database
 * while the server runs. The backup takes the server's own lock (a running server makes it
 * refuse) and keeps it until the upload folder is copied too, so the two agree.
 */
async function dumpPglite(config: Config, log: (line: string) => void): Promise<DatabaseDump> {
  const dir = path.join(config.dataDir, 'db');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dir}: check DATA_DIR.`);
  }
  let release: () => void;
  try {
    release = acquireLock(path.join(config.dataDir, 'db.lock'));
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new BackupError(
      `A Gavel server (pid ${err.pid}) is running on ${config.dataDir}. The embedded database ` +
        'is backed up while the server is stopped: stop it, run the backup, start it again. ' +
        'Nothing was written.',
    );
  }
  try {
    log(`Copying the embedded database in ${dir}…`);
    const client = await PGlite.create(dir);
    try {
      const query: Query = (sql) => client.query(sql);
      // A checkpoint first, so the copy holds no WAL to replay when it is restored.
      await client.query('checkpoint');
      const state = { kind: 'pglite' as const, ...(await migrationState(query)) };
      const keys = await referencedKeys(query);
      const bytes = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
      return { state, keys, size: bytes.length, body: () => bytes, done: release };
    } finally {
      await client.close();
    }
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * PostgreSQL mode, online: `pg_dump` runs on a snapshot exported by a transaction of ours,
 * which also lists the stored files that snapshot names. Files are copied after it, so every
 * upload in the dump has its file unless it was deleted in the seconds between.
 */
async function dumpPostgres(url: string, out: string, pgBin?: string): Promise<DatabaseDump> {
  const client = await connect(url);
  const file = `${out}.pgdump.partial`;
  try {
    await client.query('begin isolation level repeatable read, read only');
    const { rows } = await client.query<{ snapshot: string }>(
      'select pg_export_snapshot() as snapshot',
    );
    const query = queryOf(client);
    const state = { kind: 'postgres' as const, ...(await migrationState(query)) };
    const keys = await referencedKeys(query);
    const target = libpqTarget(url);
    await runPgProgram(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${rows[0]?.snapshot ?? ''}`,
        '--file',
        file,
        '--dbname',
        target.dbname,
      ],
      { pgBin, env: target.env },
    );
    await client.query('commit');
    return {
      state,
      keys,
      size: fs.statSync(file).size,
      body: () => fs.createReadStream(file),
      done: () => fs.rmSync(file, { force: true }),
    };
  } catch (err) {
    fs.rmSync(file, { force: true });
    throw err;
  } finally {
    await client.end();
  }
}

/** The file's bytes; null when it was removed since it was listed (a running server's sweep). */
async function readIfPresent(file: string): Promise<Buffer | null> {
  try {
    return await fs.promises.readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

export function defaultArchiveName(now: Date): string {
  return `gavel-backup-${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}Z.tar.gz`;
}

/** One archive of the database and the DATA_DIR files that go with it (see manifest.ts). */
export async function createBackup(config: Config, opts: BackupOptions): Promise<BackupResult> {
  const out = path.resolve(opts.out);
  if (fs.existsSync(out)) throw new BackupError(`${out} already exists; name a new file.`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const partial = `${out}.partial`;

  if (config.databaseUrl) opts.log('Dumping the PostgreSQL database (pg_dump, online)…');
  const dump = config.databaseUrl
    ? await dumpPostgres(config.databaseUrl, out, opts.pgBin)
    : await dumpPglite(config, opts.log);
  try {
    const folders = DATA_FOLDERS.filter(
      (f) => f !== 'uploads' || config.storage.driver === 'local',
    );
    const { files, skipped } = listDataFiles(config.dataDir, folders);
    const present = new Set(files.map((f) => f.name));
    const manifest: Manifest = {
      format: 'gavel-backup',
      version: 1,
      created_at: new Date().toISOString(),
      database: dump.state,
      storage:
        config.storage.driver === 'local'
          ? { driver: 'local' }
          : { driver: 's3', bucket: config.storage.s3.bucket },
      data_folders: folders.filter((f) => files.some((file) => file.name.startsWith(`data/${f}/`))),
      missing_files:
        config.storage.driver === 'local'
          ? dump.keys.filter((key) => !present.has(`data/uploads/${key}`))
          : [],
    };

    const gzip = zlib.createGzip();
    // `flush`: the archive is on disk before it gets its real name.
    const written = pipeline(gzip, fs.createWriteStream(partial, { mode: 0o600, flush: true }));
    // A failed write also fails the writes below; `written` is awaited once they are done.
    written.catch(() => undefined);
    const tar = new TarWriter(gzip);
    const sums = new Map<string, string>();
    let copied = 0;
    try {
      const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      await tar.add(MANIFEST_ENTRY, manifestBytes.length, manifestBytes);
      const dbEntry = DATABASE_ENTRY[dump.state.kind];
      sums.set(dbEntry, await tar.add(dbEntry, dump.size, dump.body()));
      opts.log(`Copying ${files.length} files from ${config.dataDir}…`);
      for (const f of files) {
        const bytes = await readIfPresent(f.file);
        if (!bytes) continue;
        sums.set(f.name, await tar.add(f.name, bytes.length, bytes, f));
        copied++;
      }
      const sumsBytes = Buffer.from(formatChecksums(sums));
      await tar.add(CHECKSUMS_ENTRY, sumsBytes.length, sumsBytes);
      await tar.finish();
      await written;
      fs.renameSync(partial, out);
    } catch (err) {
      gzip.destroy();
      await written.catch(() => undefined);
      fs.rmSync(partial, { force: true });
      throw err;
    }
    return { file: out, bytes: fs.statSync(out).size, files: copied, manifest, skipped };
  } finally {
    dump.done();
  }
}
