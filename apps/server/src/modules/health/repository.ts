import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';

/** The database server's clock now (`clock_timestamp()`, not the transaction's start), in ms. */
export async function databaseNowMs(ex: Executor): Promise<number> {
  // float8: both drivers answer a JavaScript number.
  const result: unknown = await ex.execute(
    sql`select extract(epoch from clock_timestamp())::float8 * 1000 as ms`,
  );
  const ms = (result as { rows: { ms: number }[] }).rows[0]?.ms;
  if (ms === undefined) throw new Error('clock_timestamp() answered no row');
  return ms;
}
