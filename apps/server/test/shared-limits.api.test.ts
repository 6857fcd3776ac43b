import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ManualClock } from '../src/lib/clock.js';
import { activeDealer, approvedAuction, seller, staff, type Actor } from './actors.js';
import { createTestApp, type TestApp } from './helpers.js';
import { errorCode, errorOf } from './http.js';
import { bidRequest, instanceOn, schedule, sharedPostgres } from './lifecycle-fixtures.js';
import { eventsPath, openEvents } from './live-fixtures.js';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.js';

// SPEC §9: every rate limit answers 429 rate_limited with Retry-After, and counts across
// instances: in PostgreSQL (embedded: memory), or in Redis when REDIS_URL is set — which keeps
// holding, counted in PostgreSQL, while Redis does not answer (ADR 032).

const redisUrl = inject('redisUrl');
const onPostgres = inject('testDb') === 'postgres';

function expectLimited(res: LightMyRequestResponse, maxWaitSeconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(errorCode(res)).toBe('rate_limited');
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxWaitSeconds);
  expect(errorOf(res).details?.retry_after_seconds).toBe(wait);
}

const presignBody = {
  purpose: 'kyc_document',
  filename: 'passport.pdf',
  content_type: 'application/pdf',
  size_bytes: 2048,
};

describe('each limit of one instance', () => {
  let t: TestApp;
  let admin: Actor;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT: 'on',
      TRUST_PROXY: 'on',
      RATE_LIMIT_PRESIGNS: '2',
      RATE_LIMIT_BIDS: '2',
      RATE_LIMIT_STREAMS_PER_IP: '2',
      RATE_LIMIT_STREAMS_PER_INSTANCE: '3',
    });
    admin = await staff(t.app);
  });
  afterAll(() => t.close());

  it(`counts in ${onPostgres ? 'PostgreSQL' : 'memory'}`, () => {
    expect(t.app.limits.kind).toBe(onPostgres ? 'postgres' : 'memory');
  });

  it('lets a user presign 2 uploads a minute (RATE_LIMIT_PRESIGNS), then answers 429', async () => {
    const owner = await seller(t.app);
    const other = await seller(t.app);
    const presign = (who: Actor) =>
      t.app.inject({
        method: 'POST',
        url: '/api/uploads/presign',
        headers: who.headers,
        payload: presignBody,
      });
    for (let i = 0; i < 2; i++) expect((await presign(owner)).statusCode).toBe(201);
    expectLimited(await presign(owner), 60);
    // Per user: another seller is not held back, and an anonymous caller gets 401, not 429.
    expect((await presign(other)).statusCode).toBe(201);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/presign',
      payload: presignBody,
    });
    expect(anonymous.statusCode).toBe(401);
    t.clock.advance(60);
    const later = await presign(owner);
    expect(later.statusCode, later.body).toBe(201);
  });

  it('lets a dealer send 2 bids a second (RATE_LIMIT_BIDS), then answers 429 and stores nothing', async () => {
    const { auctionId } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 3600);
    const fast = await activeDealer(t.app, admin);
    const other = await activeDealer(t.app, admin);
    const bid = (who: Actor, amount: number) => bidRequest(t.app, who, auctionId, amount);
    const bidCount = async () =>
      (await t.app.inject(`/api/auctions/${auctionId}`)).json<{ bid_count: number }>().bid_count;
    expect((await bid(fast, 120_000)).statusCode).toBe(201);
    // An invalid bid counts as a request too.
    expect((await bid(fast, -1)).statusCode).toBe(422);
    const before = await bidCount();
    expectLimited(await bid(fast, 130_000), 1);
    expect(await bidCount()).toBe(before);
    expect((await bid(other, 130_000)).statusCode).toBe(201);
    t.clock.advance(1);
    expect((await bid(fast, 140_000)).statusCode).toBe(201);
  });

  it('keeps 2 live-update streams open per address and 3 per instance (RATE_LIMIT_STREAMS_*)', async () => {
    const { auctionId } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 3600);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const from = (ip: string) => openEvents(base, eventsPath(auctionId), { 'x-forwarded-for': ip });
    const refusal = async (ip: string) => {
      const res = await fetch(`${base}${eventsPath(auctionId)}`, {
        headers: { 'x-forwarded-for': ip },
      });
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: await res.text(),
      };
    };
    const a1 = await from('203.0.113.1');
    const a2 = await from('203.0.113.1');
    expect([a1.res.status, a2.res.status]).toEqual([200, 200]);
    const third = await refusal('203.0.113.1');
    expect(third.status).toBe(429);
    expect(third.retryAfter).toBe('10');
    expect(JSON.parse(third.body)).toMatchObject({ error: { code: 'rate_limited' } });

    const b1 = await from('203.0.113.2');
    expect(b1.res.status).toBe(200);
    // The instance holds 3: a fourth address is refused too.
    expect((await refusal('203.0.113.3')).status).toBe(429);

    // A closed stream gives its place back, on both counts.
    a1.close();
    await vi.waitFor(async () => {
      const again = await from('203.0.113.1');
      expect(again.res.status).toBe(200);
      again.close();
    });
    a2.close();
    b1.close();
  });
});

