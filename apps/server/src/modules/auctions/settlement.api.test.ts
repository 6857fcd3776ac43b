import { randomUUID } from 'node:crypto';
import { feeFor } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeDealer,
  approvedAuction,
  completeListing,
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
  liveEventsOf,
  schedule,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';

let t: LifecycleApp;
let admin: Actor;
let alpha: Actor & { profileId: string };
let beta: Actor & { profileId: string };
beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app);
  alpha = await activeDealer(t.app, admin, 'Alpha Autos Ltd');
  beta = await activeDealer(t.app, admin, 'Beta Motors Ltd');
});
afterAll(() => t.close());

const call = caller(() => t.app);

/** A live auction (reserve 1,800.00 unless `fields` say otherwise) ending in 10 minutes. */
async function live(fields?: Record<string, unknown>) {
  const made = await approvedAuction(t.app, admin, fields);
  await schedule(t.app, t.clock, admin, made.auctionId, 0, 600);
  return made;
}

async function endOnTime(auctionId: string) {
  const { endAt } = await auctionRow(t.db, auctionId);
  if (endAt && endAt > t.clock.now()) t.clock.set(endAt);
  await t.runDue();
}

const getStaff = (id: string) => call('GET', `/api/admin/auctions/${id}`, admin);
const forceEnd = (id: string, body: unknown) =>
  call('POST', `/api/admin/auctions/${id}/force-end`, admin, body);
const collect = (id: string, body?: unknown) =>
  call('POST', `/api/admin/auctions/${id}/mark-fee-collected`, admin, body);

describe('settlement at end_at', () => {
  it('sells to the leader at the current price when the reserve is met', async () => {
    const { auctionId, listingId } = await live();
    await bid(t.app, alpha, auctionId, 150_000);
    await bid(t.app, beta, auctionId, 190_000);
    await endOnTime(auctionId);
    const res = await getStaff(auctionId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ended',
      outcome: 'sold',
      reserve_met: true,
      current_price_cents: 190_000,
      hammer_price_cents: 190_000,
      winner: { dealer_id: beta.profileId, company_name: 'Beta Motors Ltd' },
      fee_cents: feeFor(190_000),
      fee_status: 'outstanding',
      fee_collected_at: null,
      ended_at: t.clock.now().toISOString(),
      force_end_reason: null,
    });
    expect(feeFor(190_000)).toBe(9_900);
    const listing = await call('GET', `/api/listings/${listingId}`);
    expect(listing.json()).toMatchObject({ status: 'sold' });
    const [ended] = await auditOf(t.db, 'auction.ended', auctionId);
    expect(ended?.data).toMatchObject({
      outcome: 'sold',
      hammer_price_cents: 190_000,
      winner_dealer_id: beta.profileId,
      forced: false,
    });
    const [event] = await liveEventsOf(t.db, auctionId, 'ended');
    expect(event?.data).toMatchObject({ status: 'ended', outcome: 'sold', bid_count: 2 });
    expect(event?.data).not.toHaveProperty('winner');
  });

  it('sells at any price without a reserve', async () => {
    const { auctionId } = await live({ ...completeListing, reserve_price_cents: undefined });
    await bid(t.app, alpha, auctionId, 120_000);
    await endOnTime(auctionId);
    expect((await getStaff(auctionId)).json()).toMatchObject({
      outcome: 'sold',
      reserve_met: null,
      hammer_price_cents: 120_000,
      winner: { dealer_id: alpha.profileId },
      fee_cents: 9_900,
    });
  });

  it('ends reserve_not_met below the reserve and no_bids without bids; the listing is unsold', async () => {
    const below = await live();
    await bid(t.app, alpha, below.auctionId, 170_000);
    const empty = await live();
    await endOnTime(below.auctionId);
    await endOnTime(empty.auctionId);
    for (const [id, outcome] of [
      [below.auctionId, 'reserve_not_met'],
      [empty.auctionId, 'no_bids'],
    ] as const) {
      expect((await getStaff(id)).json()).toMatchObject({
        status: 'ended',
        outcome,
        hammer_price_cents: null,
        winner: null,
        fee_cents: null,
        fee_status: null,
      });
    }
    for (const { listingId } of [below, empty]) {
      expect((await call('GET', `/api/listings/${listingId}`)).json()).toMatchObject({
        status: 'unsold',
      });
    }
  });
});

