import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { auctions, listingPhotos } from '../../db/schema.js';
import {
  activeDealer,
  approvedAuction,
  dealer,
  listingWithPhotos,
  seller,
  staff,
  submitSellerKyc,
  submittedListing,
  useActor,
} from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { client, errorCode, pageThrough, type Paged } from '../../../test/http.js';
import { schedule } from '../../../test/lifecycle-fixtures.js';
import { raceBehindLock } from '../../../test/lock-waits.js';

const t = useTestApp();
const admin = useActor(t, 'ADMIN');
const ops = useActor(t, 'OPS');
const req = client(t);

interface Item {
  id: string;
  status: string;
  rejection_reason: string | null;
  seller: { kyc_status: string };
}

describe('staff routes are for staff', () => {
  it('answers 401 without a token and 403 to sellers and dealers', async () => {
    const someSeller = await seller(t.app);
    const someDealer = await dealer(t.app);
    const id = '5b0e3a52-3c4b-4c42-9d3c-6f5c6c0f2a11';
    for (const [method, url] of [
      ['GET', '/api/admin/queues'],
      ['GET', '/api/admin/events'],
      ['GET', '/api/admin/listings/pending'],
      ['GET', '/api/admin/listings/pending/next'],
      ['GET', `/api/admin/listings/${id}`],
      ['POST', `/api/admin/listings/${id}/approve`],
      ['POST', `/api/admin/listings/${id}/reject`],
      ['GET', '/api/admin/payments'],
      ['GET', '/api/admin/analytics'],
    ] as const) {
      expect((await req(undefined, method, url)).statusCode).toBe(401);
      expect((await req(someSeller, method, url)).statusCode).toBe(403);
      expect((await req(someDealer, method, url)).statusCode).toBe(403);
    }
  });
});

/** Rejects whatever earlier tests left pending, so that the calling test owns the queue. */
async function drainQueue() {
  for (;;) {
    const res = await req(ops, 'GET', '/api/admin/listings/pending/next');
    if (res.statusCode === 204) break;
    await req(ops, 'POST', `/api/admin/listings/${res.json<Item>().id}/reject`, {
      reason: 'cleanup',
    });
  }
}

