import { randomUUID } from 'node:crypto';
import { ACCEPT_OFFER_WINDOW_SECONDS } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeDealer,
  approvedAuction,
  dealer,
  listingWithPhotos,
  seller,
  staff,
  type Actor,
} from '../../../test/actors.js';
import {
  auctionRow,
  auditOf,
  bid,
  caller,
  createLifecycleApp,
  errorOf,
  fieldPaths,
  schedule,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';

let t: LifecycleApp;
let admin: Actor;
let buyer: Actor & { profileId: string };
beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app);
  buyer = await activeDealer(t.app, admin, 'Harbour Cars Ltd');
});
afterAll(() => t.close());

const call = caller(() => t.app);

interface PublicShape {
  listing: { thumbnail_url: string | null };
}

/** An auction (reserve 1,800.00) that ran for 10 minutes with `bids` by the buyer, then ended. */
async function ended(amount?: number) {
  const made = await approvedAuction(t.app, admin);
  await schedule(t.app, t.clock, admin, made.auctionId, 0, 600);
  if (amount !== undefined) await bid(t.app, buyer, made.auctionId, amount);
  t.clock.advance(600);
  await t.runDue();
  return made;
}

const accept = (who: Actor, id: string) =>
  call('POST', `/api/seller/auctions/${id}/accept-highest-bid`, who);
const contact = (who: Actor, id: string) => call('GET', `/api/seller/auctions/${id}/contact`, who);
const rerun = (who: Actor, listingId: string, body?: unknown) =>
  call('POST', `/api/seller/listings/${listingId}/request-rerun`, who, body);
const latest = (who: Actor, listingId: string) =>
  call('GET', `/api/seller/listings/${listingId}/auction`, who);

describe('GET /api/seller/listings/{id}/auction and /api/seller/auctions/{id}', () => {
  it("shows the seller its listing's latest auction with the staff fields; others get 404", async () => {
    const { auctionId, listingId, owner } = await approvedAuction(t.app, admin);
    const res = await latest(owner, listingId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: auctionId,
      listing_id: listingId,
      status: 'pending',
      reserve_price_cents: 180_000,
      winner: null,
    });
    expect((await call('GET', `/api/seller/auctions/${auctionId}`, owner)).json()).toMatchObject({
      id: auctionId,
    });

    const stranger = await seller(t.app);
    expect((await latest(stranger, listingId)).statusCode).toBe(404);
    expect((await call('GET', `/api/seller/auctions/${auctionId}`, stranger)).statusCode).toBe(404);
    expect((await latest(await dealer(t.app), listingId)).statusCode).toBe(403);
    expect((await call('GET', `/api/seller/listings/${listingId}/auction`)).statusCode).toBe(401);
    // A listing that never reached approval has no auction.
    const draft = await listingWithPhotos(t.app, owner, 0);
    const none = await latest(owner, draft.id);
    expect(none.statusCode).toBe(404);
    expect(errorOf(none).code).toBe('not_found');
  });
});

describe('GET /api/seller/auctions/{id}/contact', () => {
  it("gives the seller of a sold auction the winner's contact; 409 before, 404 to others", async () => {
    const { auctionId, owner } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 600);
    await bid(t.app, buyer, auctionId, 185_000);
    const early = await contact(owner, auctionId);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('invalid_state');
    t.clock.advance(600);
    await t.runDue();

    const res = await contact(owner, auctionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      company_name: 'Harbour Cars Ltd',
      contact_name: 'Nia North',
      phone: '+441134960000',
      email: expect.stringMatching(/^sales-.*@example\.com$/) as string,
    });
    expect((await contact(await seller(t.app), auctionId)).statusCode).toBe(404);
    expect((await contact(owner, randomUUID())).statusCode).toBe(404);
    expect((await call('GET', `/api/seller/auctions/${auctionId}/contact`, buyer)).statusCode).toBe(
      403,
    );
  });

  it('is 409 for auctions that ended without a sale', async () => {
    const { auctionId, owner } = await ended(150_000);
    expect(errorOf(await contact(owner, auctionId)).code).toBe('invalid_state');
  });
});