describe('POST /api/admin/auctions/{id}/force-end', () => {
  it('settles a live auction now with the reason, like a normal end', async () => {
    const { auctionId } = await live();
    await bid(t.app, alpha, auctionId, 200_000);
    t.clock.advance(60);
    const res = await forceEnd(auctionId, { reason: '  Listing reported as stolen  ' });
    expect(res.statusCode).toBe(200);
    const now = t.clock.now().toISOString();
    expect(res.json()).toMatchObject({
      status: 'ended',
      outcome: 'sold',
      hammer_price_cents: 200_000,
      winner: { dealer_id: alpha.profileId },
      force_end_reason: 'Listing reported as stolen',
      ended_at: now,
      end_at: now,
    });
    const [forced] = await auditOf(t.db, 'auction.force_ended', auctionId);
    expect(forced).toMatchObject({ actorId: admin.id });
    expect(forced?.data).toMatchObject({ reason: 'Listing reported as stolen' });
    expect(await auditOf(t.db, 'auction.ended', auctionId)).toHaveLength(1);
    expect(await liveEventsOf(t.db, auctionId, 'ended')).toHaveLength(1);

    // Once: the scheduler and a second force-end find nothing to do.
    t.clock.advance(600);
    await t.runDue();
    expect(await auditOf(t.db, 'auction.ended', auctionId)).toHaveLength(1);
    const again = await forceEnd(auctionId, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('invalid_state');
  });

  it('refuses auctions that are not live (409) and a missing reason (422)', async () => {
    const pending = await approvedAuction(t.app, admin);
    expect(errorOf(await forceEnd(pending.auctionId, { reason: 'x' })).code).toBe('invalid_state');
    await schedule(t.app, t.clock, admin, pending.auctionId, 600, 600);
    expect((await forceEnd(pending.auctionId, { reason: 'x' })).statusCode).toBe(409);

    const { auctionId } = await live();
    for (const body of [{}, { reason: '   ' }, undefined]) {
      const res = await forceEnd(auctionId, body);
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).code).toBe('validation_error');
      expect(fieldPaths(res)).toEqual(['reason']);
      expect(errorOf(res).details?.fields).toEqual([
        { path: 'reason', message: 'Reason is required' },
      ]);
    }
    expect((await forceEnd(auctionId, { reason: 'x', extra: 1 })).statusCode).toBe(422);
    expect((await forceEnd(randomUUID(), { reason: 'x' })).statusCode).toBe(404);
    expect((await auctionRow(t.db, auctionId)).status).toBe('live');
  });
});

describe('POST /api/admin/auctions/{id}/mark-fee-collected', () => {
  it('collects the fee of a sold auction once, with or without a body', async () => {
    const first = await live();
    await bid(t.app, alpha, first.auctionId, 180_000);
    const second = await live();
    await bid(t.app, beta, second.auctionId, 600_000);
    await endOnTime(second.auctionId);
    await endOnTime(first.auctionId);

    const res = await collect(first.auctionId, { reference: ' BANK-2026-0042 ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fee_status: 'collected',
      fee_reference: 'BANK-2026-0042',
      fee_collected_at: t.clock.now().toISOString(),
      fee_cents: 9_900,
    });
    const [event] = await auditOf(t.db, 'fee.collected', first.auctionId);
    expect(event).toMatchObject({ actorId: admin.id, subjectType: 'auction' });
    expect(event?.data).toMatchObject({ fee_cents: 9_900, reference: 'BANK-2026-0042' });

    const twice = await collect(first.auctionId, {});
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice).code).toBe('already_collected');

    const bare = await collect(second.auctionId);
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toMatchObject({
      fee_status: 'collected',
      fee_reference: null,
      fee_cents: 19_900,
    });
    expect(await auditOf(t.db, 'fee.collected', first.auctionId)).toHaveLength(1);
  });

  it('refuses auctions without a sale (409 invalid_state), bad bodies (422) and unknown ids', async () => {
    const unsold = await live();
    await bid(t.app, alpha, unsold.auctionId, 150_000);
    expect(errorOf(await collect(unsold.auctionId)).code).toBe('invalid_state');
    await endOnTime(unsold.auctionId);
    const res = await collect(unsold.auctionId);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('invalid_state');
    expect((await collect(unsold.auctionId, { reference: '' })).statusCode).toBe(422);
    expect((await collect(unsold.auctionId, { note: 'x' })).statusCode).toBe(422);
    expect((await collect(randomUUID())).statusCode).toBe(404);
  });
});