describe('the review queue', () => {
  it('hands each reviewer its own listing for 10 minutes, oldest first, then 204', async () => {
    await drainQueue();
    const first = await submittedListing(t.app, admin);
    t.clock.advance(5);
    const second = await submittedListing(t.app, admin);

    const pending = (await req(admin, 'GET', '/api/admin/listings/pending')).json<{
      items: Item[];
    }>();
    expect(pending.items.map((i) => i.id)).toEqual([first.listing.id, second.listing.id]);

    const a1 = (await req(admin, 'GET', '/api/admin/listings/pending/next')).json<Item>();
    expect(a1.id).toBe(first.listing.id);
    const b1 = (await req(ops, 'GET', '/api/admin/listings/pending/next')).json<Item>();
    expect(b1.id).toBe(second.listing.id);
    // Asking again gives each its own claim back.
    expect((await req(admin, 'GET', '/api/admin/listings/pending/next')).json<Item>().id).toBe(
      first.listing.id,
    );
    const third = await staff(t.app, 'OPS');
    expect((await req(third, 'GET', '/api/admin/listings/pending/next')).statusCode).toBe(204);

    // A refused action keeps the claim.
    const noReason = await req(admin, 'POST', `/api/admin/listings/${first.listing.id}/reject`, {});
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toMatchObject({
      error: { details: { fields: [{ path: 'reason', message: 'Reason is required' }] } },
    });
    expect((await req(third, 'GET', '/api/admin/listings/pending/next')).statusCode).toBe(204);

    // After 10 minutes the claims lapse and someone else may take them.
    t.clock.advance(10 * 60 + 1);
    expect((await req(third, 'GET', '/api/admin/listings/pending/next')).json<Item>().id).toBe(
      first.listing.id,
    );
  });

  // PostgreSQL: two reviewers asking at the same moment. Each answer reads the listing's photos
  // after its claim; the test holds `listing_photos` and waits until PostgreSQL shows both claim
  // transactions waiting behind it, so both were open at once, each having chosen its listing
  // while the other's choice was still uncommitted. SKIP LOCKED passes over the other's row:
  // each waits for the test alone, never for the other reviewer (a plain FOR UPDATE would make
  // the second wait for the first's row), and without a lock both would claim the oldest.
  it.runIf(inject('testDb') === 'postgres')(
    'hands two reviewers asking at the same moment two listings, neither waiting for the other',
    async () => {
      await drainQueue();
      const first = await submittedListing(t.app, admin);
      t.clock.advance(5);
      const second = await submittedListing(t.app, admin);
      const reviewers = [await staff(t.app, 'OPS'), await staff(t.app, 'OPS')];
      const { result, waiters, holderPid } = await raceBehindLock(
        t.db,
        sql`lock table ${listingPhotos} in access exclusive mode`,
        2,
        () =>
          Promise.all(reviewers.map((who) => req(who, 'GET', '/api/admin/listings/pending/next'))),
      );
      expect(
        result.map((r) => r.statusCode),
        result.map((r) => r.body).join(),
      ).toEqual([200, 200]);
      expect(waiters.map((w) => w.blockers)).toEqual([[holderPid], [holderPid]]);
      const ids = result.map((r) => r.json<Item>().id);
      expect(ids.sort()).toEqual([first.listing.id, second.listing.id].sort());
    },
  );

  it('approves only with an approved seller KYC, creates the pending auction, and only once', async () => {
    const owner = await seller(t.app);
    await submitSellerKyc(t.app, owner); // pending, not approved
    const { id } = await listingWithPhotos(t.app, owner);
    expect((await req(owner, 'POST', `/api/seller/listings/${id}/submit`)).statusCode).toBe(200);
    const refused = await req(admin, 'POST', `/api/admin/listings/${id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('seller_kyc_not_approved');
    const detail = (await req(admin, 'GET', `/api/admin/listings/${id}`)).json<Item>();
    expect(detail.seller.kyc_status).toBe('pending');

    const kycId = (await req(admin, 'GET', '/api/admin/kyc/pending?limit=100'))
      .json<{ items: { id: string; user_id: string }[] }>()
      .items.find((k) => k.user_id === owner.id)?.id;
    expect((await req(admin, 'POST', `/api/admin/kyc/${kycId ?? ''}/approve`)).statusCode).toBe(
      200,
    );

    const before = (await req(admin, 'GET', '/api/admin/queues')).json<Record<string, number>>();
    const [a, b] = await Promise.all([
      req(admin, 'POST', `/api/admin/listings/${id}/approve`),
      req(ops, 'POST', `/api/admin/listings/${id}/approve`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    expect(ok.json()).toMatchObject({ id, status: 'approved' });
    const rows = await t.db.read((db) =>
      db.select().from(auctions).where(eq(auctions.listingId, id)),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      startingPriceCents: 120_000,
      reservePriceCents: 180_000,
      currency: 'USD',
    });
    const after = (await req(admin, 'GET', '/api/admin/queues')).json<Record<string, number>>();
    expect(after.auctions_schedulable).toBe((before.auctions_schedulable ?? 0) + 1);
    expect(after.listings_pending).toBe((before.listings_pending ?? 0) - 1);
  });

  it('rejects with a reason the seller sees; the seller fixes and resubmits', async () => {
    const { owner, listing } = await submittedListing(t.app, admin);
    for (const bad of [
      {},
      { reason: '   ' },
      { reason: 'x'.repeat(1001) },
      { reason: 'ok', extra: 1 },
    ]) {
      expect(
        (await req(admin, 'POST', `/api/admin/listings/${listing.id}/reject`, bad)).statusCode,
      ).toBe(422);
    }
    const rejected = await req(admin, 'POST', `/api/admin/listings/${listing.id}/reject`, {
      reason: 'Photos are blurry',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Photos are blurry',
    });
    const again = await req(admin, 'POST', `/api/admin/listings/${listing.id}/reject`, {
      reason: 'Twice',
    });
    expect(errorCode(again)).toBe('invalid_state');
    expect((await req(admin, 'POST', `/api/admin/listings/${listing.id}/approve`)).statusCode).toBe(
      409,
    );

    const mine = await req(owner, 'GET', `/api/seller/listings/${listing.id}`);
    expect(mine.json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Photos are blurry',
    });
    const edit = await req(owner, 'PATCH', `/api/seller/listings/${listing.id}`, {
      title: 'Sharper photos now',
    });
    expect(edit.statusCode).toBe(200);
    const resubmitted = await req(owner, 'POST', `/api/seller/listings/${listing.id}/submit`);
    expect(resubmitted.json()).toMatchObject({ status: 'pending_review', rejection_reason: null });
  });

  it('answers 404 for an unknown listing and 422 for a malformed id', async () => {
    expect(
      (await req(admin, 'GET', '/api/admin/listings/5b0e3a52-3c4b-4c42-9d3c-6f5c6c0f2a11'))
        .statusCode,
    ).toBe(404);
    expect(
      (await req(admin, 'POST', '/api/admin/listings/5b0e3a52-3c4b-4c42-9d3c-6f5c6c0f2a11/approve'))
        .statusCode,
    ).toBe(404);
    expect((await req(admin, 'GET', '/api/admin/listings/nope')).statusCode).toBe(422);
  });
});

describe('the audit trail', () => {
  it('records draft → photos → submitted → approved, filterable and paged newest first', async () => {
    const owner = await seller(t.app);
    await submitSellerKyc(t.app, owner, admin);
    const listing = await listingWithPhotos(t.app, owner);
    // A second between events: at one instant, newest-first would order them by random id.
    t.clock.advance(1);
    expect((await req(owner, 'POST', `/api/seller/listings/${listing.id}/submit`)).statusCode).toBe(
      200,
    );
    t.clock.advance(1);
    expect((await req(admin, 'POST', `/api/admin/listings/${listing.id}/approve`)).statusCode).toBe(
      200,
    );

    const trail = (await req(ops, 'GET', `/api/admin/events?subject_id=${listing.id}`)).json<{
      items: { type: string; actor_id: string; actor_email: string; subject_type: string }[];
    }>();
    expect(trail.items.map((e) => e.type)).toEqual([
      'listing.approved',
      'listing.submitted',
      'listing.created',
    ]);
    expect(trail.items[0]).toMatchObject({
      actor_id: admin.id,
      actor_email: admin.email,
      subject_type: 'listing',
    });
    expect(trail.items[2]).toMatchObject({ actor_id: owner.id, actor_email: owner.email });

    const byType = (
      await req(ops, 'GET', '/api/admin/events?type=auction.created&limit=100')
    ).json<{ items: { data: { listing_id: string } }[] }>();
    expect(byType.items.some((e) => e.data.listing_id === listing.id)).toBe(true);
    const byActor = (
      await req(ops, 'GET', `/api/admin/events?actor_id=${owner.id}&limit=100`)
    ).json<{ items: { actor_id: string }[] }>();
    expect(byActor.items.length).toBeGreaterThanOrEqual(3);
    expect(byActor.items.every((e) => e.actor_id === owner.id)).toBe(true);

    const paged = await pageThrough(req, ops, '/api/admin/events?limit=2');
    expect(new Set(paged).size).toBe(paged.length);
    const all = (await req(ops, 'GET', '/api/admin/events?limit=100')).json<Paged<unknown>>();
    if (all.next_cursor === null) expect(paged.length).toBe(all.items.length);

    for (const bad of ['type=made.up', 'actor_id=nope', 'limit=0', 'foo=bar']) {
      expect((await req(ops, 'GET', `/api/admin/events?${bad}`)).statusCode).toBe(422);
    }
  });
});

describe('the names the staff console shows', () => {
  interface Named {
    type: string;
    actor_id: string | null;
    actor_name: string | null;
    subject_name: string | null;
    listing_id: string | null;
    dealer_name: string | null;
    currency: string | null;
    data: Record<string, unknown>;
  }
  const eventsOf = async (subjectId: string) =>
    (await req(ops, 'GET', `/api/admin/events?subject_id=${subjectId}&limit=100`)).json<{
      items: Named[];
    }>().items;

  it('names actors by company or name, subjects by title, and the dealer a bid names', async () => {
    const { auctionId, listingId } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 3600);
    const harbour = await activeDealer(t.app, admin, 'Harbour Trading');
    const quay = await activeDealer(t.app, admin, 'Quay Motors');
    const bidOf = (who: typeof harbour, payload: Record<string, number>) =>
      req(who, 'POST', `/api/dealer/auctions/${auctionId}/bids`, payload);
    expect(
      (await bidOf(harbour, { amount_cents: 120_000, max_amount_cents: 150_000 })).statusCode,
    ).toBe(201);
    expect((await bidOf(quay, { amount_cents: 125_000 })).statusCode).toBe(201);

    const onAuction = await eventsOf(auctionId);
    const bids = onAuction.filter((e) => e.type === 'bid.placed');
    // Every event of the auction names its listing's title and links to the listing.
    for (const event of onAuction) {
      expect(event).toMatchObject({
        subject_name: 'Vintage Leica M3 camera',
        listing_id: listingId,
      });
    }
    expect(bids.map((e) => [e.data.amount_cents, e.actor_name, e.dealer_name])).toEqual(
      expect.arrayContaining([
        [120_000, 'Harbour Trading', 'Harbour Trading'],
        [125_000, 'Quay Motors', 'Quay Motors'],
        // A proxy step has no actor, but names the dealer whose maximum answered.
        [130_000, null, 'Harbour Trading'],
      ]),
    );
    const scheduled = onAuction.find((e) => e.type === 'auction.scheduled');
    expect(scheduled).toMatchObject({ actor_id: admin.id, actor_name: 'ADMIN', dealer_name: null });

    const onListing = await eventsOf(listingId);
    expect(onListing.map((e) => e.subject_name)).toEqual(
      onListing.map(() => 'Vintage Leica M3 camera'),
    );
    expect(onListing.every((e) => e.listing_id === listingId)).toBe(true);

    const activated = (
      await req(ops, 'GET', `/api/admin/events?subject_id=${harbour.profileId}`)
    ).json<{ items: Named[] }>().items;
    expect(activated[0]).toMatchObject({
      type: 'dealer.activated',
      subject_name: 'Harbour Trading',
    });

    const kyc = (await req(ops, 'GET', '/api/admin/events?type=kyc.submitted&limit=100')).json<{
      items: Named[];
    }>().items;
    expect(kyc.map((e) => e.subject_name)).toEqual(
      expect.arrayContaining(['Sam Seller', 'Harbour Trading']),
    );
    const registered = (await req(ops, 'GET', `/api/admin/events?subject_id=${harbour.id}`)).json<{
      items: Named[];
    }>().items;
    expect(registered[0]?.type).toBe('user.registered');
    expect(registered[0]?.subject_name).toEqual(expect.any(String));
  });
});
