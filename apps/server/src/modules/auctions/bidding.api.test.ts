import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionEvents, auditEvents, bids } from '../../db/schema.js';
import {
  activeDealer,
  approvedAuction,
  dealer,
  seller,
  staff,
  type Actor,
} from '../../../test/actors.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { errorCode } from '../../../test/http.js';
import { schedule } from '../../../test/lifecycle-fixtures.js';

let t: TestApp;
let admin: Actor;
beforeAll(async () => {
  // Short auctions for the soft-close and end tests.
  t = await createTestApp({ AUCTION_MIN_DURATION_SECONDS: '1' });
  admin = await staff(t.app);
});
afterAll(() => t.close());

/** Opens an approved auction for bids now, through the staff schedule route. */
const openForBidding = (auctionId: string, seconds = 3600) =>
  schedule(t.app, t.clock, admin, auctionId, 0, seconds);

async function liveAuction(fields?: Record<string, unknown>) {
  const { auctionId } = await approvedAuction(t.app, admin, fields);
  await openForBidding(auctionId);
  return auctionId;
}

interface Answer {
  bid: {
    id: string;
    amount_cents: number;
    max_amount_cents: number | null;
    is_proxy: boolean;
  } | null;
  auction: {
    current_price_cents: number | null;
    min_next_bid_cents: number;
    is_leading: boolean;
    my_max_bid_cents: number | null;
    bid_count: number;
    end_at: string;
    server_time: string;
  };
}
const bid = (who: Actor, auctionId: string, body: Record<string, unknown>, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dealer/auctions/${auctionId}/bids`,
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });

describe('placing bids', () => {
  it('accepts a first bid at the starting price and answers the dealer view', async () => {
    const id = await liveAuction();
    const a = await activeDealer(t.app, admin);
    const res = await bid(a, id, { amount_cents: 120_000 });
    expect(res.statusCode).toBe(201);
    const body = res.json<Answer>();
    expect(body.bid).toMatchObject({
      amount_cents: 120_000,
      max_amount_cents: null,
      is_proxy: false,
    });
    expect(body.auction).toMatchObject({
      current_price_cents: 120_000,
      min_next_bid_cents: 125_000,
      is_leading: true,
      my_max_bid_cents: 120_000,
      bid_count: 1,
    });
    expect(body.auction.server_time).toBe(t.clock.now().toISOString());
  });

  it('refuses bids below the minimum with the minimum in details', async () => {
    const id = await liveAuction();
    const a = await activeDealer(t.app, admin);
    const low = await bid(a, id, { amount_cents: 119_999 });
    expect(low.statusCode).toBe(409);
    expect(low.json()).toMatchObject({
      error: { code: 'bid_too_low', details: { min_next_bid_cents: 120_000 } },
    });
  });

  it('runs proxies: the outbid dealer sees it, the leader raises its maximum without moving the price', async () => {
    const id = await liveAuction();
    const [a, b] = [await activeDealer(t.app, admin), await activeDealer(t.app, admin)];
    expect(
      (await bid(a, id, { amount_cents: 120_000, max_amount_cents: 200_000 })).statusCode,
    ).toBe(201);
    const bRes = (await bid(b, id, { amount_cents: 130_000 })).json<Answer>();
    expect(bRes.auction).toMatchObject({
      current_price_cents: 135_000,
      is_leading: false,
      my_max_bid_cents: 130_000,
    });
    expect((await bid(a, id, { amount_cents: 140_000 })).json()).toMatchObject({
      error: { code: 'already_leading' },
    });
    const raise = await bid(a, id, { amount_cents: 140_000, max_amount_cents: 300_000 });
    expect(raise.statusCode).toBe(200);
    expect(raise.json()).toMatchObject({
      bid: null,
      auction: { current_price_cents: 135_000, is_leading: true, my_max_bid_cents: 300_000 },
    });

    const history = await t.app.inject({ url: `/api/auctions/${id}/bids` });
    expect(history.statusCode).toBe(200);
    const items = history.json<{
      items: { amount_cents: number; bidder_alias: string; is_proxy: boolean }[];
    }>().items;
    expect(items.map((i) => [i.amount_cents, i.bidder_alias, i.is_proxy])).toEqual([
      [135_000, 'Bidder 1', true],
      [130_000, 'Bidder 2', false],
      [120_000, 'Bidder 1', false],
    ]);
    expect(history.body).not.toContain(a.email);
    expect(history.body).not.toContain(a.profileId);
  });

  it('extends the end when a bid lands in the soft-close window', async () => {
    const { auctionId } = await approvedAuction(t.app, admin);
    await openForBidding(auctionId, 60);
    const a = await activeDealer(t.app, admin);
    const res = (await bid(a, auctionId, { amount_cents: 120_000 })).json<Answer>();
    expect(res.auction.end_at).toBe(new Date(t.clock.now().getTime() + 120_000).toISOString());
    const events = await t.db.read((db) =>
      db
        .select({ name: auctionEvents.name })
        .from(auctionEvents)
        .where(eq(auctionEvents.auctionId, auctionId))
        .orderBy(asc(auctionEvents.id)),
    );
    expect(events.map((e) => e.name)).toEqual(['bid', 'extended']);
  });

  it('answers 403 dealer_not_active to dealers that are not active, 403 to sellers, 401 without a token', async () => {
    const id = await liveAuction();
    const pending = await dealer(t.app);
    const res = await bid(pending, id, { amount_cents: 120_000 });
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('dealer_not_active');
    const suspended = await activeDealer(t.app, admin);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/dealers/${suspended.profileId}/suspend`,
      headers: admin.headers,
      payload: { reason: 'Unpaid fees' },
    });
    expect(errorCode(await bid(suspended, id, { amount_cents: 120_000 }))).toBe(
      'dealer_not_active',
    );
    expect((await bid(await seller(t.app), id, { amount_cents: 120_000 })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/dealer/auctions/${id}/bids`,
          payload: { amount_cents: 120_000 },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('answers 404 before scheduling (as its public read), 409 auction_not_live before the start and after the end, 404 for an unknown auction', async () => {
    const { auctionId } = await approvedAuction(t.app, admin);
    const a = await activeDealer(t.app, admin);
    // Awaiting scheduling it is not public: the bid route reveals no more than GET /api/auctions/{id}.
    expect(errorCode(await bid(a, auctionId, { amount_cents: 120_000 }))).toBe('not_found');
    await schedule(t.app, t.clock, admin, auctionId, 60, 10);
    expect(errorCode(await bid(a, auctionId, { amount_cents: 120_000 }))).toBe('auction_not_live');
    t.clock.advance(60);
    await t.app.services.auctionScheduler.runDue(t.clock.now());
    t.clock.advance(10);
    expect(errorCode(await bid(a, auctionId, { amount_cents: 120_000 }))).toBe('auction_not_live');
    expect(
      (await bid(a, '5b0e3a52-3c4b-4c42-9d3c-6f5c6c0f2a11', { amount_cents: 120_000 })).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ amount_cents: 0 }, 'amount_cents'],
    [{ amount_cents: 150.5 }, 'amount_cents'],
    [{ amount_cents: '150' }, 'amount_cents'],
    [{ amount_cents: 1_000_000_001 }, 'amount_cents'],
    [{ amount_cents: 150_000, max_amount_cents: 140_000 }, 'max_amount_cents'],
    [{ amount_cents: 150_000, dealer_id: 'x' }, 'dealer_id'],
    [{}, 'amount_cents'],
  ])('refuses the body %o with 422 on %s and places nothing', async (body, path) => {
    const id = await liveAuction();
    const a = await activeDealer(t.app, admin);
    const res = await bid(a, id, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'validation_error' } });
    expect(JSON.stringify(res.json())).toContain(path);
    const rows = await t.db.read((db) => db.select().from(bids).where(eq(bids.auctionId, id)));
    expect(rows).toHaveLength(0);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body and places nothing more', async () => {
    const id = await liveAuction();
    const a = await activeDealer(t.app, admin);
    const first = await bid(a, id, { amount_cents: 120_000 }, 'retry-1');
    const again = await bid(a, id, { amount_cents: 120_000 }, 'retry-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await t.db.read((db) => db.select().from(bids).where(eq(bids.auctionId, id)));
    expect(rows).toHaveLength(1);
  });

  it('refuses the same key with another body (422) and keys are per dealer', async () => {
    const id = await liveAuction();
    const [a, b] = [await activeDealer(t.app, admin), await activeDealer(t.app, admin)];
    expect((await bid(a, id, { amount_cents: 120_000 }, 'k')).statusCode).toBe(201);
    const other = await bid(a, id, { amount_cents: 125_000 }, 'k');
    expect(other.statusCode).toBe(422);
    // Another dealer may use the same key for its own bid.
    expect((await bid(b, id, { amount_cents: 125_000 }, 'k')).statusCode).toBe(201);
  });

  it('replays concurrent retries with one key as one bid', async () => {
    const id = await liveAuction();
    const a = await activeDealer(t.app, admin);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => bid(a, id, { amount_cents: 120_000 }, 'burst')),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = new Set(answers.map((r) => r.json<Answer>().bid?.id));
    expect(ids.size).toBe(1);
    const rows = await t.db.read((db) => db.select().from(bids).where(eq(bids.auctionId, id)));
    expect(rows).toHaveLength(1);
  });
});

describe('audit trail of bids', () => {
  it('writes bid.placed for own bids and proxy steps with bid_id and amount', async () => {
    const id = await liveAuction();
    const [a, b] = [await activeDealer(t.app, admin), await activeDealer(t.app, admin)];
    await bid(a, id, { amount_cents: 120_000, max_amount_cents: 150_000 });
    await bid(b, id, { amount_cents: 125_000 });
    const events = await t.db.read((db) =>
      db.select().from(auditEvents).where(eq(auditEvents.subjectId, id)),
    );
    const placed = events.filter((e) => e.type === 'bid.placed').map((e) => e.data);
    expect(placed.map((d) => [d.amount_cents, d.is_proxy])).toEqual(
      expect.arrayContaining([
        [120_000, false],
        [125_000, false],
        [130_000, true],
      ]),
    );
    const stored = await t.db.read((db) =>
      db.select({ id: bids.id }).from(bids).where(eq(bids.auctionId, id)),
    );
    expect(placed.map((d) => d.bid_id).sort()).toEqual(stored.map((r) => r.id).sort());
    // The bidder is the actor of its own bid; a proxy step is the server's (no actor).
    const actors = events
      .filter((e) => e.type === 'bid.placed')
      .map((e) => [e.data.amount_cents, e.actorId]);
    expect(actors).toEqual(
      expect.arrayContaining([
        [120_000, a.id],
        [125_000, b.id],
        [130_000, null],
      ]),
    );
  });
});
