// Scenario 3 (PostgreSQL) and the reads half of scenario 6 (PGlite): the public auction list
// and one auction, and on PostgreSQL the dealer's live list, at 50 connections, side by side
// with a bare Fastify server answering the same JSON from memory, measured in the same run with
// the same autocannon settings. On PostgreSQL the public reads are measured twice, on one
// database: by a server with its public read cache off (every read reaches the database) and
// by one with the default cache.
import { startBarePgServer } from '../bare-pg-server.mjs';
import { startBareServer } from '../bare-server.mjs';
import { adminToken, client, freshPostgres, startServer, tinyPng } from '../lib.mjs';
import { dealerTokens } from '../lib/dealers.mjs';
import { seedLiveAuctions } from '../lib/live-auctions.mjs';
import {
  CONNECTIONS,
  DETAIL_NAME,
  LIST_NAME,
  LIST_PATH,
  PAGE_SIZE,
  isAuction,
  isFullPage,
} from '../lib/public-reads.mjs';
import { load, warmUp } from '../lib/http-load.mjs';

export const meta = { id: 'reads', title: 'Reads' };

const LIMIT_NAME = 'bare Fastify, same JSON from memory';
const PG_LIMIT_NAME = 'bare+pg: node:http, same bytes by one prepared node-postgres query';
const DEALER_LIST_PATH = '/api/dealer/auctions?scope=live';
const DEALER_LIST_NAME = `GET ${DEALER_LIST_PATH} as a dealer (${PAGE_SIZE} with thumbnails), ${CONNECTIONS} connections`;
const P99_MS = 50;
/**
 * Issue 36's targets: an uncached read against bare+pg (the least a read from the database can
 * cost); the cached reads and PGlite are for information, against the bare server from memory.
 */
const TARGETS = {
  'list-uncached': { text: '≥ 50 % of bare+pg; p99 < 50 ms', ratio: 0.5 },
  'detail-uncached': { text: '≥ 50 % of bare+pg; p99 < 50 ms', ratio: 0.5 },
  'dealer-list': { text: '≥ 50 % of bare+pg; p99 < 50 ms', ratio: 0.5 },
};

/** @param ctx {{ quick: boolean, seconds: (n: number) => number, pgUrl: string, log: (...a: unknown[]) => void }} */
export async function run(ctx) {
  const entries = [];
  const db = await freshPostgres(ctx.pgUrl);
  try {
    entries.push(...(await onPostgres(ctx, db.url)));
  } finally {
    await db.drop();
  }
  entries.push(...(await onPglite(ctx)));
  return entries;
}

/**
 * Two servers on one database, one after the other (only one is ever under load): the first
 * with PUBLIC_CACHE_MS=0 seeds and serves the uncached reads and the dealer's list, the second,
 * with the default cache, the cached reads. The bare server answers what the first answered.
 */
async function onPostgres(ctx, dbUrl) {
  let server = await startServer({ DATABASE_URL: dbUrl, PUBLIC_CACHE_MS: '0' });
  let bare = null;
  let barePg = null;
  try {
    const seeded = await seed(ctx, server, 'PostgreSQL', { dealer: true });
    bare = await startBareServer(seeded.bodies);
    barePg = await startBarePgServer(dbUrl, seeded.bodies);
    const auth = { authorization: `Bearer ${seeded.dealerToken}` };
    const entries = await measure(ctx, server, { bare, barePg }, 'PostgreSQL', [
      publicList('list-uncached', 'public cache off'),
      publicDetail('detail-uncached', 'public cache off', seeded.detailId),
      {
        id: 'dealer-list',
        name: DEALER_LIST_NAME,
        path: DEALER_LIST_PATH,
        headers: auth,
        verify: isFullPage,
      },
    ]);
    await server.stop();
    server = null;
    server = await startServer({ DATABASE_URL: dbUrl });
    entries.push(
      ...(await measure(ctx, server, { bare }, 'PostgreSQL', [
        publicList('list-cached', 'public cache on (default)'),
        publicDetail('detail-cached', 'public cache on (default)', seeded.detailId),
      ])),
    );
    return entries;
  } finally {
    await barePg?.stop();
    await bare?.stop();
    await server?.stop();
  }
}

