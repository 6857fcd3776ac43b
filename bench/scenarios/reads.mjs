// Scenario 3 (PostgreSQL) and the reads half of scenario 6 (PGlite): the public auction list
// and one auction at 50 connections, side by side with a bare Fastify server answering the same
// JSON from memory, measured in the same run with the same autocannon settings.
import { startBareServer } from '../bare-server.mjs';
import { adminToken, client, freshPostgres, startServer, tinyPng } from '../lib.mjs';
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
const TARGET = { text: '≥ 40% of bare; p99 < 50 ms', ratio: 0.4, p99Ms: 50 };

/** @param ctx {{ quick: boolean, seconds: (n: number) => number, pgUrl: string, log: (...a: unknown[]) => void }} */
export async function run(ctx) {
  const entries = [];
  const db = await freshPostgres(ctx.pgUrl);
  try {
    entries.push(...(await measure(ctx, 'PostgreSQL', { DATABASE_URL: db.url })));
  } finally {
    await db.drop();
  }
  // An empty DATABASE_URL counts as unset: the server opens its embedded PGlite in DATA_DIR.
  entries.push(...(await measure(ctx, 'PGlite', { DATABASE_URL: '' })));
  return entries;
}

async function measure(ctx, database, env) {
  const server = await startServer(env);
  let bare = null;
  try {
    const api = client(server.base);
    const admin = await adminToken(api);
    ctx.log(`reads (${database}): seeding ${PAGE_SIZE} live auctions with photos through the API`);
    const { ids } = await seedLiveAuctions(api, admin, await tinyPng(), PAGE_SIZE);
    const detailId = ids[0];

    // The bare server's bodies are Gavel's own answers, checked like the loads check them.
    const listBody = await (await fetch(`${server.base}${LIST_PATH}`)).text();
    const detailBody = await (await fetch(`${server.base}/api/auctions/${detailId}`)).text();
    if (!isFullPage(listBody)) throw new Error(`the live list is not a full page: ${listBody}`);
    if (!isAuction(detailId)(detailBody)) throw new Error(`unexpected detail: ${detailBody}`);
    bare = await startBareServer({ list: JSON.parse(listBody), detail: JSON.parse(detailBody) });

    const seconds = ctx.seconds(10);
    const reads = [
      { name: LIST_NAME, path: LIST_PATH, verify: isFullPage },
      { name: DETAIL_NAME, path: `/api/auctions/${detailId}`, verify: isAuction(detailId) },
    ];
    const entries = [];
    for (const read of reads) {
      // Same settings for both, one after the other: only one server is under load at a time.
      const gavelUrl = `${server.base}${read.path}`;
      const bareUrl = `${bare.base}${read.path}`;
      if (!ctx.quick) await warmUp(gavelUrl);
      const opts = { connections: CONNECTIONS, seconds, verify: read.verify, log: ctx.log };
      const gavel = await load(gavelUrl, opts);
      if (!ctx.quick) await warmUp(bareUrl);
      const limit = await load(bareUrl, opts);
      ctx.log(`reads (${database}) ${read.path}: Gavel`, gavel, 'bare', limit);
      const ratio = limit.req_per_s > 0 ? gavel.req_per_s / limit.req_per_s : null;
      entries.push({
        // Scenario 6 is scenario 3 on the embedded database; the issue sets it no target.
        scenario: database === 'PGlite' ? 6 : 3,
        name: read.name,
        database,
        figures: gavel,
        limit: { name: LIMIT_NAME, figures: limit },
        ratio,
        target:
          database === 'PGlite'
            ? null
            : {
                text: TARGET.text,
                met:
                  ratio !== null &&
                  ratio >= TARGET.ratio &&
                  gavel.p99_ms < TARGET.p99Ms &&
                  gavel.errors === 0,
              },
      });
    }
    return entries;
  } finally {
    await bare?.stop();
    await server.stop();
  }
}
