// EXPLAIN (ANALYZE) of captured statements, with the same bound parameters the server sent, so
// PostgreSQL plans them as it planned the server's (unnamed statements get custom plans).
import pg from 'pg';

/** The tables whose sequential scans scenario 7 refuses: they grow with the listings. */
export const BIG_TABLES = ['listings', 'bids', 'auctions'];

/**
 * Only reads are explained, as EXPLAIN ANALYZE runs the statement: a SELECT (a claim's
 * `for update skip locked` included, its lock ends with the EXPLAIN) with no data change in it.
 */
export const isRead = (sql) =>
  /^\s*(select|with)\b/i.test(sql) && !/\b(insert\s+into|update\s+"|delete\s+from)/i.test(sql);

/**
 * Explains each distinct (SQL, parameters) read once. `captured` are tap records with labels;
 * answers one result per distinct statement, with every label that ran it.
 */
export async function explainAll(url, captured) {
  const distinct = new Map();
  for (const s of captured) {
    if (s.label === null || !isRead(s.sql)) continue;
    const key = `${s.sql}\u0000${JSON.stringify(s.params)}`;
    const seen = distinct.get(key);
    if (seen) {
      if (!seen.labels.includes(s.label)) seen.labels.push(s.label);
    } else {
      distinct.set(key, { sql: s.sql, params: s.params, labels: [s.label] });
    }
  }
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const results = [];
    for (const s of distinct.values()) {
      const { rows } = await c.query(`explain (analyze, buffers, format json) ${s.sql}`, s.params);
      const [root] = rows[0]['QUERY PLAN'];
      results.push({ ...s, ...summarise(root) });
    }
    return results;
  } finally {
    await c.end();
  }
}

/** Every node of a plan as "Node Type on relation using index", and its sequential scans. */
export function summarise(root) {
  const nodes = [];
  const seqScans = [];
  const walk = (node) => {
    const type = node['Node Type'];
    let text = type;
    if (node['Relation Name']) text += ` on ${node['Relation Name']}`;
    if (node['Index Name']) text += ` using ${node['Index Name']}`;
    nodes.push(text);
    if (type === 'Seq Scan') seqScans.push(node['Relation Name']);
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(root.Plan);
  return {
    nodes,
    seqScans,
    bigSeqScans: seqScans.filter((r) => BIG_TABLES.includes(r)),
    planningMs: root['Planning Time'],
    executionMs: root['Execution Time'],
    rows: root.Plan['Actual Rows'],
  };
}
