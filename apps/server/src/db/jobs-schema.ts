import { getConstructionPlans } from 'pg-boss';

/** The PostgreSQL schema the job library's tables live in (ADR 041). */
export const JOBS_SCHEMA = 'pgboss';

/** Answers `{ rows }` to SQL; without values it may run a script of several statements. */
type Execute = (sql: string) => Promise<unknown>;
type Query = (sql: string) => Promise<{ rows: unknown[] }>;

/**
 * Installs the job library's tables when the database lacks them, beside our migrations: so a
 * new database (and the embedded template) has them, and an app's start creates nothing. A later
 * pg-boss release migrates its own schema at start (`migrate: true`), under its advisory lock.
 * The script takes that lock too, so instances starting at once install it once.
 */
export async function installJobsSchema(query: Query, execute: Execute): Promise<boolean> {
  const { rows } = await query(
    `select to_regclass('${JOBS_SCHEMA}.version') is not null as present`,
  );
  if ((rows[0] as { present: boolean } | undefined)?.present) return false;
  await execute(getConstructionPlans(JOBS_SCHEMA));
  return true;
}
