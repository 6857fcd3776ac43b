// The server's CPU per overtaking bid with everything it sets off (issue 30): the bid, the relay
// of its `bid.outbid` event, the notice's job and the email's delivery. Two dealers take turns
// outbidding each other on one auction, one bid at a time, and the figure counts until every
// queued email is sent, so it measures work rather than waiting, and holds still on a loaded
// machine where the hot-auction rates do not. Not part of `npm run bench`; a tool for the next
// change. Usage: node bench/event-cost.mjs [bids] (PostgreSQL at DATABASE_URL or the local test
// database; PROF_DIR=<dir> adds --cpu-prof).
import { incrementFor } from '@gavel/contract';
import pg from 'pg';
import { dealerTokens } from './lib/dealers.mjs';
import { adminToken, client, freshPostgres, liveAuction, startServer, tinyPng } from './lib.mjs';

const bids = Number(process.argv[2] ?? 300);
const db = await freshPostgres(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
const profDir = process.env.PROF_DIR;
const server = await startServer(
  { DATABASE_URL: db.url, PUBLIC_CACHE_MS: '0' },
  profDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profDir}`] } : {},
);
const sql = new pg.Client({ connectionString: db.url });
await sql.connect();
try {
  const api = client(server.base);
  const admin = await adminToken(api);
  const tokens = await dealerTokens(api, admin, 2);
  const auctionId = await liveAuction(api, admin, await tinyPng(), { startingPriceCents: 10_000 });
  let amount = 10_000;
  const bid = async (i) => {
    const res = await fetch(`${server.base}/api/dealer/auctions/${auctionId}/bids`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[i % 2]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount_cents: amount }),
    });
    if (res.status !== 201) throw new Error(`bid ${i}: ${res.status} ${await res.text()}`);
    amount += incrementFor(amount);
  };
  const settled = async () => {
    for (;;) {
      const { rows } = await sql.query(
        "select count(*)::int as n from email_outbox where status = 'pending'",
      );
      if (rows[0].n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  // Warm-up: prepared statements, the workers' first fetches.
  for (let i = 0; i < 20; i++) await bid(i);
  await settled();
  const start = server.usage();
  const startedAt = Date.now();
  for (let i = 20; i < 20 + bids; i++) await bid(i);
  await settled();
  const end = server.usage();
  console.log(
    JSON.stringify({
      bids,
      cpu_ms_per_bid: +((end.cpuMs - start.cpuMs) / bids).toFixed(2),
      wall_ms_per_bid: +((Date.now() - startedAt) / bids).toFixed(2),
    }),
  );
} finally {
  await sql.end();
  await server.stop();
  await db.drop();
}
