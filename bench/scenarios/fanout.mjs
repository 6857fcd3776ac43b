// Scenario 4, live fan-out: SSE subscribers on one live auction, half on each of two server
// instances sharing one PostgreSQL database; bids go to the instances in turn, by different
// dealers, and every subscriber's copy of every bid event is timed. Half of the deliveries
// cross instances through LISTEN/NOTIFY (SPEC §5.3).
//
// Latency per (subscriber × bid) pair, primary: from the moment the 201 answer reached the
// bidder (response headers) to the moment the subscriber's socket delivered the event; also
// reported from the moment the POST was sent. The first few bids are warm-up (checked, not in
// the percentiles; their worst is reported). The limit, measured in the same run: two bare
// node:http servers doing the same fan-out of the same frames through pg_notify.
// Subscribers, bidder, servers and PostgreSQL share the machine's cores, and a subscriber's
// read of a frame waits behind the other subscribers' reads in this one Node process: that
// queueing is in both figures.
//
// Development knobs (environment): FANOUT_SUBSCRIBERS, FANOUT_BIDS, FANOUT_SPACING_MS,
// FANOUT_DEBUG=1 (per-bid spread, load generator CPU), FANOUT_CPU_PROF=<dir> (a V8 CPU
// profile of each Gavel server, written on exit).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { adminToken, client, freshPostgres, liveAuction, startServer, tinyPng } from '../lib.mjs';
import { dealerTokens } from '../lib/dealers.mjs';
import { costFigures, costWindow } from '../lib/server-cost.mjs';
import {
  connectSubscribers,
  publishAndCollect,
  sleep,
  spreadReport,
  summarise,
} from '../lib/fanout-measure.mjs';

export const meta = { id: 'fanout', title: 'Live fan-out' };

const TARGET_P99_MS = 150;
const INSTANCES = 2;

/** @param ctx {{ quick: boolean, seconds: (n: number) => number, pgUrl: string, log: (...a: unknown[]) => void }} */
export async function run(ctx) {
  const env = process.env;
  const plan = {
    subscribers: Number(env.FANOUT_SUBSCRIBERS ?? (ctx.quick ? 50 : 1000)),
    count: Number(env.FANOUT_BIDS ?? (ctx.quick ? 3 : 100)),
    warmup: ctx.quick ? 1 : 5,
    spacingMs: Number(env.FANOUT_SPACING_MS ?? 150),
  };
  const debug = Boolean(env.FANOUT_DEBUG);

  const db = await freshPostgres(ctx.pgUrl);
  try {
    const gavel = await measureGavel(ctx, db.url, plan, debug);
    const bare = await measureBare(ctx, db.url, plan, gavel.sample, debug);
    const { detail, ...figures } = gavel.figures;
    const { detail: bareDetail, ...limitFigures } = bare.figures;
    ctx.log(`fanout: Gavel ${JSON.stringify(detail)}; bare ${JSON.stringify(bareDetail)}`);
    const n = plan.subscribers.toLocaleString('en-GB');
    return [
      {
        // The entry of the 1,000 subscribers, whatever a quick run or the knobs use.
        id: 'fanout-1000',
        scenario: 4,
        name: `${n} SSE subscribers on one auction, ${INSTANCES} instances, ${plan.count} bids ${plan.spacingMs} ms apart (after ${plan.warmup} warm-up); 201 answer → event`,
        database: 'PostgreSQL',
        figures,
        limit: {
          name: `bare node:http, ${INSTANCES} instances, same frames through pg_notify`,
          figures: {
            p50_ms: limitFigures.p50_ms,
            p99_ms: limitFigures.p99_ms,
            max_ms: limitFigures.max_ms,
            missing: limitFigures.missing,
            errors: limitFigures.errors,
          },
        },
        // Gavel ÷ limit on p99 latency: 1 is as fast as the bare stack, above 1 slower.
        ratio: limitFigures.p99_ms > 0 ? figures.p99_ms / limitFigures.p99_ms : null,
        target: {
          text: `p99 < ${TARGET_P99_MS} ms, no event missing`,
          met:
            figures.p99_ms < TARGET_P99_MS &&
            figures.missing === 0 &&
            figures.errors === 0 &&
            figures.events === plan.count,
        },
      },
    ];
  } finally {
    await db.drop();
  }
}