/** Scenario 6's reads: the embedded database, default cache, no target. */
async function onPglite(ctx) {
  // An empty DATABASE_URL counts as unset: the server opens its embedded PGlite in DATA_DIR.
  const server = await startServer({ DATABASE_URL: '' });
  let bare = null;
  try {
    const seeded = await seed(ctx, server, 'PGlite', { dealer: false });
    bare = await startBareServer(seeded.bodies);
    return await measure(ctx, server, { bare }, 'PGlite', [
      publicList('embedded-list'),
      publicDetail('embedded-detail', null, seeded.detailId),
    ]);
  } finally {
    await bare?.stop();
    await server.stop();
  }
}

const publicList = (id, cache) => ({
  id,
  name: cache ? `${LIST_NAME}, ${cache}` : LIST_NAME,
  path: LIST_PATH,
  verify: isFullPage,
});

const publicDetail = (id, cache, detailId) => ({
  id,
  name: cache ? `${DETAIL_NAME}, ${cache}` : DETAIL_NAME,
  path: `/api/auctions/${detailId}`,
  verify: isAuction(detailId),
});

/**
 * A page of live auctions with photos through the API, and Gavel's own answers for the bare
 * server, checked like the loads check them; with `dealer`, an active dealer and its live list.
 */
async function seed(ctx, server, database, { dealer }) {
  const api = client(server.base);
  const admin = await adminToken(api);
  ctx.log(`reads (${database}): seeding ${PAGE_SIZE} live auctions with photos through the API`);
  const { ids } = await seedLiveAuctions(api, admin, await tinyPng(), PAGE_SIZE);
  const detailId = ids[0];
  const list = await (await fetch(`${server.base}${LIST_PATH}`)).text();
  const detail = await (await fetch(`${server.base}/api/auctions/${detailId}`)).text();
  if (!isFullPage(list)) throw new Error(`the live list is not a full page: ${list}`);
  if (!isAuction(detailId)(detail)) throw new Error(`unexpected detail: ${detail}`);
  const bodies = { list: JSON.parse(list), detail: JSON.parse(detail) };
  if (!dealer) return { detailId, bodies };

  const [dealerToken] = await dealerTokens(api, admin, 1);
  const res = await fetch(`${server.base}${DEALER_LIST_PATH}`, {
    headers: { authorization: `Bearer ${dealerToken}` },
  });
  const dealerList = await res.text();
  if (!res.ok || !isFullPage(dealerList)) {
    throw new Error(`the dealer's live list is not a full page: ${res.status} ${dealerList}`);
  }
  return { detailId, dealerToken, bodies: { ...bodies, dealerList: JSON.parse(dealerList) } };
}

/**
 * Each read on Gavel, then on the bare server, then (uncached reads on PostgreSQL) on bare+pg,
 * with the same settings. A read with a target is judged against bare+pg; both limits are kept.
 */
async function measure(ctx, server, { bare, barePg }, database, reads) {
  const seconds = ctx.seconds(10);
  const entries = [];
  for (const read of reads) {
    // One after the other: only one server is under load at a time.
    const opts = {
      connections: CONNECTIONS,
      seconds,
      verify: read.verify,
      headers: read.headers,
      log: ctx.log,
    };
    const run = async (base, extra = {}) => {
      const url = `${base}${read.path}`;
      if (!ctx.quick) await warmUp(url, { headers: read.headers });
      return load(url, { ...opts, ...extra });
    };
    const gavel = await run(server.base, { server });
    const limit = await run(bare.base);
    const target = TARGETS[read.id];
    const pgLimit = target && barePg ? await run(barePg.base) : null;
    ctx.log(`reads (${database}) ${read.id}: Gavel`, gavel, 'bare', limit, 'bare+pg', pgLimit);
    const ratioOf = (l) => (l && l.req_per_s > 0 ? gavel.req_per_s / l.req_per_s : null);
    const ratio = ratioOf(pgLimit ?? limit);
    entries.push({
      id: read.id,
      // Scenario 6 is scenario 3 on the embedded database.
      scenario: database === 'PGlite' ? 6 : 3,
      name: read.name,
      database,
      figures: gavel,
      limit: pgLimit
        ? { name: PG_LIMIT_NAME, figures: pgLimit }
        : { name: LIMIT_NAME, figures: limit },
      // The limit from memory, kept beside bare+pg (issue 36) for comparison with earlier runs.
      ...(pgLimit
        ? { other_limit: { name: LIMIT_NAME, figures: limit, ratio: ratioOf(limit) } }
        : {}),
      ratio,
      target: target
        ? {
            text: target.text,
            met:
              ratio !== null &&
              pgLimit !== null &&
              ratio >= target.ratio &&
              gavel.p99_ms < P99_MS &&
              gavel.errors === 0,
          }
        : null,
    });
  }
  return entries;
}
