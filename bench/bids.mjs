// Bid latency: N concurrent dealers bidding on one live auction for D seconds against a
// production build. Each dealer bids the minimum next bid it last saw, so many bids race and
// lose (409 bid_too_low): that contention is the point.
// Usage: npm run build && DATABASE_URL=postgres://… node bench/bids.mjs [--dealers 50] [--duration 20]
import os from 'node:os';
import { parseArgs } from 'node:util';
import {
  activeDealer,
  adminToken,
  client,
  freshPostgres,
  liveAuction,
  percentile,
  startServer,
  tinyPng,
} from './lib.mjs';

const { values } = parseArgs({
  options: {
    dealers: { type: 'string', default: '50' },
    duration: { type: 'string', default: '20' },
  },
});
const dealers = Number(values.dealers);
const durationMs = Number(values.duration) * 1000;

const db = await freshPostgres(process.env.DATABASE_URL);
const server = await startServer(db ? { DATABASE_URL: db.url } : {});
try {
  const api = client(server.base);
  const admin = await adminToken(api);
  const tokens = [];
  for (let i = 0; i < dealers; i++) tokens.push(await activeDealer(api, admin, i));
  const auctionId = await liveAuction(api, admin, await tinyPng());

  const latencies = [];
  const codes = new Map();
  let accepted = 0;
  const deadline = performance.now() + durationMs;
  await Promise.all(
    tokens.map(async (token) => {
      let next = (await api.call('GET', `/api/auctions/${auctionId}`)).min_next_bid_cents;
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const res = await fetch(`${server.base}/api/dealer/auctions/${auctionId}/bids`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ amount_cents: next }),
        });
        const body = await res.json();
        latencies.push(performance.now() - t0);
        const code =
          res.status === 201
            ? 'accepted'
            : res.status === 200
              ? 'raised_max'
              : (body.error?.code ?? String(res.status));
        codes.set(code, (codes.get(code) ?? 0) + 1);
        if (res.status === 201) {
          accepted++;
          next = body.auction.min_next_bid_cents;
        } else if (body.error?.details?.min_next_bid_cents) {
          next = body.error.details.min_next_bid_cents;
        } else if (body.error?.code === 'already_leading') {
          next = (await api.call('GET', `/api/auctions/${auctionId}`)).min_next_bid_cents;
        } else if (res.status >= 500) {
          throw new Error(`unexpected ${res.status}: ${JSON.stringify(body)}`);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const seconds = durationMs / 1000;
  const unexpected = [...codes].filter(
    ([c]) => !['accepted', 'raised_max', 'bid_too_low', 'already_leading'].includes(c),
  );
  console.log(
    `\nBids: ${dealers} dealers, ${seconds}s, ${db ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} cores\n`,
  );
  console.log('| requests/s | accepted bids/s | p50 ms | p99 ms | outcomes | unexpected |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| ${Math.round(latencies.length / seconds)} | ${Math.round(accepted / seconds)} | ${percentile(latencies, 50).toFixed(1)} | ${percentile(latencies, 99).toFixed(1)} | ${[...codes].map(([c, n]) => `${c} ${n}`).join(', ')} | ${unexpected.length} |`,
  );
} finally {
  await server.stop();
  await db?.drop();
}
