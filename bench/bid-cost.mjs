// Where a bid's cost goes on the whole machine (issue 36): the bench's bid load beside pgbench's
// transaction of the same shape, each one after the other on one seeded database, with
//  - the CPU of every process kind (Gavel's server, PostgreSQL's backends, pgbench, this load
//    generator, the rest) read from /proc between 25 % and 85 % of each load, per transaction;
//  - what PostgreSQL did per transaction (commits, rows written, WAL, buffers; pg_stat_database,
//    pg_stat_wal, pg_stat_all_tables before and after), with the tables written or scanned.
// On a full machine a ratio to pgbench is about the inverse of the two whole-machine figures.
// Not part of `npm run bench`; a tool for the next change (docs/performance.md).
// Usage: node bench/bid-cost.mjs [many|hot] [seconds] [rounds]
//   many: 50 bidders over 1,000 live auctions (many-auctions-50); hot: 10 on one (hot-auction-10).
import fs from 'node:fs';
import pg from 'pg';
import { bidLoad } from './lib/bid-load.mjs';
import { dealerTokens } from './lib/dealers.mjs';
import { cloneAuctions, pgbenchBid, pgbenchBidSpread, pgbenchMaxClients } from './lib/pgbench.mjs';
import {
  adminToken,
  client,
  freshPostgres,
  liveAuction,
  machineCpu,
  processCpu,
  startServer,
  tinyPng,
} from './lib.mjs';

const [what = 'many', secondsArg = '12', roundsArg = '2'] = process.argv.slice(2);
if (what !== 'many' && what !== 'hot') throw new Error('usage: bid-cost.mjs [many|hot] [s] [n]');
const seconds = Number(secondsArg);
const rounds = Number(roundsArg);
const hot = what === 'hot';
const connections = hot ? 10 : 50;
const START_CENTS = 10_000;
// Each round's bids start this far above the last round's prices, so they are high enough.
const ROUND_STEP_CENTS = 1_000_000;

/** CPU milliseconds so far of each process kind, and the machine's busy and idle time. */
function cpuByKind(serverPid) {
  const out = { server: 0, postgres: 0, pgbench: 0, loadgen: 0, other: 0 };
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let usage;
    try {
      usage = processCpu(entry);
    } catch {
      continue; // ended meanwhile
    }
    const pid = Number(entry);
    const kind =
      pid === serverPid
        ? 'server'
        : pid === process.pid
          ? 'loadgen'
          : usage.comm === 'postgres' || usage.comm === 'pgbench'
            ? usage.comm
            : 'other';
    out[kind] += usage.cpuMs;
  }
  return { ...out, ...machineCpu() };
}

/** Runs `work` and samples the CPU at 25 % and 85 % of its planned length. */
async function cpuDuring(serverPid, work) {
  const samples = [];
  const timers = [0.25, 0.85].map((at) =>
    setTimeout(
      () => samples.push({ at: Date.now(), cpu: cpuByKind(serverPid) }),
      seconds * at * 1000,
    ),
  );
  const result = await work();
  timers.forEach(clearTimeout);
  const [a, b] = samples;
  if (!a || !b) throw new Error('the load ended before both samples');
  const delta = Object.fromEntries(Object.keys(a.cpu).map((k) => [k, b.cpu[k] - a.cpu[k]]));
  return { result, delta, windowMs: b.at - a.at };
}

function printCpu(name, perSecond, { delta, windowMs }) {
  const n = (perSecond * windowMs) / 1000;
  const per = (ms) => (ms / n).toFixed(3);
  const busy = delta.busyMs;
  console.log(
    `${name}: ${Math.round(perSecond)}/s; CPU ms per transaction: server ${per(delta.server)}, ` +
      `postgres ${per(delta.postgres)}, pgbench ${per(delta.pgbench)}, load generator ` +
      `${per(delta.loadgen)}, other ${per(delta.other)}; whole machine ${per(busy)} ` +
      `(busy ${Math.round((busy / (busy + delta.idleMs)) * 100)} %)`,
  );
}

