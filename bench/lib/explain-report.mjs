// docs/performance-explain.md: scenario 7's plan check, page by page, as markdown.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BIG_TABLES } from './explain.mjs';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const EXPLAIN_DOC = path.join(root, 'docs/performance-explain.md');

const ms = (v) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
const cell = (s) => s.replaceAll('|', '\\|');

// What the plans alone do not say: why the remaining sequential scans stay, and what the
// indexes of migrations 0005 and 0026 fixed. Keep it true when plans change.
const NOTES = `## Notes

**Sorting by price reads ended auctions by index (issue 36, ADR 056, migration 0026).** The
price a list shows, \`coalesce(current_price_cents, starting_price_cents)\`, cannot be indexed:
a bid changes it, and an update that changes an indexed column is not a HOT update, so every bid
would write a new entry into every index of \`auctions\` (pgbench on the 100k data set, 10
clients bidding on one auction: 321 and 337 tps with HOT updates, 227 tps without). An ended
auction's price no longer changes: the stored generated column \`ended_price_cents\` holds it
(null until the auction ends, so a bid leaves it null and its update stays HOT), indexed as
\`auctions_ended_price_idx\`. \`status=ended\` sorts by it, in index order; over every status,
the page is taken from two candidate lists, the first page of ended auctions by that index and
the first page of scheduled and live ones (read by status and sorted, as \`status=live\` and
\`scheduled\` are). Before, PostgreSQL read and sorted every ended or public auction.

**Analytics over a year** aggregates about half of all auctions: every column it sums is in
\`auctions_ended_figures_idx\` (the bid count as \`ended_bid_count\`, generated like the price),
so a range of any length is read from the index alone instead of the whole table.

**Sequential scans of small tables stay** where PostgreSQL rightly finds reading a few pages
cheaper than an index: \`public_changes\` (one row), \`condition_damages\` (none in this data
set), \`dealer_profiles\` (1,000 rows, read whole for a join over many rows), \`disputes\`, and
pg-boss's own tables (\`job_common\`, \`queue\`, \`schedule\`, \`version\`, …) that its
workers poll while the pages are read. \`condition_reports\` is read whole by the facets' grade
counts, which count every report of the matching listings. None grows with the auctions a page
shows; scenario 7's target only refuses sequential scans of listings, bids and auctions.

**Newest-first indexes say \`DESC NULLS FIRST\`.** Drizzle's \`.desc()\` on an index column makes
\`DESC NULLS LAST\`, which does not match a query's \`ORDER BY … DESC\` (NULLS FIRST); PostgreSQL
then cannot read the index in order, even on NOT NULL columns, and sorts the matching rows
instead: the whole audit trail (about 0.4 s at 100k) for its first page, and all of a seller's
listings, a user's notifications or a listing's auctions for theirs. Migration
0005 rebuilt those indexes with \`.desc().nullsFirst()\` and added the indexes the lists over
several statuses need (\`status in (…)\` cannot use a \`(status, …)\` index for order).

**The scheduler's idle check** (\`anyDue\`, twice a second) OR-ed its two phases in one query,
which PostgreSQL planned as a sequential scan of every auction (it expects many due rows and
stops at the first; on an idle tick there is none). It now looks once per phase, in index order.

**The stock filters and facets** (issue 32, ADR 045, migration 0016) read no table
sequentially: a filter on a specific is a bitmap of its partial index (several AND-ed), and the
facets count from two indexes merged in listing order without reading either table
(\`listings_facets_idx\`, \`auctions_public_listing_idx\`; the status facet from
\`auctions_public_status_idx\`). Facets over every public auction are still a count of every
public auction, index-only (about 0.1 to 0.2 s at 100k). A price range is estimated from
\`auctions_price_stats\`; before it, PostgreSQL guessed a third of the auctions per bound and read
them all. A rare combination of filters that PostgreSQL thinks common (\`brand=sony&country=DE\`)
walks the auctions in the list's order until a page is full.
`;

/**
 * @param {{ listings: number, counts: Record<string, number>, pages: string[],
 *           results: object[], failed: string[] }} check
 */
