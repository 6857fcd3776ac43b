import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { BackupError } from '../lib/backup/postgres-tools.js';
import { restoreBackup } from '../lib/backup/restore-backup.js';
import { runCommand } from './run-command.js';

const USAGE = `Usage: npm run restore -- ARCHIVE [--pg-bin FOLDER]

Restores an archive of \`npm run backup\` with the server's environment: an embedded database
into an empty DATA_DIR; a PostgreSQL dump into the empty database at DATABASE_URL (and its
DATA_DIR files into DATA_DIR). Exit 0: restored; 1: nothing restored; 2: restored, but the
database names uploaded files that the storage does not have.`;

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      'pg-bin': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [archive, ...extra] = positionals;
  if (archive === undefined || extra.length > 0) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const started = Date.now();
  const result = await restoreBackup(config, {
    archive,
    pgBin: values['pg-bin'],
    log: (line) => console.log(line),
  });
  const { database, storage } = result.manifest;
  console.log(
    `Restored the ${database.kind} database (${database.migrations} migrations) and ` +
      `${result.files} files into ${config.databaseUrl ? 'DATABASE_URL and ' : ''}` +
      `${config.dataDir} in ${((Date.now() - started) / 1000).toFixed(1)} s. ` +
      'Start Gavel with the same environment.',
  );
  if (storage.driver === 's3') {
    console.log(
      `The backup was taken with uploads in the S3 bucket ${storage.bucket ?? ''}; they were ` +
        'not in the archive.',
    );
  }
  if (result.missingFiles.length > 0) {
    const where = config.storage.driver === 'local' ? path.join(config.dataDir, 'uploads') : 'S3';
    console.error(
      `Warning: the database names ${result.missingFiles.length} uploaded files that ${where} ` +
        'does not have (with S3, look for them among the bucket’s earlier versions):',
    );
    for (const key of result.missingFiles) console.error(`  ${key}`);
    process.exitCode = 2;
  }
}

runCommand(main, { usage: USAGE, expected: [BackupError] });
