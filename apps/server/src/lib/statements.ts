import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../db/index.js';

/** A named part of one combined statement: an insert or update, with or without RETURNING. */
export interface StatementPart {
  name: string;
  query: SQLWrapper;
}

/**
 * Runs several data-modifying statements as one: each part becomes a CTE of a single WITH, so
 * they cost one round trip to the database. PostgreSQL runs every data-modifying CTE exactly
 * once, whether or not anything reads it, and all of them see the same snapshot; later parts and
 * `final` may read earlier parts' RETURNING rows by name; answers the rows of `final`. Meant for work done while a hot row
 * lock is held, where every round trip is time the next writer waits (docs/performance.md).
 */
export async function runAsOne<Row = never>(
  ex: Executor,
  parts: StatementPart[],
  final?: SQL,
): Promise<Row[]> {
  if (parts.length === 0) return [];
  // Both drivers answer `{ rows }`: the rows of `final`.
  const result: unknown = await ex.execute(asOne(parts, final));
  return (result as { rows: Row[] }).rows;
}

/** `runAsOne`'s statement, not run: for a transaction's last write (`transactionThen`). */
export function asOne(parts: StatementPart[], final: SQL = sql`select 1`): SQL {
  const ctes = sql.join(
    parts.map((p) => sql`${sql.identifier(p.name)} as (${p.query.getSQL()})`),
    sql`, `,
  );
  return sql`with ${ctes} ${final}`;
}