export async function writeExplainReport(check) {
  const { counts, pages, results, failed } = check;
  // Statements are numbered in the order the pages first sent them.
  const texts = [...new Set(results.map((r) => r.sql))];
  const idOf = (sql) => `S${texts.indexOf(sql) + 1}`;
  const big = results.filter((r) => r.bigSeqScans.length > 0);
  const smallScans = new Map();
  for (const r of results) {
    for (const t of r.seqScans.filter((x) => !BIG_TABLES.includes(x))) {
      const ids = smallScans.get(t) ?? new Set();
      ids.add(idOf(r.sql));
      smallScans.set(t, ids);
    }
  }

  const lines = [
    '# Query plans at scale (scenario 7)',
    '',
    `Generated by \`npm run bench\` (bench/scenarios/growth.mjs) on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at commit \`${commit()}\`. Do not edit by hand.`,
    '',
    `The database held ${describe(counts)}, seeded with SQL (bench/lib/growth-seed.mjs) after the`,
    'server migrated it, then VACUUM ANALYZEd (as autovacuum keeps tables in service).',
    '',
    '**How the SQL was captured.** The production build ran with its `DATABASE_URL` pointing at a',
    'PostgreSQL wire-protocol tap (bench/lib/pg-tap.mjs), a TCP proxy that records the text of each',
    'Parse message and the parameters of each Bind, unchanged. Every page below was then read over',
    'HTTP (lists also at their second page), and each distinct statement was run again with',
    '`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON)` and the same parameters. The server sends unnamed',
    'statements, which PostgreSQL plans with their parameter values (custom plans), as here. Only',
    'reads are explained; the claim of `pending/next` runs too, its row lock ending with the EXPLAIN.',
    'Statements of background jobs that ran while a page was read carry that page’s label.',
    '',
    `**Result:** ${results.length} statements checked, ${big.length} with a sequential scan of ${BIG_TABLES.join(', ')}` +
      (failed.length > 0 ? `; ${failed.length} page reads failed.` : '.'),
    '',
  ];
  if (failed.length > 0) {
    lines.push('Failed page reads:', '', ...failed.map((f) => `- ${f}`), '');
  }
  if (big.length > 0) {
    lines.push(
      '## Sequential scans of large tables',
      '',
      '| statement | tables | page | ms |',
      '| --------- | ------ | ---- | -- |',
      ...big.map(
        (r) =>
          `| ${idOf(r.sql)} | ${r.bigSeqScans.join(', ')} | ${cell(r.labels.join('; '))} | ${ms(r.planningMs + r.executionMs)} |`,
      ),
      '',
    );
  }
  if (smallScans.size > 0) {
    lines.push(
      'Sequential scans of other tables (small ones, where the planner found them cheaper): ' +
        [...smallScans].map(([t, ids]) => `${t} (${[...ids].join(', ')})`).join('; ') +
        '.',
      '',
    );
  }
  lines.push(NOTES);

  lines.push(
    '## Pages',
    '',
    'Each page read and the statements it sent, with the plan nodes (depth first) and the time',
    'PostgreSQL took (planning + execution). A statement another page sent first is listed there.',
    '',
    '| page | statement | plan | rows | ms |',
    '| ---- | --------- | ---- | ---- | -- |',
  );
  for (const page of pages) {
    for (const r of results.filter((x) => x.labels[0] === page)) {
      lines.push(
        `| ${cell(page)} | ${idOf(r.sql)} | ${cell(r.nodes.join(' → '))} | ${r.rows} | ${ms(r.planningMs + r.executionMs)} |`,
      );
    }
  }

  lines.push('', '## Statements', '');
  texts.forEach((sql, i) => {
    lines.push(`**S${i + 1}**`, '', '```sql', sql, '```', '');
  });
  // Formatted as the repository's `prettier --check .` expects.
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(EXPLAIN_DOC)) ?? {};
  const text = await prettier.format(lines.join('\n'), { ...options, filepath: EXPLAIN_DOC });
  fs.writeFileSync(EXPLAIN_DOC, text);
}

function describe(counts) {
  return Object.entries(counts)
    .map(([table, n]) => `${n.toLocaleString('en-GB')} ${table.replaceAll('_', ' ')}`)
    .join(', ');
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    return 'unknown';
  }
}