describe('POST /api/seller/auctions/{id}/accept-highest-bid', () => {
  it('sells below the reserve at the highest bid within 48 hours, with fee and contact', async () => {
    const { auctionId, listingId, owner } = await ended(150_000);
    t.clock.advance(ACCEPT_OFFER_WINDOW_SECONDS);
    const res = await accept(owner, auctionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: auctionId,
      status: 'ended',
      outcome: 'sold',
      hammer_price_cents: 150_000,
      winner: { dealer_id: buyer.profileId, company_name: 'Harbour Cars Ltd' },
      fee_cents: 9_900,
      fee_status: 'outstanding',
      reserve_price_cents: 180_000,
    });
    expect((await call('GET', `/api/seller/listings/${listingId}`, owner)).json()).toMatchObject({
      status: 'sold',
    });
    const [event] = await auditOf(t.db, 'auction.offer_accepted', auctionId);
    expect(event).toMatchObject({ actorId: owner.id, subjectType: 'auction' });
    expect(event?.data).toMatchObject({
      hammer_price_cents: 150_000,
      winner_dealer_id: buyer.profileId,
    });
    expect((await contact(owner, auctionId)).statusCode).toBe(200);
    // Once only; and a sold listing cannot be rerun.
    expect(errorOf(await accept(owner, auctionId)).code).toBe('invalid_state');
    expect(errorOf(await rerun(owner, listingId)).code).toBe('invalid_state');
    expect(await auditOf(t.db, 'auction.offer_accepted', auctionId)).toHaveLength(1);
  });

  it('lapses after 48 hours', async () => {
    const { auctionId, owner } = await ended(150_000);
    t.clock.advance(ACCEPT_OFFER_WINDOW_SECONDS + 1);
    const res = await accept(owner, auctionId);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('invalid_state');
    expect((await auctionRow(t.db, auctionId)).outcome).toBe('reserve_not_met');
  });

  it('lapses once a rerun is requested', async () => {
    const { auctionId, listingId, owner } = await ended(150_000);
    expect((await rerun(owner, listingId)).statusCode).toBe(200);
    const res = await accept(owner, auctionId);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('invalid_state');
  });

  it('lets either the acceptance or a rerun request win a race, never both', async () => {
    const { auctionId, listingId, owner } = await ended(150_000);
    const [accepted, rerunning] = await Promise.all([
      accept(owner, auctionId),
      rerun(owner, listingId),
    ]);
    expect([accepted.statusCode, rerunning.statusCode].sort()).toEqual([200, 409]);
    const listing = await call('GET', `/api/seller/listings/${listingId}`, owner);
    expect(listing.json<{ status: string }>().status).toBe(
      accepted.statusCode === 200 ? 'sold' : 'approved',
    );
  });

  it('refuses other outcomes and states (409), other sellers (404) and non-sellers (403)', async () => {
    const noBids = await ended();
    expect(errorOf(await accept(noBids.owner, noBids.auctionId)).code).toBe('invalid_state');
    const sold = await ended(190_000);
    expect(errorOf(await accept(sold.owner, sold.auctionId)).code).toBe('invalid_state');
    const pending = await approvedAuction(t.app, admin);
    expect(errorOf(await accept(pending.owner, pending.auctionId)).code).toBe('invalid_state');

    const below = await ended(150_000);
    expect((await accept(await seller(t.app), below.auctionId)).statusCode).toBe(404);
    expect((await accept(buyer, below.auctionId)).statusCode).toBe(403);
    expect((await accept(below.owner, randomUUID())).statusCode).toBe(404);
    expect((await auctionRow(t.db, below.auctionId)).outcome).toBe('reserve_not_met');
  });
});

