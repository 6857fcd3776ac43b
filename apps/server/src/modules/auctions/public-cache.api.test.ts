import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import { activeDealer, staff, useActor } from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { client } from '../../../test/http.js';
import { ManualClock } from '../../lib/clock.js';
import { createPublicCache, publicAnswersChanged } from './public-cache.js';
import { instanceOn, schedule, sharedPostgres } from '../../../test/lifecycle-fixtures.js';
import { publicAuction } from '../../../test/live-fixtures.js';

// The cache is off under test by default; this file turns it on, as in production.
const t = useTestApp({ PUBLIC_CACHE_MS: '1000', ACCESS_TOKEN_TTL_SECONDS: '86400' });
const req = client(t);
const admin = useActor(t, 'ADMIN');

interface Auction {
  id: string;
  min_next_bid_cents: number;
  status: string;
  start_at: string;
  current_price_cents: number | null;
  bid_count: number;
  server_time: string;
  listing: { title: string | null };
}

const read = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json<Auction & { items: Auction[] }>();
};

/** A change the cache cannot know of: straight into the database, no auction event. */
const retitle = (listingTitle: string, auctionId: string) =>
  t.db.transaction((tx) =>
    tx.execute(
      sql`update listings set title = ${listingTitle} where id = (select listing_id from auctions where id = ${auctionId})`,
    ),
  );

