// The limit for scenario 1: pgbench running the bid transaction's shape (lock the auction row,
// insert a bid, update the auction) on the same database, auction and dealer as Gavel.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const SCRIPT = `\\set step random(1, 100)
BEGIN;
SELECT current_price_cents, seq FROM auctions WHERE id = :auction FOR UPDATE;
UPDATE auctions SET current_price_cents = coalesce(current_price_cents, 0) + :step,
  seq = seq + 1, bid_count = bid_count + 1, leader_dealer_id = :dealer, updated_at = now()
  WHERE id = :auction RETURNING seq AS next_seq \\gset
INSERT INTO bids (auction_id, dealer_id, amount_cents, max_amount_cents, is_proxy, seq, created_at)
  VALUES (:auction, :dealer, :next_seq, null, false, :next_seq, now());
COMMIT;
`;

/**
 * Runs pgbench with `clients` connections for `seconds` on an auction of its own (a copy made
 * with `cloneAuction`, so Gavel's auction is untouched) and answers its figures.
 */
export async function pgbenchBid({ url, auctionId, dealerId, clients, seconds }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-pgbench-'));
  const file = path.join(dir, 'bid.sql');
  fs.writeFileSync(file, SCRIPT);
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
        `--define=auction=${auctionId}`,
        `--define=dealer=${dealerId}`,
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
  const { rows } = await pgClient.query(
    `with n as (select gen_random_uuid() as listing_id, gen_random_uuid() as auction_id
                from generate_series(1, $2)),
          src as (select * from auctions where id = $1),
          new_listings as (
            insert into listings (id, ${listingCols.join(', ')})
            select n.listing_id, ${listingCols.map((c) => `l.${c}`).join(', ')}
            from listings l, n where l.id = (select listing_id from src)
            returning id)
     insert into auctions (id, listing_id, ${auctionCols.join(', ')})
     select n.auction_id, n.listing_id, ${auctionCols.map((c) => `src.${c}`).join(', ')}
     from src, n
     where exists (select 1 from new_listings)
     returning id`,
    [auctionId, count],
  );
  return rows.map((r) => r.id);
}
