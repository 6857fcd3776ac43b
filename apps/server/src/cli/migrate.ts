import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { migrateDatabase, openDatabase } from '../db/index.js';
import { DataDirLockedError } from '../db/lock.js';
import { runCommand } from './run-command.js';

const USAGE = 'Usage: npm run migrate (applies the pending migrations to the configured database)';

/** Applies the pending migrations and exits: the deploy job's step when MIGRATE_ON_START=false. */
async function main() {
  const { values } = parseArgs({
    options: { help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  // Opening the embedded database takes its lock: a running server makes this refuse.
  const db = await openDatabase({ ...config, poolSize: 1 });
  try {
    const applied = await migrateDatabase(db);
    console.log(
      applied === 0
        ? 'The database is up to date: no migration to apply.'
        : `Applied ${applied} migration${applied === 1 ? '' : 's'}.`,
    );
  } finally {
    await db.close();
  }
}

runCommand(main, { usage: USAGE, expected: [DataDirLockedError] });