describe('POST /api/seller/listings/{id}/request-rerun', () => {
  it('creates a new pending auction and answers the listing, approved again', async () => {
    const { auctionId, listingId, owner } = await ended(150_000);
    const res = await rerun(owner, listingId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: listingId,
      status: 'approved',
      rerun_count: 1,
      reserve_price_cents: 180_000,
    });
    const next = (await latest(owner, listingId)).json<{ id: string }>();
    expect(next.id).not.toBe(auctionId);
    expect(next).toMatchObject({
      status: 'pending',
      starting_price_cents: 120_000,
      reserve_price_cents: 180_000,
      current_price_cents: null,
      bid_count: 0,
      outcome: null,
    });
    const [event] = await auditOf(t.db, 'auction.rerun_requested', auctionId);
    expect(event?.data).toMatchObject({ listing_id: listingId, new_auction_id: next.id });
    expect(await auditOf(t.db, 'auction.created', next.id)).toHaveLength(1);
    const queue = await call('GET', '/api/admin/auctions/schedulable?limit=100', admin);
    expect(queue.json<{ items: { id: string }[] }>().items.map((a) => a.id)).toContain(next.id);
  });

  it('keeps signed photo links out of the old auction while the listing is not public', async () => {
    const { auctionId, listingId, owner } = await ended(150_000);
    const before = (await call('GET', `/api/auctions/${auctionId}`)).json<PublicShape>();
    expect(before.listing.thumbnail_url).toMatch(/^\/api\/photos\/[^?]+\/thumbnail$/);
    expect((await rerun(owner, listingId)).statusCode).toBe(200);

    // The listing answers 404 to the public now; its old auction shows no photo to anyone.
    expect((await call('GET', `/api/listings/${listingId}`)).statusCode).toBe(404);
    const old = await call('GET', `/api/auctions/${auctionId}`);
    expect(old.json<PublicShape>().listing.thumbnail_url).toBeNull();
    const list = await call('GET', '/api/auctions?status=ended&limit=100');
    const item = list
      .json<{ items: (PublicShape & { id: string })[] }>()
      .items.find((a) => a.id === auctionId);
    expect(item?.listing.thumbnail_url).toBeNull();
    for (const body of [old.body, list.body]) expect(body).not.toMatch(/\/api\/files\/|sig=/);

    // Its owner and staff still see the photo of the new auction, through a private link.
    const next = (await latest(owner, listingId)).json<PublicShape & { id: string }>();
    expect(next.listing.thumbnail_url).toMatch(/^\/api\/files\/.+sig=/);
    const staffView = await call('GET', `/api/admin/auctions/${next.id}`, admin);
    expect(staffView.json<PublicShape>().listing.thumbnail_url).toMatch(/^\/api\/files\//);

    // Scheduled again, the listing is public again and so are its photo links.
    await schedule(t.app, t.clock, admin, next.id, 0, 600);
    const again = (await call('GET', `/api/auctions/${auctionId}`)).json<PublicShape>();
    expect(again.listing.thumbnail_url).toMatch(/^\/api\/photos\/[^?]+\/thumbnail$/);
  });

  it('takes a new reserve, or null to remove it; never below the starting price (422)', async () => {
    const one = await ended();
    const low = await rerun(one.owner, one.listingId, { reserve_price_cents: 119_999 });
    expect(low.statusCode).toBe(422);
    expect(fieldPaths(low)).toEqual(['reserve_price_cents']);
    expect((await rerun(one.owner, one.listingId, { reserve: 1 })).statusCode).toBe(422);
    const raised = await rerun(one.owner, one.listingId, { reserve_price_cents: 160_000 });
    expect(raised.json()).toMatchObject({ reserve_price_cents: 160_000 });
    expect((await latest(one.owner, one.listingId)).json()).toMatchObject({
      reserve_price_cents: 160_000,
    });

    const two = await ended();
    const removed = await rerun(two.owner, two.listingId, { reserve_price_cents: null });
    expect(removed.json()).toMatchObject({ reserve_price_cents: null });
    expect((await latest(two.owner, two.listingId)).json()).toMatchObject({
      reserve_price_cents: null,
      reserve_met: null,
    });
  });

  it('is only for unsold listings (409), own ones (404), at most 3 times (limit_reached)', async () => {
    const { auctionId, listingId, owner } = await approvedAuction(t.app, admin);
    expect(errorOf(await rerun(owner, listingId)).code).toBe('invalid_state');
    expect((await rerun(await seller(t.app), listingId)).statusCode).toBe(404);
    expect((await rerun(buyer, listingId)).statusCode).toBe(403);

    let current = auctionId;
    for (let round = 1; round <= 3; round++) {
      await schedule(t.app, t.clock, admin, current, 0, 600);
      expect(errorOf(await rerun(owner, listingId)).code).toBe('invalid_state');
      t.clock.advance(600);
      await t.runDue();
      const res = await rerun(owner, listingId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ rerun_count: round, status: 'approved' });
      current = (await latest(owner, listingId)).json<{ id: string }>().id;
    }
    await schedule(t.app, t.clock, admin, current, 0, 600);
    t.clock.advance(600);
    await t.runDue();
    const fourth = await rerun(owner, listingId);
    expect(fourth.statusCode).toBe(409);
    expect(errorOf(fourth).code).toBe('limit_reached');
    expect((await call('GET', `/api/seller/listings/${listingId}`, owner)).json()).toMatchObject({
      status: 'unsold',
      rerun_count: 3,
    });
  });
});
