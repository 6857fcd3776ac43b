import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { createBackup, defaultArchiveName } from '../lib/backup/create-backup.js';
import { BackupError } from '../lib/backup/postgres-tools.js';
import { runCommand } from './run-command.js';

const USAGE = `Usage: npm run backup -- [--out FILE|FOLDER] [--pg-bin FOLDER]

Writes one archive of Gavel's database and DATA_DIR files, with the server's environment
(DATABASE_URL, DATA_DIR, STORAGE_DRIVER). Embedded database: stop the server first.
PostgreSQL: runs online with pg_dump. Exit 0: written; 1: nothing written; 2: written, but
the database names uploaded files that were not found.`;

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      'pg-bin': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const name = defaultArchiveName(new Date());
  const out =
    values.out === undefined
      ? name
      : fs.statSync(values.out, { throwIfNoEntry: false })?.isDirectory()
        ? path.join(values.out, name)
        : values.out;
  const started = Date.now();
  const result = await createBackup(config, {
    out,
    pgBin: values['pg-bin'],
    log: (line) => console.log(line),
  });
  const { database, storage, missing_files: missing } = result.manifest;
  console.log(
    `Wrote ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB): the ${database.kind} database ` +
      `(${database.migrations} migrations) and ${result.files} files, in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (storage.driver === 's3') {
    console.log(
      `Uploads stay in the S3 bucket ${storage.bucket ?? ''}: the bucket's versioning and ` +
        'replication protect them, not this archive (docs/operations.md).',
    );
  }
  if (result.skipped.length > 0) {
    console.warn(`Left out ${result.skipped.length} files Gavel did not write:`);
    for (const file of result.skipped) console.warn(`  ${file}`);
  }
  if (missing.length > 0) {
    console.error(
      `Warning: the database names ${missing.length} uploaded files that are not in ` +
        `${path.join(config.dataDir, 'uploads')}:`,
    );
    for (const key of missing) console.error(`  ${key}`);
    process.exitCode = 2;
  }
}

runCommand(main, { usage: USAGE, expected: [BackupError] });
