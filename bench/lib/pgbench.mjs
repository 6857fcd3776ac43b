// The limits for scenarios 1 and 2: pgbench running the bid transaction's shape (lock the auction
// row, update the auction, insert a bid) on the same database and dealer as Gavel, on auctions
// of its own. One script body for both: only the locking statement differs.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The bid transaction after `lock`, the statement that locks the auction row; from then on
 * `:auction` is the locked auction's id (a --define, or set by the lock's \gset).
 */
function bidScript(lock, setup = '') {
  return `${setup}\\set step random(1, 100)
BEGIN;
${lock}
UPDATE auctions SET current_price_cents = coalesce(current_price_cents, 0) + :step,
  seq = seq + 1, bid_count = bid_count + 1, leader_dealer_id = :dealer, updated_at = now()
  WHERE id = :auction RETURNING seq AS next_seq \\gset
INSERT INTO bids (auction_id, dealer_id, amount_cents, max_amount_cents, is_proxy, seq, created_at)
  VALUES (:auction, :dealer, :next_seq, null, false, :next_seq, now());
COMMIT;
`;
}

/** Scenario 1: every transaction on the one auction passed as `:auction`. */
const ONE_AUCTION = bidScript(
  'SELECT current_price_cents, seq FROM auctions WHERE id = :auction FOR UPDATE;',
);

/**
 * Scenario 2: every transaction on a random one of `count` auctions. pgbench variables cannot
 * index a list, so the ids are rows of `bench_auctions` and the locking statement looks its
 * auction up itself: the same statement count as the one-auction script.
 */
const manyAuctions = (count) =>
  bidScript(
    `SELECT id AS auction, current_price_cents, seq FROM auctions
  WHERE id = (SELECT id FROM bench_auctions WHERE n = :n) FOR UPDATE \\gset`,
    `\\set n random(1, ${count})\n`,
  );

/**
 * How many pgbench clients the database has room for. pgbench needs one connection per client:
 * above max_connections (100 by default) the scenarios cap its clients, leaving room for Gavel's
 * pool (open by now, counted in pg_stat_activity) and the superuser reserve, and say so.
 */
export async function pgbenchMaxClients(pgClient) {
  const { rows } = await pgClient.query(
    `select current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int
       - (select count(*)::int from pg_stat_activity) as free`,
  );
  return Math.max(1, rows[0].free - 5);
}

/**
 * Runs pgbench with `clients` connections for `seconds` on an auction of its own (a copy made
 * with `cloneAuctions`, so Gavel's auction is untouched) and answers its figures.
 */
export async function pgbenchBid({ url, auctionId, dealerId, clients, seconds }) {
  const defines = { auction: auctionId, dealer: dealerId };
  return pgbench({ url, script: ONE_AUCTION, defines, clients, seconds });
}

/**
 * The same on `auctionIds` (copies of their own), each transaction on a random one of them.
 * Writes their ids to `bench_auctions` first, through `pgClient` on the same database.
 */
export async function pgbenchBidSpread({ url, pgClient, auctionIds, dealerId, clients, seconds }) {
  await pgClient.query('create table if not exists bench_auctions (n int primary key, id uuid)');
  await pgClient.query('truncate bench_auctions');
  await pgClient.query(
    `insert into bench_auctions (n, id)
     select n, id from unnest($1::uuid[]) with ordinality as t(id, n)`,
    [auctionIds],
  );
  await pgClient.query('analyze bench_auctions');
  const script = manyAuctions(auctionIds.length);
  return pgbench({ url, script, defines: { dealer: dealerId }, clients, seconds });
}

/** One pgbench run of `script`; answers tps, p50 and p99 of its transactions, and failures. */
async function pgbench({ url, script, defines, clients, seconds }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-pgbench-'));
  const file = path.join(dir, 'bid.sql');
  fs.writeFileSync(file, script);
  const u = new URL(url);
  try {
    const { stdout } = await run(
      'pgbench',
      [
        '--no-vacuum',
        '--protocol=prepared',
        `--client=${clients}`,
        `--jobs=${Math.min(clients, os.cpus().length)}`,
        `--time=${seconds}`,
        '--report-per-command',
        ...Object.entries(defines).map(([k, v]) => `--define=${k}=${v}`),
        '--log',
        `--log-prefix=${path.join(dir, 'tx')}`,
        `--file=${file}`,
        '-h',
        u.hostname,
        '-p',
        u.port || '5432',
        '-U',
        decodeURIComponent(u.username || 'postgres'),
        u.pathname.slice(1),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? NaN);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    // Per-transaction log lines: client_id transaction_no time_us script_no epoch epoch_us.
    const latencies = [];
    for (const f of fs.readdirSync(dir).filter((n) => n.startsWith('tx'))) {
      for (const line of fs.readFileSync(path.join(dir, f), 'utf8').split('\n')) {
        const parts = line.split(' ');
        if (parts.length >= 3) latencies.push(Number(parts[2]) / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    const pick = (p) =>
      latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
    return { tps, p50_ms: pick(0.5), p99_ms: pick(0.99), failed };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Copies of an auction and its listing, for pgbench or for spreading load over many auctions. */
export async function cloneAuctions(pgClient, auctionId, count) {
  const cols = async (table) => {
    const { rows } = await pgClient.query(
      `select column_name from information_schema.columns
       where table_name = $1 and is_generated = 'NEVER' and column_name <> 'id'
       order by ordinal_position`,
      [table],
    );
    return rows.map((r) => r.column_name);
  };
  const listingCols = (await cols('listings')).map((c) => `"${c}"`);
  const auctionCols = (await cols('auctions'))
    .filter((c) => c !== 'listing_id')
    .map((c) => `"${c}"`);
  // Two statements: an auction's insert reads its listing (its stored card, ADR 065), which a
  // listing inserted by the same statement's CTE would not be yet.
  const { rows: copies } = await pgClient.query(
    `insert into listings (id, ${listingCols.join(', ')})
     select gen_random_uuid(), ${listingCols.map((c) => `l.${c}`).join(', ')}
     from listings l, generate_series(1, $2)
     where l.id = (select listing_id from auctions where id = $1)
     returning id`,
    [auctionId, count],
  );
  const { rows } = await pgClient.query(
    `insert into auctions (id, listing_id, ${auctionCols.join(', ')})
     select gen_random_uuid(), copy.id, ${auctionCols.map((c) => `src.${c}`).join(', ')}
     from auctions src, unnest($2::uuid[]) as copy(id)
     where src.id = $1
     returning id`,
    [auctionId, copies.map((r) => r.id)],
  );
  return rows.map((r) => r.id);
}