describe('the public read cache', () => {
  it('serves the list and the detail from memory for PUBLIC_CACHE_MS, with the current server_time', async () => {
    const id = await publicAuction(t.app, admin, 0);
    const first = await read(`/api/auctions/${id}`);
    await read('/api/auctions?status=live');
    await retitle('Changed behind the cache', id);

    t.clock.advance(0.5);
    const cached = await read(`/api/auctions/${id}`);
    expect(cached.listing.title).toBe(first.listing.title);
    expect(cached.server_time).toBe(t.clock.now().toISOString());
    const list = await read('/api/auctions?status=live');
    expect(list.items.find((a) => a.id === id)?.listing.title).toBe(first.listing.title);
    expect(list.items.every((a) => a.server_time === t.clock.now().toISOString())).toBe(true);

    t.clock.advance(0.6);
    expect((await read(`/api/auctions/${id}`)).listing.title).toBe('Changed behind the cache');
    const fresh = await read('/api/auctions?status=live');
    expect(fresh.items.find((a) => a.id === id)?.listing.title).toBe('Changed behind the cache');
  });

  it('serves the facets from memory for PUBLIC_CACHE_MS, keyed by their URL', async () => {
    const id = await publicAuction(t.app, admin, 0);
    const facets = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ total: number }>().total;
    };
    expect(await facets('/api/auctions/facets?q=facetted')).toBe(0);
    await retitle('A facetted lot', id);
    t.clock.advance(0.5);
    expect(await facets('/api/auctions/facets?q=facetted')).toBe(0);
    // Another URL is another answer.
    expect(await facets('/api/auctions/facets?q=facetted&status=live')).toBe(1);
    t.clock.advance(0.6);
    expect(await facets('/api/auctions/facets?q=facetted')).toBe(1);
  });

  it('shows an answered bid, reschedule and force end to the very next read', async () => {
    // No clock movement and no waiting: only the write itself can make the cache let go.
    const id = await publicAuction(t.app, admin, 3600);
    const before = await read(`/api/auctions/${id}`);
    await read('/api/auctions?status=scheduled');

    const moved = await schedule(t.app, t.clock, admin, id, 7200);
    expect(moved.start_at).not.toBe(before.start_at);
    expect((await read(`/api/auctions/${id}`)).start_at).toBe(moved.start_at);
    const scheduled = await read('/api/auctions?status=scheduled');
    expect(scheduled.items.find((a) => a.id === id)?.start_at).toBe(moved.start_at);

    await schedule(t.app, t.clock, admin, id, 0);
    expect((await read(`/api/auctions/${id}`)).status).toBe('live');
    const dealer = await activeDealer(t.app, admin);
    const placed = await req(dealer, 'POST', `/api/dealer/auctions/${id}/bids`, {
      amount_cents: before.min_next_bid_cents,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await read(`/api/auctions/${id}`)).bid_count).toBe(1);
    const live = await read('/api/auctions?status=live');
    expect(live.items.find((a) => a.id === id)?.bid_count).toBe(1);

    const ended = await req(admin, 'POST', `/api/admin/auctions/${id}/force-end`, {
      reason: 'Listed in error',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await read(`/api/auctions/${id}`)).status).toBe('ended');
  });

  it('counts a bid once, with its commit, and a bid refused before the lock not at all', async () => {
    // The bid's transaction moves the count in the round trip of COMMIT (ADR 027); the hook
    // that counts every other answered write must not count it again.
    const id = await publicAuction(t.app, admin, 0);
    const dealer = await activeDealer(t.app, admin);
    const other = await activeDealer(t.app, admin);
    const count = async () => {
      const result = await t.db.read((ex) =>
        ex.execute(
          sql`select case when is_called then last_value else 0 end as v from public_changes`,
        ),
      );
      return Number((result as { rows: { v: string | number }[] }).rows[0]?.v);
    };
    const { min_next_bid_cents: min } = await read(`/api/auctions/${id}`);
    const before = await count();
    const placed = await req(dealer, 'POST', `/api/dealer/auctions/${id}/bids`, {
      amount_cents: min,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await count()).toBe(before + 1);
    const low = await req(other, 'POST', `/api/dealer/auctions/${id}/bids`, { amount_cents: min });
    expect(low.statusCode, low.body).toBe(409);
    expect(await count()).toBe(before + 1);
  });

  it('still serves a write nobody answered (a change made behind the API) for PUBLIC_CACHE_MS', async () => {
    const id = await publicAuction(t.app, admin, 0);
    const first = await read(`/api/auctions/${id}`);
    await retitle('Changed without an answer', id);
    // A refused write changes nothing, so it keeps the cache too.
    const refused = await req(admin, 'POST', `/api/admin/auctions/${id}/force-end`, {});
    expect(refused.statusCode).toBe(422);
    expect((await read(`/api/auctions/${id}`)).listing.title).toBe(first.listing.title);
  });

  it("counts the scheduler's transitions as changes", async () => {
    const id = await publicAuction(t.app, admin, 60);
    expect((await read(`/api/auctions/${id}`)).status).toBe('scheduled');
    t.clock.advance(60);
    await t.app.services.auctionScheduler.runDue();
    // Still inside the first entry's PUBLIC_CACHE_MS had the clock not moved: the count decides.
    expect((await read(`/api/auctions/${id}`)).status).toBe('live');
  });

  it('counts the very first write on a database whose count never moved', async () => {
    const id = await publicAuction(t.app, admin, 0);
    // As after migration 0007: the sequence at its start value, never called.
    await t.db.read((ex) => ex.execute(sql`alter sequence public_changes restart`));
    await read(`/api/auctions/${id}`);
    await retitle('Changed before the first counted write', id);
    const write = await req(admin, 'POST', '/api/notifications/read-all');
    expect(write.statusCode, write.body).toBeLessThan(300);
    expect((await read(`/api/auctions/${id}`)).listing.title).toBe(
      'Changed before the first counted write',
    );
  });

  it('keeps errors out of the cache', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auctions/${missing}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/auctions?limit=0' })).statusCode).toBe(
      422,
    );
  });
});