/** PostgreSQL's counters for `database`. */
async function pgCounters(sql, database) {
  const [db] = (
    await sql.query(
      `select xact_commit as commits, tup_inserted as inserted, tup_updated as updated,
              tup_deleted as deleted, blks_hit as buffers_hit
         from pg_stat_database where datname = $1`,
      [database],
    )
  ).rows;
  const [wal] = (await sql.query('select wal_records, wal_bytes from pg_stat_wal')).rows;
  const tables = (
    await sql.query(
      `select schemaname || '.' || relname as name, n_tup_ins as inserted, n_tup_upd as updated,
              n_tup_del as deleted, seq_scan, seq_tup_read, coalesce(idx_scan, 0) as idx_scan
         from pg_stat_all_tables
        where schemaname not in ('pg_catalog', 'information_schema', 'pg_toast')`,
    )
  ).rows;
  return { totals: { ...db, ...wal }, tables: new Map(tables.map((t) => [t.name, t])) };
}

function printCounters(before, after, n) {
  const per = (a, b) => ((Number(b) - Number(a ?? 0)) / n).toFixed(2);
  const totals = Object.keys(after.totals)
    .map((k) => `${k} ${per(before.totals[k], after.totals[k])}`)
    .join(', ');
  console.log(`  per transaction: ${totals}`);
  for (const [name, t] of after.tables) {
    const b = before.tables.get(name) ?? {};
    const f = Object.fromEntries(
      Object.keys(t)
        .filter((k) => k !== 'name')
        .map((k) => [k, per(b[k], t[k])]),
    );
    if (Object.values(f).every((v) => Number(v) < 0.01)) continue;
    console.log(
      `    ${name.padEnd(32)} ins ${f.inserted} upd ${f.updated} del ${f.deleted}; ` +
        `seq scans ${f.seq_scan} (${f.seq_tup_read} rows), index scans ${f.idx_scan}`,
    );
  }
}

const db = await freshPostgres(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
const server = await startServer({ DATABASE_URL: db.url });
const sql = new pg.Client({ connectionString: db.url });
await sql.connect();
try {
  const database = new URL(db.url).pathname.slice(1);
  const api = client(server.base);
  const admin = await adminToken(api);
  const tokens = await dealerTokens(api, admin, connections);
  const first = await liveAuction(api, admin, await tinyPng(), { startingPriceCents: START_CENTS });
  const ids = hot ? [first] : [first, ...(await cloneAuctions(sql, first, 999))];
  const benchIds = await cloneAuctions(sql, first, ids.length);
  await sql.query('analyze');
  // Backends report their statistics to pg_stat_* about once a second: the seeding's first.
  const settle = () => new Promise((r) => setTimeout(r, 3000));
  await settle();
  const [{ id: dealerId }] = (await sql.query('select id from dealer_profiles limit 1')).rows;
  const clients = Math.min(connections, await pgbenchMaxClients(sql));
  for (let round = 0; round < rounds; round++) {
    let before = await pgCounters(sql, database);
    const limit = await cpuDuring(server.pid, () =>
      hot
        ? pgbenchBid({ url: db.url, auctionId: benchIds[0], dealerId, clients, seconds })
        : pgbenchBidSpread({
            url: db.url,
            pgClient: sql,
            auctionIds: benchIds,
            dealerId,
            clients,
            seconds,
          }),
    );
    await settle();
    printCpu('pgbench', limit.result.tps, limit);
    printCounters(before, await pgCounters(sql, database), limit.result.tps * seconds);

    before = await pgCounters(sql, database);
    const gavel = await cpuDuring(server.pid, () =>
      bidLoad({
        base: server.base,
        tokens,
        auctionIds: ids,
        startCents: START_CENTS + round * ROUND_STEP_CENTS,
        connections,
        seconds,
      }),
    );
    await settle();
    const { figures } = gavel.result;
    printCpu('Gavel (per request answered)', figures.requests_per_s, gavel);
    console.log(
      `  accepted ${figures.accepted_bids_per_s}/s, p99 ${figures.p99_ms} ms; PostgreSQL per accepted bid:`,
    );
    printCounters(before, await pgCounters(sql, database), figures.accepted_bids_per_s * seconds);
  }
} finally {
  await sql.end();
  await server.stop();
  await db.drop();
}
