import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Config } from '../../config.js';
import { acquireLock, DataDirLockedError } from '../../db/lock.js';
import { createStorage } from '../storage/index.js';
import { isEmptyOrMissing } from './data-files.js';
import {
  CHECKSUMS_ENTRY,
  DATABASE_ENTRY,
  isKnownEntry,
  MANIFEST_ENTRY,
  manifestSchema,
  newestKnownMigration,
  parseChecksums,
  type Manifest,
} from './manifest.js';
import { BackupError, connect, isEmptyDatabase } from './postgres-tools.js';
import { loadPglite, loadPostgres } from './restore-database.js';
import { readTar, TarError, type TarEntry } from './tar.js';

export interface RestoreOptions {
  archive: string;
  /** Folder of `pg_restore`; found on PATH when absent. */
  pgBin?: string;
  log: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  files: number;
  /** Stored files the restored database names that the storage does not have. */
  missingFiles: string[];
}

const SMALL_ENTRY_LIMIT = 64 * 1024 * 1024;

async function readSmall(entry: TarEntry): Promise<Buffer> {
  if (entry.size > SMALL_ENTRY_LIMIT) throw new BackupError(`${entry.name} is too large`);
  const chunks: Buffer[] = [];
  for await (const chunk of entry.body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function parseManifest(bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupError(`${MANIFEST_ENTRY} is not valid JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new BackupError(`This archive's manifest is not one this Gavel can restore (format 1).`);
  }
  return parsed.data;
}

/** Refuses, before anything is written, what the archive cannot be restored into. */
function checkTarget(config: Config, manifest: Manifest): void {
  const kind = manifest.database.kind;
  if (kind === 'pglite' && config.databaseUrl) {
    throw new BackupError(
      'This archive holds an embedded (PGlite) database. Unset DATABASE_URL to restore it into ' +
        'DATA_DIR.',
    );
  }
  if (kind === 'postgres' && !config.databaseUrl) {
    throw new BackupError(
      'This archive holds a PostgreSQL dump. Set DATABASE_URL to a new, empty database.',
    );
  }
  const last = manifest.database.last_migration_at;
  if (last !== null && last > newestKnownMigration()) {
    throw new BackupError(
      'This archive was made by a newer Gavel: its schema has migrations this release does not ' +
        'know. Restore it with the release that made it (or a newer one).',
    );
  }
  const folders = [...(kind === 'pglite' ? ['db'] : []), ...manifest.data_folders];
  for (const folder of folders) {
    const dir = path.join(config.dataDir, folder);
    if (!isEmptyOrMissing(dir)) {
      throw new BackupError(
        `${dir} is not empty. Restore into an empty DATA_DIR (move the old one aside first).`,
      );
    }
  }
}

/** Writes one entry under `staging`; answers the SHA-256 of its bytes. */
async function extract(entry: TarEntry, staging: string): Promise<string> {
  const file = path.join(staging, entry.name);
  await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const hash = createHash('sha256');
  await pipeline(
    entry.body,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        hash.update(chunk);
        yield chunk;
      }
    },
    fs.createWriteStream(file, { mode: 0o600 }),
  );
  return hash.digest('hex');
}

/** Unpacks every entry after the manifest into `staging`, checking each against SHA256SUMS. */
async function extractAll(
  entries: AsyncGenerator<TarEntry>,
  manifest: Manifest,
  staging: string,
): Promise<number> {
  const computed = new Map<string, string>();
  let expected: Map<string, string> | undefined;
  for await (const entry of entries) {
    if (expected) throw new BackupError(`The archive has entries after ${CHECKSUMS_ENTRY}`);
    if (entry.name === CHECKSUMS_ENTRY) {
      expected = parseChecksums((await readSmall(entry)).toString('utf8'));
      continue;
    }
    if (entry.name === MANIFEST_ENTRY || !isKnownEntry(entry.name) || computed.has(entry.name)) {
      throw new BackupError(`The archive holds an unexpected entry: ${entry.name}`);
    }
    computed.set(entry.name, await extract(entry, staging));
  }
  if (!expected) throw new BackupError(`The archive is incomplete: it has no ${CHECKSUMS_ENTRY}`);
  const names = new Set([...computed.keys(), ...expected.keys()]);
  for (const name of names) {
    if (computed.get(name) !== expected.get(name)) {
      throw new BackupError(`${name} does not match its checksum: the archive is damaged`);
    }
  }
  if (!computed.has(DATABASE_ENTRY[manifest.database.kind])) {
    throw new BackupError('The archive holds no database');
  }
  return computed.size - 1;
}