/** Two Gavel instances, one live auction, bids by dealers taking turns on the instances. */
async function measureGavel(ctx, dbUrl, plan, debug) {
  const dir = process.env.FANOUT_CPU_PROF;
  const nodeArgs = dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
  // One signing secret, so a token from either instance is good on both.
  const serverEnv = {
    DATABASE_URL: dbUrl,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
  };
  const servers = [];
  let subs;
  try {
    const started = performance.now();
    servers.push(...(await startInstances(serverEnv, nodeArgs)));
    ctx.log(`fanout: two Gavel instances up in ${Math.round(performance.now() - started)} ms`);
    const api = client(servers[0].base);
    const admin = await adminToken(api);
    // Four dealers in turn: the leader may not outbid itself.
    const dealers = await dealerTokens(api, admin, 4);
    const auctionId = await liveAuction(api, admin, await tinyPng());
    ctx.log(
      `fanout: dealers and a live auction ready at ${Math.round(performance.now() - started)} ms`,
    );

    const urls = servers.map((s) => `${s.base}/api/auctions/${auctionId}/events`);
    subs = await connectSubscribers(urls, plan.subscribers);
    ctx.log(
      `fanout: ${subs.connected}/${plan.subscribers} subscribers on Gavel in ${Math.round(subs.connectMs)} ms`,
    );
    // Lets every stream finish its (empty) replay and go live before the first bid.
    await sleep(500);

    let next = (await api.call('GET', `/api/auctions/${auctionId}`)).min_next_bid_cents;
    // Both instances' CPU over the bids and their delivery to every subscriber, per bid
    // answered; the subscribers' connecting is set-up, before the window.
    const meter = costWindow(servers);
    const run = await publishAndCollect(subs, {
      ...plan,
      place: async (i) => {
        const amount = next;
        const sentAt = performance.now();
        const res = await fetch(
          `${servers[i % INSTANCES].base}/api/dealer/auctions/${auctionId}/bids`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${dealers[i % dealers.length]}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ amount_cents: amount }),
          },
        );
        const answeredAt = performance.now();
        const body = await res.json();
        if (res.status === 201) {
          next = body.auction.min_next_bid_cents;
          return { amount, sentAt, answeredAt };
        }
        ctx.log(`fanout: bid ${i} → ${res.status} ${JSON.stringify(body)}`);
        next = (await api.call('GET', `/api/auctions/${auctionId}`)).min_next_bid_cents;
        return null;
      },
    });
    const cost = costFigures(meter(), run.events.length + run.failed);
    report(ctx, 'Gavel', subs, run, debug);
    // The bare run sends the same data; should no event have arrived, the auction's public
    // shape, which is what an event carries, stands in.
    const sample =
      subs.sample ?? JSON.stringify(await api.call('GET', `/api/auctions/${auctionId}`));
    return { figures: { ...summarise(subs, run), ...cost }, sample };
  } finally {
    subs?.close();
    for (const s of servers) await s.stop();
  }
}

/** The same subscribers and publishing pace on two bare servers, with Gavel's event data. */
async function measureBare(ctx, dbUrl, plan, sample, debug) {
  const template = JSON.parse(sample);
  const servers = [];
  let subs;
  try {
    for (let i = 0; i < INSTANCES; i++) servers.push(await startBare(dbUrl));
    subs = await connectSubscribers(
      servers.map((s) => `${s.base}/events`),
      plan.subscribers,
    );
    ctx.log(
      `fanout: ${subs.connected}/${plan.subscribers} subscribers on bare servers in ${Math.round(subs.connectMs)} ms`,
    );
    await sleep(500);
    const run = await publishAndCollect(subs, {
      ...plan,
      place: async (i) => {
        const amount = template.current_price_cents + (i + 1) * 1_000;
        const sentAt = performance.now();
        const res = await fetch(`${servers[i % INSTANCES].base}/publish`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...template, current_price_cents: amount }),
        });
        const answeredAt = performance.now();
        await res.text();
        return res.status === 201 ? { amount, sentAt, answeredAt } : null;
      },
    });
    report(ctx, 'bare', subs, run, debug);
    return { figures: summarise(subs, run) };
  } finally {
    subs?.close();
    for (const s of servers) await s.stop();
  }
}

function report(ctx, label, subs, run, debug) {
  if (!debug) return;
  for (const line of spreadReport(subs, run.events, INSTANCES)) ctx.log(`${label} ${line}`);
  const g = run.loadGenerator;
  ctx.log(
    `${label}: load generator CPU ${g.cpu_percent.toFixed(0)} % of a core while publishing; event loop delay p99 ${g.loop_delay_p99_ms.toFixed(1)} ms, max ${g.loop_delay_max_ms.toFixed(1)} ms`,
  );
}

/**
 * Two instances on one database, started together: the server migrates under an advisory
 * lock, so the second waits for the first's migration. startServer picks a random port;
 * should both pick the same one, one fails to listen while both health checks are answered
 * by the other, and it is not known which: stop both and try again.
 */
async function startInstances(env, nodeArgs) {
  for (let attempt = 0; ; attempt++) {
    const pair = await Promise.all([
      startServer(env, { nodeArgs }),
      startServer(env, { nodeArgs }),
    ]);
    if (pair[0].base !== pair[1].base) return pair;
    // stop() of the process that already exited would wait for an exit event long past.
    await Promise.all(pair.map((s) => Promise.race([s.stop(), sleep(2_000)])));
    if (attempt >= 3) throw new Error('could not start two servers on ports of their own');
  }
}

async function startBare(dbUrl) {
  const script = fileURLToPath(new URL('../lib/fanout-bare-server.mjs', import.meta.url));
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, DATABASE_URL: dbUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await Promise.race([
    once(child.stdout, 'data'),
    once(child, 'exit').then(() => {
      throw new Error('bare fan-out server exited before listening');
    }),
  ]);
  return {
    base: `http://127.0.0.1:${String(line).trim()}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
