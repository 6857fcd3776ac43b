import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { installJobsSchema } from './jobs-schema.js';

// Kept free of the schema module so tooling (test global setup, build scripts) can migrate
// without loading application code.

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: every instance takes the same advisory lock while migrating.
const MIGRATION_LOCK_KEY = 727_274_631;

/** Answers `{ rows }` to SQL, as both PGlite and node-postgres do. */
type Query = (sql: string) => Promise<{ rows: unknown[] }>;

/** Raised at start with MIGRATE_ON_START=false when the database lacks migrations. */
export class MigrationsPendingError extends Error {
  constructor(readonly pending: number) {
    super(
      `The database lacks ${pending} migration${pending === 1 ? '' : 's'} of this release ` +
        '(MIGRATE_ON_START=false): run `npm run migrate` first.',
    );
    this.name = 'MigrationsPendingError';
  }
}

/**
 * How many of the journal's migrations the database lacks, decided as drizzle's migrator
 * decides what to apply: those newer than the newest one recorded in
 * `drizzle.__drizzle_migrations` (all of them when the table does not exist yet).
 */
async function pendingMigrations(query: Query): Promise<number> {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  const { rows } = await query(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  let last: number | undefined;
  if ((rows[0] as { present: boolean } | undefined)?.present) {
    const newest = await query(
      'select max(created_at)::text as last from drizzle.__drizzle_migrations',
    );
    const value = (newest.rows[0] as { last: string | null } | undefined)?.last;
    if (value != null) last = Number(value);
  }
  return journal.entries.filter((e) => last === undefined || e.when > last).length;
}

/** Throws `MigrationsPendingError` when the database lacks a migration this release has. */
export async function checkMigrated(query: Query): Promise<void> {
  const pending = await pendingMigrations(query);
  if (pending > 0) throw new MigrationsPendingError(pending);
}

/** Applies the pending migrations; answers how many that was. */
export async function migratePglite(client: PGlite): Promise<number> {
  const pending = await pendingMigrations((text) => client.query(text));
  await migrateLite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
  await installJobsSchema(
    (text) => client.query(text),
    (text) => client.exec(text),
  );
  return pending;
}

/**
 * Applies the pending migrations and answers how many that was. Safe when several instances
 * start at once: they migrate one after another, and the later ones find nothing to do.
 */
export async function migratePostgres(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const pending = await pendingMigrations((text) => client.query(text));
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
      await installJobsSchema(
        (text) => client.query(text),
        (text) => client.query(text),
      );
      return pending;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
