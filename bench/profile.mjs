// Profiles one hot route of a production build with `node --cpu-prof` (issue 15): a fresh
// PostgreSQL database, the same seeding as the bench, one load, then a summary of the profile by
// self time (functions and packages). Not part of `npm run bench`; a tool for the next change.
// Usage: node bench/profile.mjs <what> [seconds] [connections], where <what> is bid, bids-many,
// list, detail, dealer-list, or (issue 19) page: the server-rendered auction page of an auction
// with three photos and bids, every request rendered; page-cached: the same with the default
// public cache; listing: that auction's GET /api/listings/{id}; (issue 32) filtered-page:
// /auctions with stock filters, server-rendered, with the default public cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bidLoad } from './lib/bid-load.mjs';
import { dealerTokens } from './lib/dealers.mjs';
import { load } from './lib/http-load.mjs';
import { seedLiveAuctions } from './lib/live-auctions.mjs';
import { cloneAuctions } from './lib/pgbench.mjs';
import { LIST_PATH } from './lib/public-reads.mjs';
import { summarizeProfile } from './lib/cpu-profile.mjs';
import { seedDetailAuction } from './lib/web-seed.mjs';
import { adminToken, client, freshPostgres, liveAuction, startServer, tinyPng } from './lib.mjs';
import pg from 'pg';

const [what = 'bid', secondsArg = '10', connectionsArg] = process.argv.slice(2);
const seconds = Number(secondsArg);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-prof-'));
const db = await freshPostgres(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
);
const server = await startServer(
  {
    DATABASE_URL: db.url,
    ...(what === 'page-cached' || what === 'filtered-page' ? {} : { PUBLIC_CACHE_MS: '0' }),
  },
  { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`] },
);
const sql = new pg.Client({ connectionString: db.url });
await sql.connect();
try {
  const api = client(server.base);
  const admin = await adminToken(api);
  const png = await tinyPng();
  let result;
  const before = server.usage();
  if (what === 'bid' || what === 'bids-many') {
    const connections = Number(connectionsArg ?? (what === 'bid' ? 10 : 50));
    const tokens = await dealerTokens(api, admin, connections);
    const first = await liveAuction(api, admin, png, { startingPriceCents: 10_000 });
    const ids = what === 'bid' ? [first] : [first, ...(await cloneAuctions(sql, first, 999))];
    const start = server.usage();
    result = await bidLoad({
      base: server.base,
      tokens,
      auctionIds: ids,
      startCents: 10_000,
      connections,
      seconds,
    });
    const end = server.usage();
    result.cpu_ms_per_request =
      (end.cpuMs - start.cpuMs) / (result.figures.requests_per_s * seconds);
  } else if (
    what === 'page' ||
    what === 'page-cached' ||
    what === 'listing' ||
    what === 'filtered-page'
  ) {
    const { listingId } = await seedDetailAuction(api, admin);
    const url =
      what === 'listing'
        ? `${server.base}/api/listings/${listingId}`
        : what === 'filtered-page'
          ? `${server.base}/auctions?country=GB&price_max=10000`
          : `${server.base}/auctions/${listingId}`;
    const start = server.usage();
    result = await load(url, {
      connections: Number(connectionsArg ?? 50),
      seconds,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      log: console.error,
    });
    const end = server.usage();
    result.cpu_ms_per_request = (end.cpuMs - start.cpuMs) / (result.req_per_s * seconds);
  } else {
    const { ids, token } = await seedLiveAuctions(api, admin, png, 20);
    const dealer = what === 'dealer-list' ? (await dealerTokens(api, admin, 1))[0] : undefined;
    const url =
      what === 'list'
        ? `${server.base}${LIST_PATH}`
        : what === 'detail'
          ? `${server.base}/api/auctions/${ids[0]}`
          : `${server.base}/api/dealer/auctions?scope=live`;
    const headers = dealer ? { authorization: `Bearer ${dealer}` } : undefined;
    void token;
    const start = server.usage();
    result = await load(url, {
      connections: Number(connectionsArg ?? 50),
      seconds,
      headers,
      log: console.error,
    });
    const end = server.usage();
    result.cpu_ms_per_request = (end.cpuMs - start.cpuMs) / (result.req_per_s * seconds);
  }
  void before;
  console.log(JSON.stringify(result));
} finally {
  await sql.end();
  await server.stop();
  await db.drop();
}
// The main thread's profile (thread 0) sorts first; the workers' follow it.
const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
fs.mkdirSync('/tmp/prof', { recursive: true });
const out = `/tmp/prof/${what}-${Date.now()}.cpuprofile`;
fs.copyFileSync(path.join(dir, file), out);
console.log(out);
console.log(
  summarizeProfile(JSON.parse(fs.readFileSync(out, 'utf8')), { lastSeconds: seconds + 0.5 }),
);