describe.runIf(onPostgres)('limits shared by two instances on one database', () => {
  const stores = redisUrl ? (['postgres', 'redis'] as const) : (['postgres'] as const);

  describe.each(stores)('counted in %s', (store) => {
    let db: { url: string; drop: () => Promise<void> };
    const clock = new ManualClock(new Date());
    const apps: { app: FastifyInstance; close: () => Promise<void> }[] = [];
    const prefix = `gavel-test-${randomUUID()}:`;
    beforeAll(async () => {
      db = await sharedPostgres();
      const env = {
        RATE_LIMIT: 'on',
        TRUST_PROXY: 'on',
        RATE_LIMIT_SIGNUPS: '4',
        RATE_LIMIT_STREAMS_PER_IP: '2',
        // No JWT_SECRET: the instances share the key the first one kept in the database.
        JWT_SECRET: '',
        ...(store === 'redis' ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix } : {}),
      };
      for (let i = 0; i < 2; i++) apps.push(await instanceOn(db.url, clock, {}, env));
    });
    afterAll(async () => {
      for (const a of apps) await a.close();
      await db.drop();
    });
    const on = (i: number) => {
      const a = apps[i % 2];
      if (!a) throw new Error('no instance');
      return a.app;
    };

    it(`counts in ${store}`, () => {
      expect(apps.map((a) => a.app.limits.kind)).toEqual([store, store]);
    });

    it('answers the same 429s to sign-ups spread over both as one instance would', async () => {
      const ip = '198.51.100.7';
      const signUp = (i: number) =>
        on(i).inject({ method: 'POST', url: '/api/auth/register', payload: {}, remoteAddress: ip });
      // Invalid bodies still count: the ceiling is checked before validation.
      for (let i = 0; i < 4; i++) expect((await signUp(i)).statusCode).toBe(422);
      expectLimited(await signUp(4), 900);
      expectLimited(await signUp(5), 900);
      // Counted where it says, not by a fallback: Redis holds all six, or PostgreSQL does.
      const key = `POST /api/auth/register:${ip}`;
      if (store === 'redis') {
        const redis = new Redis(redisUrl);
        expect(Number(await redis.get(`${prefix}hit:${key}`))).toBe(6);
        redis.disconnect();
      } else {
        const sql = new pg.Client({ connectionString: db.url });
        await sql.connect();
        const { rows } = await sql.query<{ count: number }>(
          'select count from rate_limit_counters where key = $1',
          [key],
        );
        await sql.end();
        expect(rows[0]?.count).toBe(6);
      }
      // Another address is its own count.
      const other = await on(0).inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {},
        remoteAddress: '198.51.100.8',
      });
      expect(other.statusCode).toBe(422);
    });

    it('counts the open streams of one address on both instances together', async () => {
      const admin = await staff(on(0));
      const { auctionId } = await approvedAuction(on(0), admin);
      await schedule(on(0), clock, admin, auctionId, 0, 3600);
      const bases = [
        await on(0).listen({ port: 0, host: '127.0.0.1' }),
        await on(1).listen({ port: 0, host: '127.0.0.1' }),
      ];
      const headers = { 'x-forwarded-for': '198.51.100.9' };
      const s0 = await openEvents(bases[0] ?? '', eventsPath(auctionId), headers);
      const s1 = await openEvents(bases[1] ?? '', eventsPath(auctionId), headers);
      expect([s0.res.status, s1.res.status]).toEqual([200, 200]);
      for (const base of bases) {
        const refused = await fetch(`${base}${eventsPath(auctionId)}`, { headers });
        expect(refused.status).toBe(429);
        await refused.body?.cancel();
      }
      s0.close();
      await vi.waitFor(async () => {
        const again = await openEvents(bases[1] ?? '', eventsPath(auctionId), headers);
        expect(again.res.status).toBe(200);
        again.close();
      });
      s1.close();
    });

    it('signs on one instance and verifies on the other with the key kept in the database', async () => {
      const account = {
        email: `shared-key-${randomUUID().slice(0, 8)}@example.com`,
        password: 'Sturdy-passphrase-7',
        role: 'seller',
        name: 'Key Test',
      };
      const made = await on(0).inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: account,
        remoteAddress: '198.51.100.20',
      });
      expect(made.statusCode).toBe(201);
      const { access_token: token, refresh_token: refresh } = made.json<{
        access_token: string;
        refresh_token: string;
      }>();
      const me = await on(1).inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect([me.statusCode, me.json<{ email: string }>().email]).toEqual([200, account.email]);
      const refreshed = await on(1).inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refresh_token: refresh },
        remoteAddress: '198.51.100.20',
      });
      expect(refreshed.statusCode).toBe(200);
      const again = await on(0).inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: {
          authorization: `Bearer ${refreshed.json<{ access_token: string }>().access_token}`,
        },
      });
      expect(again.statusCode).toBe(200);
      // Nothing was generated into either DATA_DIR: the keys live in the database only.
      for (const a of apps) {
        expect(fs.existsSync(path.join(a.app.config.dataDir, 'secrets'))).toBe(false);
      }
      const sql = new pg.Client({ connectionString: db.url });
      await sql.connect();
      const { rows } = await sql.query<{ name: string; n: number }>(
        'select name, length(value) as n from app_secrets order by name',
      );
      await sql.end();
      expect(rows.map((r) => r.name)).toEqual(['jwt-secret', 'upload-signing-key']);
      expect(rows.every((r) => r.n >= 32)).toBe(true);
    });
  });

  it('adopts a key an older version generated into DATA_DIR, so its sessions survive the upgrade', async () => {
    const db = await sharedPostgres();
    const clock = new ManualClock(new Date());
    const first = await instanceOn(db.url, clock, {}, { JWT_SECRET: '' });
    const dataDir = first.app.config.dataDir;
    await first.close();
    // The version before SPEC §9 wrote its key here; this database has none yet.
    const sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    await sql.query('delete from app_secrets');
    const legacy = 'legacy-key-'.padEnd(64, 'x');
    fs.mkdirSync(path.join(dataDir, 'secrets'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'secrets', 'jwt-secret'), legacy);
    const upgraded = await instanceOn(db.url, clock, {}, { JWT_SECRET: '', DATA_DIR: dataDir });
    const { rows } = await sql.query<{ value: string }>(
      `select value from app_secrets where name = 'jwt-secret'`,
    );
    await sql.end();
    expect(rows[0]?.value).toBe(legacy);
    await upgraded.close();
    await db.drop();
  });
});

