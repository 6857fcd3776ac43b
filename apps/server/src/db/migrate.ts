import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';

// Kept free of the schema module so tooling (test global setup, build scripts) can migrate
// without loading application code.

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: every instance takes the same advisory lock while migrating.
const MIGRATION_LOCK_KEY = 727_274_631;

export async function migratePglite(client: PGlite): Promise<void> {
  await migrateLite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
}

/** Safe when several instances start at once: they migrate one after another. */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