// PostgreSQL only: two app instances with their own pools and caches on one database, as two
// processes behind a load balancer. The write is answered by one, the read served by the other.
describe('a server-rendered page in the public cache (ADR 034)', () => {
  it('is rendered once while no write is answered and PUBLIC_CACHE_MS has not passed', async () => {
    const cache = createPublicCache(1000, t.clock, t.db);
    if (!cache) throw new Error('a cache with a TTL');
    let renders = 0;
    const render = () => {
      renders += 1;
      const state = `{"server_time":"${t.clock.now().toISOString()}"}`;
      return Promise.resolve({ status: 200, html: `<p>render ${String(renders)}</p>${state}` });
    };

    const first = await cache.servePage('/auctions', render);
    t.clock.advance(0.5);
    const again = await cache.servePage('/auctions', render);
    expect(renders).toBe(1);
    expect(again.html).toContain('render 1');
    // The answers it carries say the time of this answer, as the JSON reads do.
    expect(again.html).toContain(`"server_time":"${t.clock.now().toISOString()}"`);
    expect(first.html).not.toBe(again.html);
    // Its gzip (fixed parts compressed once, ADR 050) is the same page, of this moment.
    expect(zlib.gunzipSync(again.gzip?.() ?? Buffer.alloc(0)).toString('utf8')).toBe(again.html);

    // Another page is another entry.
    await cache.servePage('/auctions?status=ended', render);
    expect(renders).toBe(2);

    // An answered write: the next page is rendered anew, at once.
    await publicAnswersChanged(t.db);
    expect((await cache.servePage('/auctions', render)).html).toContain('render 3');

    t.clock.advance(1.1);
    expect((await cache.servePage('/auctions', render)).html).toContain('render 4');
  });

  it('keeps no failure', async () => {
    const cache = createPublicCache(1000, t.clock, t.db);
    if (!cache) throw new Error('a cache with a TTL');
    await expect(
      cache.servePage('/', () => Promise.reject(new Error('the API did not answer'))),
    ).rejects.toThrow('the API did not answer');
    const page = await cache.servePage('/', () => Promise.resolve({ status: 200, html: 'ok' }));
    expect(page).toMatchObject({ status: 200, html: 'ok' });
  });
});

describe.skipIf(inject('testDb') !== 'postgres')('the public read cache across instances', () => {
  it('never hides a write answered by the other instance', async () => {
    const shared = await sharedPostgres();
    const clock = new ManualClock(new Date());
    const env = { PUBLIC_CACHE_MS: '60000' };
    const a = await instanceOn(shared.url, clock, {}, env);
    const b = await instanceOn(shared.url, clock, {}, env);
    const readOn = async (app: FastifyInstance, url: string) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Auction & { items: Auction[] }>();
    };
    try {
      const staffA = await staff(a.app);
      const id = await publicAuction(a.app, staffA, 3600);
      const cached = await readOn(b.app, `/api/auctions/${id}`);
      await readOn(b.app, '/api/auctions?status=scheduled');

      const moved = await schedule(a.app, clock, staffA, id, 7200);
      expect((await readOn(b.app, `/api/auctions/${id}`)).start_at).toBe(moved.start_at);
      const list = await readOn(b.app, '/api/auctions?status=scheduled');
      expect(list.items.find((x) => x.id === id)?.start_at).toBe(moved.start_at);

      await schedule(a.app, clock, staffA, id, 0);
      expect((await readOn(b.app, `/api/auctions/${id}`)).status).toBe('live');
      const dealer = await activeDealer(a.app, staffA);
      const placed = await a.app.inject({
        method: 'POST',
        url: `/api/dealer/auctions/${id}/bids`,
        headers: dealer.headers,
        payload: { amount_cents: cached.min_next_bid_cents },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      expect((await readOn(b.app, `/api/auctions/${id}`)).bid_count).toBe(1);

      const ended = await a.app.inject({
        method: 'POST',
        url: `/api/admin/auctions/${id}/force-end`,
        headers: staffA.headers,
        payload: { reason: 'Listed in error' },
      });
      expect(ended.statusCode, ended.body).toBe(200);
      expect((await readOn(b.app, `/api/auctions/${id}`)).status).toBe('ended');
    } finally {
      await a.close();
      await b.close();
      await shared.drop();
    }
  });
});