describe.runIf(onPostgres && redisUrl !== '')('while Redis does not answer', () => {
  let db: { url: string; drop: () => Promise<void> };
  let proxy: TcpProxy;
  let instance: { app: FastifyInstance; close: () => Promise<void> };
  let redis: Redis;
  const lines: string[] = [];
  const prefix = `gavel-test-${randomUUID()}:`;
  const TOKEN = 'metrics-token-metrics-token-metrics-token';

  beforeAll(async () => {
    db = await sharedPostgres();
    const target = new URL(redisUrl);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
    redis = new Redis(redisUrl, { keyPrefix: prefix });
    instance = await instanceOn(
      db.url,
      new ManualClock(new Date()),
      { logStream: { write: (line) => lines.push(line) } },
      {
        RATE_LIMIT: 'on',
        RATE_LIMIT_SIGNUPS: '6',
        REDIS_URL: proxy.url('redis'),
        REDIS_KEY_PREFIX: prefix,
        LOG_LEVEL: 'info',
        METRICS_TOKEN: TOKEN,
      },
    );
  });
  afterAll(async () => {
    await instance.close();
    redis.disconnect();
    await proxy.close();
    await db.drop();
  });

  const signUp = (ip: string) =>
    instance.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {},
      remoteAddress: ip,
    });
  const countedInRedis = async (ip: string) =>
    Number((await redis.get(`hit:POST /api/auth/register:${ip}`)) ?? 0);
  const countedInPostgres = async (ip: string) => {
    const sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    const { rows } = await sql.query<{ count: number }>(
      'select count from rate_limit_counters where key = $1',
      [`POST /api/auth/register:${ip}`],
    );
    await sql.end();
    return rows[0]?.count ?? 0;
  };

  it('keeps answering and limiting, counted in PostgreSQL, and returns to Redis', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 2; i++) expect((await signUp(ip)).statusCode).toBe(422);
    expect(await countedInRedis(ip)).toBe(2);

    proxy.cut();
    // Every request is answered — nothing fails with 500 — and the limit holds, counted afresh.
    for (let i = 0; i < 6; i++) expect((await signUp(ip)).statusCode).toBe(422);
    expectLimited(await signUp(ip), 900);
    expect(await countedInPostgres(ip)).toBe(7);
    expect(await countedInRedis(ip)).toBe(2);
    expect(lines.some((l) => l.includes('redis does not answer'))).toBe(true);
    const metrics = await instance.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const fallbacks = /^gavel_rate_limit_fallbacks_total (\d+)$/m.exec(metrics.body)?.[1];
    expect(Number(fallbacks)).toBeGreaterThanOrEqual(7);

    proxy.restore();
    // Once the client has reconnected and the pause after a failure is over, counts go to
    // Redis again: a new address shows up there.
    let n = 0;
    await vi.waitFor(
      async () => {
        const fresh = `192.0.2.${String(100 + n++)}`;
        expect((await signUp(fresh)).statusCode).toBe(422);
        expect(await countedInRedis(fresh)).toBe(1);
      },
      { timeout: 15_000, interval: 500 },
    );
    expect(lines.some((l) => l.includes('redis answers again'))).toBe(true);
  });
});