async function missingFromStorage(config: Config, keys: string[]): Promise<string[]> {
  const storage = createStorage(config);
  const missing: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++] ?? '';
      if ((await storage.stat(key)) === null) missing.push(key);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return missing.sort();
}

/**
 * Restores an archive of `createBackup` into DATA_DIR (and, for a PostgreSQL dump, into the
 * empty database at DATABASE_URL). Nothing reaches DATA_DIR until every entry has matched its
 * checksum and the database has loaded; a refusal or failure leaves it as it was.
 */
export async function restoreBackup(config: Config, opts: RestoreOptions): Promise<RestoreResult> {
  const archive = path.resolve(opts.archive);
  if (!fs.statSync(archive, { throwIfNoEntry: false })?.isFile()) {
    throw new BackupError(`${archive} is not a file`);
  }
  const gunzip = zlib.createGunzip();
  const reading = pipeline(fs.createReadStream(archive), gunzip);
  reading.catch(() => undefined);
  const entries = readTar(gunzip);
  let release: () => void = () => undefined;
  let staging: string | undefined;
  const moved: string[] = [];
  try {
    const first = await entries.next();
    if (first.done || first.value.name !== MANIFEST_ENTRY) {
      throw new BackupError(`${archive} is not a Gavel backup (no ${MANIFEST_ENTRY} first)`);
    }
    const manifest = parseManifest(await readSmall(first.value));
    checkTarget(config, manifest);
    const kind = manifest.database.kind;
    if (config.databaseUrl) {
      const client = await connect(config.databaseUrl);
      const empty = await isEmptyDatabase(client).finally(() => client.end());
      if (!empty) {
        throw new BackupError(
          'The database at DATABASE_URL is not empty. Restore into a new, empty database.',
        );
      }
    } else {
      try {
        release = acquireLock(path.join(config.dataDir, 'db.lock'));
      } catch (err) {
        if (!(err instanceof DataDirLockedError)) throw err;
        throw new BackupError(`A Gavel server (pid ${err.pid}) is running on ${config.dataDir}.`);
      }
    }

    staging = path.join(config.dataDir, `.restore-${process.pid}`);
    fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
    opts.log(`Unpacking ${archive} (made ${manifest.created_at})…`);
    const files = await extractAll(entries, manifest, staging);
    await reading;

    opts.log(
      kind === 'pglite'
        ? 'Loading the embedded database…'
        : 'Restoring the PostgreSQL dump (pg_restore)…',
    );
    const restored =
      kind === 'pglite'
        ? await loadPglite(path.join(staging, DATABASE_ENTRY.pglite), path.join(staging, 'db'))
        : await loadPostgres(
            config.databaseUrl ?? '',
            path.join(staging, DATABASE_ENTRY.postgres),
            opts.pgBin,
          );
    if (restored.migrations !== manifest.database.migrations) {
      throw new BackupError(
        `The restored database has ${restored.migrations} migrations recorded, the manifest ` +
          `${manifest.database.migrations}: the archive is inconsistent.`,
      );
    }

    const folders = [...(kind === 'pglite' ? ['db'] : []), ...manifest.data_folders];
    for (const folder of folders) {
      const from = path.join(staging, folder === 'db' ? 'db' : `data/${folder}`);
      const to = path.join(config.dataDir, folder);
      // Missing or empty (checked above); an empty folder cannot be renamed over everywhere.
      if (fs.existsSync(to)) fs.rmdirSync(to);
      fs.renameSync(from, to);
      moved.push(to);
    }
    fs.rmSync(staging, { recursive: true, force: true });
    // Restored: from here on a failure must not undo it.
    staging = undefined;
    moved.length = 0;
    release();
    release = () => undefined;

    opts.log('Checking that every stored file the database names is in storage…');
    const missingFiles = await missingFromStorage(config, restored.keys);
    return { manifest, files, missingFiles };
  } catch (err) {
    for (const dir of moved) fs.rmSync(dir, { recursive: true, force: true });
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
    // zlib's codes: not gzip at all, a damaged stream, or one cut short.
    if (err instanceof TarError || ((err as { code?: string }).code ?? '').startsWith('Z_')) {
      throw new BackupError(
        `${archive} is damaged or not a Gavel backup: ${(err as Error).message}`,
      );
    }
    throw err;
  } finally {
    release();
    gunzip.destroy();
  }
}
