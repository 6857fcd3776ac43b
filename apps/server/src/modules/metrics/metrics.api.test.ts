import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { activeDealer, approvedAuction, staff, type Actor } from '../../../test/actors.js';
import { createTestApp, freshDatabase, testConfig, type TestApp } from '../../../test/helpers.js';
import { errorOf } from '../../../test/http.js';
import { bidRequest, schedule } from '../../../test/lifecycle-fixtures.js';
import { eventsPath, openEvents } from '../../../test/live-fixtures.js';
import { loadConfig } from '../../config.js';
import { ManualClock } from '../../lib/clock.js';

// `GET /api/metrics` scraped as Prometheus would, and its text parsed: every number asserted
// here was caused by a request of this file.
const TOKEN = 'metrics-token-0123456789-abcdefghijklmnop';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Parses the text exposition format; throws on a line that is not a sample or a comment. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  const described = new Set<string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) (\w+) .+$/.exec(line);
    if (meta?.[2]) {
      if (meta[1] === 'TYPE') described.add(meta[2]);
      continue;
    }
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (-?[\d.e+-]+|NaN|Nan|\+Inf|-Inf)$/.exec(line);
    if (!m?.[1] || m[3] === undefined) throw new Error(`not a sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      if (l[1] !== undefined && l[2] !== undefined) labels[l[1]] = l[2];
    }
    const name = m[1];
    const family = name.replace(/_(bucket|count|sum)$/, '');
    if (!described.has(name) && !described.has(family)) throw new Error(`no TYPE for ${name}`);
    samples.push({ name, labels, value: Number(m[3]) });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include `labels`. */
function value(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name)
    .filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

const scrape = async (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/metrics', headers });
const scraped = async (app: FastifyInstance) => {
  const res = await scrape(app, { authorization: `Bearer ${TOKEN}` });
  expect(res.statusCode, res.body).toBe(200);
  return { text: res.body, samples: parse(res.body), res };
};

describe('GET /api/metrics', () => {
  let t: TestApp;
  let admin: Actor;
  let dealerA: Actor;
  let dealerB: Actor;
  let auctionId: string;

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
    admin = await staff(t.app);
    dealerA = await activeDealer(t.app, admin);
    dealerB = await activeDealer(t.app, admin);
    ({ auctionId } = await approvedAuction(t.app, admin));
    await schedule(t.app, t.clock, admin, auctionId, 0, 3600);
  }, 60_000);
  afterAll(() => t.close());

  const bid = (who: Actor, amount: number) => bidRequest(t.app, who, auctionId, amount);

  it('counts accepted and rejected bids by code', async () => {
    expect((await bid(dealerA, 120_000)).statusCode).toBe(201);
    expect(errorOf(await bid(dealerB, 100))).toMatchObject({ code: 'bid_too_low' });
    expect(errorOf(await bid(dealerA, 120_000))).toMatchObject({ code: 'already_leading' });
    // The leader raising its maximum: accepted, without a new bid.
    expect((await bid(dealerA, 150_000)).statusCode).toBe(200);
    expect((await bid(dealerB, 200_000)).statusCode).toBe(201);
    // Refused before the handler runs: still an answer of the bid route.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/dealer/auctions/${auctionId}/bids`,
      payload: { amount_cents: 300_000 },
    });
    expect(anonymous.statusCode).toBe(401);

    const { samples } = await scraped(t.app);
    const bids = (labels: Record<string, string>) => value(samples, 'gavel_bids_total', labels);
    expect(bids({ outcome: 'accepted', code: 'placed' })).toBe(2);
    expect(bids({ outcome: 'accepted', code: 'raised' })).toBe(1);
    expect(bids({ outcome: 'rejected', code: 'bid_too_low' })).toBe(1);
    expect(bids({ outcome: 'rejected', code: 'already_leading' })).toBe(1);
    expect(bids({ outcome: 'rejected', code: 'unauthenticated' })).toBe(1);
    expect(bids({})).toBe(6);
  });

  it('times requests by route pattern, method and status class', async () => {
    const count = (samples: Sample[], route: string, statusClass: string) =>
      value(samples, 'gavel_http_request_duration_seconds_count', {
        route,
        method: 'GET',
        status_class: statusClass,
      });
    const before = (await scraped(t.app)).samples;
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject(`/api/auctions/${auctionId}`)).statusCode).toBe(200);
    }
    expect((await t.app.inject(`/api/auctions/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/no-such-thing')).statusCode).toBe(404);
    const { samples, text } = await scraped(t.app);

    expect(
      count(samples, '/api/auctions/:id', '2xx') - count(before, '/api/auctions/:id', '2xx'),
    ).toBe(3);
    expect(
      count(samples, '/api/auctions/:id', '4xx') - count(before, '/api/auctions/:id', '4xx'),
    ).toBe(1);
    expect(count(samples, 'unmatched', '4xx') - count(before, 'unmatched', '4xx')).toBe(1);
    // A histogram: cumulative buckets up to +Inf, which equals the count.
    const labels = { route: '/api/auctions/:id', method: 'GET', status_class: '2xx' };
    const inf = value(samples, 'gavel_http_request_duration_seconds_bucket', {
      ...labels,
      le: '+Inf',
    });
    expect(inf).toBe(count(samples, '/api/auctions/:id', '2xx'));
    expect(value(samples, 'gavel_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    // Patterns only: no id from a URL, so label values stay few.
    expect(text).not.toMatch(UUID);
  });

  it('shows database pool use and open SSE streams', async () => {
    let { samples } = await scraped(t.app);
    const max = t.db.kind === 'pglite' ? 1 : 20;
    expect(value(samples, 'gavel_db_pool_max_connections')).toBe(max);
    const open = value(samples, 'gavel_db_pool_connections');
    expect(open).toBeGreaterThanOrEqual(1);
    expect(open).toBeLessThanOrEqual(max);
    expect(value(samples, 'gavel_db_pool_waiting')).toBe(0);
    expect(value(samples, 'gavel_sse_connections')).toBe(0);

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const streams = [
      await openEvents(base, eventsPath(auctionId)),
      await openEvents(base, eventsPath(auctionId)),
    ];
    try {
      for (const s of streams) expect(s.res.status).toBe(200);
      ({ samples } = await scraped(t.app));
      expect(value(samples, 'gavel_sse_connections')).toBe(2);
    } finally {
      for (const s of streams) s.close();
    }
    // The server notices a client has gone on its next read or write.
    await vi.waitFor(
      async () => expect(value((await scraped(t.app)).samples, 'gavel_sse_connections')).toBe(0),
      { timeout: 10_000, interval: 20 },
    );
  });

  it('measures how late auction transitions happen', async () => {
    const { auctionId: later } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, later, 60, 600);
    t.clock.advance(65);
    const run = await t.app.services.auctionScheduler.runDue();
    expect(run.started).toBe(1);
    const { samples } = await scraped(t.app);
    const started = { phase: 'start' };
    expect(value(samples, 'gavel_auction_transition_lag_seconds_count', started)).toBe(run.started);
    // The test clock stood still during the run: it went live 5 s after its start_at.
    expect(value(samples, 'gavel_auction_transition_lag_seconds_sum', started)).toBe(5);
  });

  it('refuses a missing or wrong token, and never shows one', async () => {
    const wrongs: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` },
      { authorization: `Bearer ${dealerA.token}` },
      { authorization: TOKEN },
    ];
    for (const headers of wrongs) {
      const res = await scrape(t.app, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(errorOf(res).code).toBe('unauthenticated');
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain(TOKEN.slice(0, 12));
    }
    // A token in the query string is no way in either.
    expect((await t.app.inject(`/api/metrics?token=${TOKEN}`)).statusCode).not.toBe(200);

    const { text, res } = await scraped(t.app);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    for (const secret of [TOKEN, dealerA.token, dealerA.email, admin.token]) {
      expect(text).not.toContain(secret);
    }
    // Node's process metrics ride along.
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });
});

