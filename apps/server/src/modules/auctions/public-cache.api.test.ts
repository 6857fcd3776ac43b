import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activeDealer, useActor } from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { client } from '../../../test/http.js';
import { publicAuction } from '../../../test/live-fixtures.js';

// The cache is off under test by default; this file turns it on, as in production.
const t = useTestApp({ PUBLIC_CACHE_MS: '1000', ACCESS_TOKEN_TTL_SECONDS: '86400' });
const req = client(t);
const admin = useActor(t, 'ADMIN');

interface Auction {
  id: string;
  min_next_bid_cents: number;
  status: string;
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

  it('forgets everything at once when any auction event is committed', async () => {
    const id = await publicAuction(t.app, admin, 0);
    const before = await read(`/api/auctions/${id}`);
    expect(before.bid_count).toBe(0);
    const dealer = await activeDealer(t.app, admin);
    const res = await req(dealer, 'POST', `/api/dealer/auctions/${id}/bids`, {
      amount_cents: before.min_next_bid_cents,
    });
    expect(res.statusCode, res.body).toBe(201);
    // No clock movement: only the bid's event, heard through LISTEN, can empty the cache.
    const deadline = Date.now() + 3_000;
    let seen = before;
    while (seen.bid_count === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      seen = await read(`/api/auctions/${id}`);
    }
    expect(seen.bid_count).toBe(1);
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
