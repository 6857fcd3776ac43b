// Scenario 1 (and its embedded half of scenario 6): concurrent dealers bidding on one live
// auction, side by side with pgbench running the same transaction shape on the same database.
import pg from 'pg';
import { bidLoad } from '../lib/bid-load.mjs';
import { dealerTokens } from '../lib/dealers.mjs';
import { cloneAuctions, pgbenchBid, pgbenchMaxClients } from '../lib/pgbench.mjs';
import { adminToken, client, freshPostgres, liveAuction, startServer, tinyPng } from '../lib.mjs';

export const meta = { id: 'hot-auction', title: 'Hot auction' };

const START_CENTS = 10_000;

export async function run(ctx) {
  const seconds = ctx.seconds(20);
  const entries = [];
  entries.push(...(await onPostgres(ctx, ctx.quick ? [10] : [10, 50, 200], seconds)));
  entries.push(...(await onPglite(ctx, ctx.quick ? [10] : [10, 50], seconds)));
  return entries;
}

async function onPostgres(ctx, levels, seconds) {
  const db = await freshPostgres(ctx.pgUrl);
  const server = await startServer({ DATABASE_URL: db.url });
  const sql = new pg.Client({ connectionString: db.url });
  await sql.connect();
  try {
    const api = client(server.base);
    const admin = await adminToken(api);
    const tokens = await dealerTokens(api, admin, Math.max(...levels), ctx.log);
    const png = await tinyPng();
    const { rows } = await sql.query('select id from dealer_profiles limit 1');
    const pgbenchMax = await pgbenchMaxClients(sql);
    const entries = [];
    for (const connections of levels) {
      const auctionId = await liveAuction(api, admin, png, { startingPriceCents: START_CENTS });
      const [benchAuction] = await cloneAuctions(sql, auctionId, 1);
      const clients = Math.min(connections, pgbenchMax);
      ctx.log(`hot auction: pgbench, ${clients} clients`);
      const limit = await pgbenchBid({
        url: db.url,
        auctionId: benchAuction,
        dealerId: rows[0].id,
        clients,
        seconds,
      });
      ctx.log(`hot auction: Gavel, ${connections} bidders`);
      const gavel = await bidLoad({
        base: server.base,
        tokens: tokens.slice(0, connections),
        auctionIds: [auctionId],
        startCents: START_CENTS,
        connections,
        seconds,
        server,
      });
      const violations = await orderViolations(sql, auctionId);
      const { ratio, target } = judge(connections, gavel.figures, limit, violations);
      entries.push({
        id: `hot-auction-${connections}`,
        scenario: 1,
        name: `Hot auction: ${connections} bidders on one auction, ${seconds} s`,
        database: 'PostgreSQL',
        figures: { ...gavel.figures, order_violations: violations },
        limit: {
          name: `pgbench -f (lock, update auction, insert bid), ${clients} clients${clients < connections ? ' (max_connections)' : ''}`,
          figures: { tps: Math.round(limit.tps), p50_ms: limit.p50_ms, p99_ms: limit.p99_ms },
        },
        ratio,
        target,
        outcomes: gavel.outcomes,
      });
    }
    return entries;
  } finally {
    await sql.end();
    await server.stop();
    await db.drop();
  }
}

async function onPglite(ctx, levels, seconds) {
  const server = await startServer({});
  try {
    const api = client(server.base);
    const admin = await adminToken(api);
    const tokens = await dealerTokens(api, admin, Math.max(...levels), ctx.log);
    const png = await tinyPng();
    const entries = [];
    for (const connections of levels) {
      const auctionId = await liveAuction(api, admin, png, { startingPriceCents: START_CENTS });
      ctx.log(`hot auction (PGlite): ${connections} bidders`);
      // PGlite runs inside the server process: its CPU and memory are the database's too.
      const gavel = await bidLoad({
        base: server.base,
        tokens: tokens.slice(0, connections),
        auctionIds: [auctionId],
        startCents: START_CENTS,
        connections,
        seconds,
        server,
      });
      entries.push({
        id: `embedded-hot-auction-${connections}`,
        scenario: 6,
        name: `Embedded: hot auction, ${connections} bidders, ${seconds} s`,
        database: 'PGlite',
        figures: gavel.figures,
        limit: null,
        ratio: null,
        target: null,
        outcomes: gavel.outcomes,
      });
    }
    return entries;
  } finally {
    await server.stop();
  }
}

/**
 * Issue 15's targets. At 10 bidders the server's throughput: bid requests answered per second
 * (accepted or refused: the server answered each) against pgbench's transactions per second.
 * At 50 its latency: Gavel's p99 against pgbench's on the same lock queue. 200 is for
 * information. Any error or bid out of order fails a target.
 */
function judge(connections, figures, limit, violations) {
  const clean = figures.errors === 0 && violations === 0;
  const throughput = limit.tps > 0 ? figures.requests_per_s / limit.tps : null;
  if (connections === 10) {
    return {
      ratio: throughput,
      target: {
        text: '≥ 40 % of pgbench tps (requests answered); no errors',
        met: throughput !== null && throughput >= 0.4 && clean,
      },
    };
  }
  if (connections === 50) {
    const latency = limit.p99_ms > 0 ? figures.p99_ms / limit.p99_ms : null;
    return {
      ratio: latency,
      target: {
        text: 'p99 ≤ 1.5× pgbench p99; no errors',
        met: latency !== null && latency <= 1.5 && clean,
      },
    };
  }
  return { ratio: throughput, target: null };
}

/** Bids out of order: a later bid (by seq) whose amount is not above the one before it. */
async function orderViolations(sql, auctionId) {
  const { rows } = await sql.query(
    `select count(*)::int as n from (
       select amount_cents, lag(amount_cents) over (order by seq) as prev from bids
       where auction_id = $1) b
     where prev is not null and amount_cents <= prev`,
    [auctionId],
  );
  return rows[0].n;
}
