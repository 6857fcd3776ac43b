import { describe, expect, it } from 'vitest';
import {
  activeDealer,
  approvedAuction,
  completeListing,
  useActor,
  type Actor,
} from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { client, errorCode, pageThrough, type Paged } from '../../../test/http.js';

// The story moves the clock past the 15-minute access token lifetime.
const t = useTestApp({ ACCESS_TOKEN_TTL_SECONDS: '86400' });
const req = client(t);
const admin = useActor(t, 'ADMIN');

interface Auction {
  id: string;
  listing_id: string;
  status: string;
  current_price_cents: number | null;
  end_at: string | null;
  is_leading?: boolean;
  my_max_bid_cents?: number | null;
  listing: { title: string | null; thumbnail_url: string | null };
}

/** Through review and the staff schedule call: live now (start due) or upcoming. */
async function scheduled(opts: {
  title: string;
  price: number;
  startIn: number;
  length: number;
  category?: string;
}) {
  const { auctionId, listingId } = await approvedAuction(t.app, admin, {
    ...completeListing,
    title: opts.title,
    starting_price_cents: opts.price,
    reserve_price_cents: null,
    category: opts.category ?? 'electronics',
  });
  const now = t.clock.now().getTime();
  const res = await req(admin, 'POST', `/api/admin/auctions/${auctionId}/schedule`, {
    start_at: new Date(now + opts.startIn * 1000).toISOString(),
    end_at: new Date(now + (opts.startIn + opts.length) * 1000).toISOString(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { auctionId, listingId };
}

const bid = (who: Actor, id: string, amount: number) =>
  req(who, 'POST', `/api/dealer/auctions/${id}/bids`, { amount_cents: amount });

describe('public auction reads', () => {
  it('lists scheduled, live and ended auctions with filters, sorts and a cursor; never pending ones', async () => {
    const lamp = await scheduled({
      title: 'Brass desk lamp',
      price: 20_000,
      startIn: 0,
      length: 3_600,
    });
    const clock = await scheduled({
      title: 'Mantel clock',
      price: 50_000,
      startIn: 0,
      length: 1_800,
      category: 'art_collectibles',
    });
    const radio = await scheduled({
      title: 'Valve radio',
      price: 30_000,
      startIn: 600,
      length: 3_600,
    });
    const pending = await approvedAuction(t.app, admin, {
      ...completeListing,
      title: 'Unscheduled chair',
    });

    const live = (await req(undefined, 'GET', '/api/auctions?status=live')).json<Paged<Auction>>();
    expect(live.items.map((a) => a.id)).toEqual([clock.auctionId, lamp.auctionId]); // ending soonest first
    expect(live.items[0]?.listing.thumbnail_url).toMatch(/^\/api\/photos\//);

    const upcoming = (await req(undefined, 'GET', '/api/auctions?status=scheduled')).json<
      Paged<Auction>
    >();
    expect(upcoming.items.map((a) => a.id)).toEqual([radio.auctionId]);

    const byPrice = (await req(undefined, 'GET', '/api/auctions?sort=price_desc')).json<
      Paged<Auction>
    >();
    expect(byPrice.items.map((a) => a.id)).toEqual([
      clock.auctionId,
      radio.auctionId,
      lamp.auctionId,
    ]);
    const cheapFirst = await pageThrough(req, undefined, '/api/auctions?sort=price_asc&limit=1');
    expect(cheapFirst).toEqual([lamp.auctionId, radio.auctionId, clock.auctionId]);
    expect(await pageThrough(req, undefined, '/api/auctions?limit=2')).toHaveLength(3);
    expect(await pageThrough(req, undefined, '/api/auctions?sort=newest&limit=1')).toHaveLength(3);

    const search = (await req(undefined, 'GET', '/api/auctions?q=clock')).json<Paged<Auction>>();
    expect(search.items.map((a) => a.id)).toEqual([clock.auctionId]);
    const art = (await req(undefined, 'GET', '/api/auctions?category=art_collectibles')).json<
      Paged<Auction>
    >();
    expect(art.items.map((a) => a.id)).toEqual([clock.auctionId]);

    expect((await req(undefined, 'GET', `/api/auctions/${pending.auctionId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await req(undefined, 'GET', `/api/auctions/by-listing/${pending.listingId}`)).statusCode,
    ).toBe(404);
    const one = (
      await req(undefined, 'GET', `/api/auctions/by-listing/${lamp.listingId}`)
    ).json<Auction>();
    expect(one).toMatchObject({
      id: lamp.auctionId,
      status: 'live',
      listing: { title: 'Brass desk lamp' },
    });
    expect(one).not.toHaveProperty('reserve_price_cents');
    expect(one).not.toHaveProperty('winner');

    for (const bad of [
      'status=pending',
      'sort=cheapest',
      'limit=0',
      'cursor=abc',
      'seller=1',
      'category=boats',
    ]) {
      const res = await req(undefined, 'GET', `/api/auctions?${bad}`);
      expect([bad, res.statusCode, errorCode(res)]).toEqual([bad, 422, 'validation_error']);
    }
    expect((await req(undefined, 'GET', '/api/auctions/not-a-uuid')).statusCode).toBe(422);
    expect(
      (await req(undefined, 'GET', `/api/auctions/${pending.listingId}/bids`)).statusCode,
    ).toBe(404);
  });
});

describe('a dealer’s auctions', () => {
  it('shows live, upcoming, bidding and won scopes with is_leading and my maximum', async () => {
    const a = await activeDealer(t.app, admin);
    const b = await activeDealer(t.app, admin);
    const live = await scheduled({ title: 'Camera body', price: 10_000, startIn: 0, length: 900 });
    const later = await scheduled({
      title: 'Lens set',
      price: 10_000,
      startIn: 3_600,
      length: 900,
    });
    expect(
      (
        await req(a, 'POST', `/api/dealer/auctions/${live.auctionId}/bids`, {
          amount_cents: 10_000,
          max_amount_cents: 40_000,
        })
      ).statusCode,
    ).toBe(201);
    expect((await bid(b, live.auctionId, 11_000)).statusCode).toBe(201);

    const scope = async (who: Actor, name: string) => {
      const res = await req(who, 'GET', `/api/dealer/auctions?scope=${name}&limit=100`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Paged<Auction>>().items;
    };
    const aBidding = await scope(a, 'bidding');
    expect(aBidding.find((x) => x.id === live.auctionId)).toMatchObject({
      is_leading: true,
      my_max_bid_cents: 40_000,
      current_price_cents: 12_000,
    });
    const bBidding = await scope(b, 'bidding');
    expect(bBidding.find((x) => x.id === live.auctionId)).toMatchObject({
      is_leading: false,
      my_max_bid_cents: 11_000,
    });
    expect((await scope(a, 'upcoming')).map((x) => x.id)).toContain(later.auctionId);
    expect((await scope(a, 'live')).map((x) => x.id)).toContain(live.auctionId);
    expect(await scope(a, 'won')).toEqual([]);

    t.clock.advance(901);
    await t.app.services.auctionScheduler.runDue(t.clock.now());
    expect((await scope(a, 'won')).map((x) => x.id)).toEqual([live.auctionId]);
    expect(await scope(b, 'won')).toEqual([]);
    expect((await scope(a, 'bidding')).map((x) => x.id)).not.toContain(live.auctionId);

    expect((await req(a, 'GET', '/api/dealer/auctions?scope=everything')).statusCode).toBe(422);
    expect((await req(undefined, 'GET', '/api/dealer/auctions')).statusCode).toBe(401);
  });
});

describe('price sorts over ended and open auctions', () => {
  it('orders by the price shown, ties by id, page by page, whatever the statuses (issue 36)', async () => {
    const dealer = await activeDealer(t.app, admin);
    // Ended with a bid above its start, ended without bids, live with a bid, upcoming: prices
    // that interleave across statuses, and two ties (an ended and a live auction at 15,000).
    const soldHigh = await scheduled({
      title: 'Oak dresser',
      price: 9_000,
      startIn: 0,
      length: 600,
    });
    const noBids = await scheduled({ title: 'Tin toy', price: 15_000, startIn: 0, length: 600 });
    expect((await bid(dealer, soldHigh.auctionId, 40_000)).statusCode).toBe(201);
    t.clock.advance(601);
    await t.app.services.auctionScheduler.runDue(t.clock.now());
    const liveBid = await scheduled({ title: 'Tea set', price: 5_000, startIn: 0, length: 3_600 });
    expect((await bid(dealer, liveBid.auctionId, 15_000)).statusCode).toBe(201);
    await scheduled({ title: 'Globe', price: 25_000, startIn: 600, length: 3_600 });

    const all = (await req(undefined, 'GET', '/api/auctions?limit=100')).json<
      Paged<Auction & { starting_price_cents: number }>
    >().items;
    expect(all.find((a) => a.id === soldHigh.auctionId)?.status).toBe('ended');
    expect(all.find((a) => a.id === noBids.auctionId)?.status).toBe('ended');
    const priceOf = (a: Auction & { starting_price_cents: number }) =>
      a.current_price_cents ?? a.starting_price_cents;
    type Shown = (typeof all)[number];
    const expected = (which: (a: Shown) => boolean, dir: 1 | -1) =>
      all
        .filter(which)
        .sort((x, y) => dir * (priceOf(x) - priceOf(y) || (x.id < y.id ? -1 : 1)))
        .map((a) => a.id);
    const cases: [string, (a: Shown) => boolean][] = [
      ['', () => true],
      ['status=ended&', (a) => a.status === 'ended'],
      // A search joins each candidate subquery to the listings (issue 36).
      ['q=tea&', (a) => a.listing.title === 'Tea set'],
    ];
    for (const [query, which] of cases) {
      const asc = await pageThrough(req, undefined, `/api/auctions?${query}sort=price_asc&limit=1`);
      const desc = await pageThrough(
        req,
        undefined,
        `/api/auctions?${query}sort=price_desc&limit=1`,
      );
      expect(asc).toEqual(expected(which, 1));
      expect(desc).toEqual(expected(which, -1));
    }
    expect(expected((a) => a.status === 'ended', 1)).toContain(soldHigh.auctionId);
  });
});