describe('metrics of several apps and settings', () => {
  it('keeps one registry per app, and answers 404 when no token is configured', async () => {
    const other = await createTestApp({ METRICS_TOKEN: TOKEN });
    const off = await createTestApp();
    try {
      const { samples } = await scraped(other.app);
      expect(value(samples, 'gavel_bids_total')).toBe(0);
      expect(value(samples, 'gavel_http_request_duration_seconds_count')).toBe(0);

      const attempts: Record<string, string>[] = [{}, { authorization: `Bearer ${TOKEN}` }];
      for (const headers of attempts) {
        const res = await scrape(off.app, headers);
        expect(res.statusCode).toBe(404);
        expect(errorOf(res)).toEqual({
          code: 'not_found',
          message: 'No route for GET /api/metrics.',
        });
      }
    } finally {
      await other.close();
      await off.close();
    }
  });

  it('measures how late the scheduler timer runs, and logs no token', async () => {
    const { db, drop } = await freshDatabase();
    const lines: string[] = [];
    const config = testConfig({ METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' });
    const app = await buildApp(config, {
      db,
      clock: new ManualClock(),
      auctionTickMs: 20,
      uploadSweepIntervalMs: 0,
      housekeepingIntervalMs: 0,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      // The timer runs by itself every 20 ms: a few ticks, however busy the machine.
      await vi.waitFor(
        async () =>
          expect(
            value((await scraped(app)).samples, 'gavel_scheduler_tick_lag_seconds_count'),
          ).toBeGreaterThanOrEqual(3),
        { timeout: 10_000, interval: 20 },
      );
      await scrape(app, { authorization: `Bearer wrong-${TOKEN}` });
      const { samples } = await scraped(app);
      const inf = value(samples, 'gavel_scheduler_tick_lag_seconds_bucket', { le: '+Inf' });
      expect(inf).toBe(value(samples, 'gavel_scheduler_tick_lag_seconds_count'));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).not.toContain(TOKEN);
    } finally {
      await app.close();
      await drop();
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('is validated at start like every setting', () => {
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metrics.token).toBe(TOKEN);
    expect(loadConfig({}).metrics.token).toBeUndefined();
    for (const bad of ['too-short', `${TOKEN} with spaces`, `${TOKEN}é`]) {
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(/METRICS_TOKEN: /);
    }
  });
});
