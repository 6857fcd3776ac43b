import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/index.js';

/**
 * Rows a rejected request may legitimately write, per table: they are left out of the
 * fingerprint, and each exclusion says why. Everything else in the public schema is compared.
 */
const EXCLUDED: Record<string, { keep: string; why: string }> = {
  login_failures: {
    keep: 'false',
    why:
      'A login refused with 401 invalid_credentials must record the failure: that count is ' +
      'the brute-force limit of SPEC §3. Every row of this table is such a record.',
  },
  rate_limit_counters: {
    keep: 'false',
    why:
      'Every request to a limited route counts, refused or not: that count is the limit of ' +
      'SPEC §9 (ADR 032). Every row of this table is such a count.',
  },
  stream_leases: {
    keep: 'false',
    why:
      'An open live-update stream holds a lease while it is open (SPEC §9); leases are places, ' +
      'not data, and lapse by themselves.',
  },
  idempotency_keys: {
    keep: 'status < 400',
    why:
      'A refused bid sent with an Idempotency-Key stores its refusal so that a retry replays ' +
      'the same answer (SPEC §5.2). Stored successes are still compared.',
  },
};

/** Table name → `count:md5` of its rows in a stable order. */
export type Fingerprint = Record<string, string>;

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every base table of the public schema, found afresh so new tables are covered. */
async function tables(db: Database): Promise<string[]> {
  const result = await db.read((ex) =>
    ex.execute(
      sql`select table_name as name from information_schema.tables
           where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

/** A digest of all the rows of all the tables: equal fingerprints, equal data. */
export async function fingerprint(db: Database): Promise<Fingerprint> {
  const names = await tables(db);
  if (names.length === 0) throw new Error('no tables in the public schema');
  const parts = names.map((name) => {
    const where = EXCLUDED[name] ? ` where ${EXCLUDED[name].keep}` : '';
    return `select '${name.replaceAll("'", "''")}' as name, count(*)::text || ':' ||
      coalesce(md5(string_agg(t::text, '|' order by t::text)), '-') as digest
      from ${quoted(name)} t${where}`;
  });
  const result = await db.read((ex) => ex.execute(sql.raw(parts.join('\nunion all\n'))));
  return Object.fromEntries(
    rowsOf<{ name: string; digest: string }>(result).map((r) => [r.name, r.digest]),
  );
}
