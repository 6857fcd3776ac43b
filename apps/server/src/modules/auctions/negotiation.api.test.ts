import { ACCEPT_OFFER_WINDOW_SECONDS, OFFERS_PER_SIDE_MAX } from '@gavel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeDealer, approvedAuction, seller, staff, type Actor } from '../../../test/actors.js';
import {
  auctionRow,
  auditOf,
  bid,
  caller,
  createLifecycleApp,
  fieldPaths,
  schedule,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';
import { errorCode } from '../../../test/http.js';
import { invoices } from '../../db/schema.js';

// SPEC §13.1 (issue 34, ADR 053): the negotiation after an auction ended below its reserve.

let t: LifecycleApp;
let admin: Actor;
let buyer: Actor & { profileId: string };
let rival: Actor & { profileId: string };
beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app);
  buyer = await activeDealer(t.app, admin, 'Harbour Cars Ltd');
  rival = await activeDealer(t.app, admin, 'Quay Motors Ltd');
});
afterAll(() => t.close());

const call = caller(() => t.app);

/** An auction (start 1,200.00, reserve 1,800.00) the buyer bid 1,500.00 on, ended unsold. */
async function belowReserve(amount = 150_000) {
  const made = await approvedAuction(t.app, admin);
  await schedule(t.app, t.clock, admin, made.auctionId, 0, 600);
  await bid(t.app, buyer, made.auctionId, amount);
  t.clock.advance(600);
  await t.runDue();
  return made;
}

type Side = 'seller' | 'dealer';
const path = (side: Side, id: string, rest = '') => `/api/${side}/auctions/${id}${rest}`;
const read = (side: Side, who: Actor, id: string) =>
  call('GET', path(side, id, '/negotiation'), who);
const offer = (side: Side, who: Actor, id: string, amount_cents: unknown) =>
  call('POST', path(side, id, '/offers'), who, { amount_cents });
const answer = (side: Side, who: Actor, id: string, offerId: string, verb: 'accept' | 'decline') =>
  call('POST', path(side, id, `/offers/${offerId}/${verb}`), who);

interface Shape {
  status: string;
  expires_at: string;
  highest_bid_cents: number;
  reserve_price_cents?: number | null;
  offers: { id: string; by: Side; amount_cents: number; status: string }[];
}

describe('the negotiation below the reserve', () => {
  it('is read by the seller (with the reserve) and the highest bidder; anyone else gets 404', async () => {
    const { auctionId, owner } = await belowReserve();
    const mine = await read('seller', owner, auctionId);
    expect(mine.statusCode, mine.body).toBe(200);
    const ended = await auctionRow(t.db, auctionId);
    expect(mine.json()).toEqual({
      auction_id: auctionId,
      status: 'open',
      expires_at: new Date(
        (ended.endedAt?.getTime() ?? 0) + ACCEPT_OFFER_WINDOW_SECONDS * 1000,
      ).toISOString(),
      highest_bid_cents: 150_000,
      reserve_price_cents: 180_000,
      offers: [],
    });
    const theirs = (await read('dealer', buyer, auctionId)).json<Shape>();
    expect(theirs).not.toHaveProperty('reserve_price_cents');
    expect(theirs.highest_bid_cents).toBe(150_000);
    expect((await read('dealer', rival, auctionId)).statusCode).toBe(404);
    expect((await read('seller', await seller(t.app), auctionId)).statusCode).toBe(404);
    expect((await read('seller', buyer, auctionId)).statusCode).toBe(403);
    // An auction sold at its end has no negotiation.
    const sold = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, sold.auctionId, 0, 600);
    await bid(t.app, buyer, sold.auctionId, 190_000);
    t.clock.advance(600);
    await t.runDue();
    expect((await read('seller', sold.owner, sold.auctionId)).statusCode).toBe(404);
    expect((await read('dealer', buyer, sold.auctionId)).statusCode).toBe(404);
  });

  it('bounds each side’s offers, counters, declines, and sells at the accepted amount with its invoice', async () => {
    const { auctionId, owner } = await belowReserve();
    for (const amount of [150_000, 180_001, 0]) {
      const res = await offer('seller', owner, auctionId, amount);
      expect(res.statusCode, String(amount)).toBe(422);
      expect(fieldPaths(res)).toEqual(['amount_cents']);
    }
    const asked = await offer('seller', owner, auctionId, 180_000);
    expect(asked.statusCode, asked.body).toBe(201);
    const first = asked.json<Shape>().offers[0];
    expect(first).toMatchObject({ by: 'seller', amount_cents: 180_000, status: 'pending' });
    // Its own offer waits: the seller cannot offer again, nor answer it.
    expect(errorCode(await offer('seller', owner, auctionId, 170_000))).toBe('invalid_state');
    expect((await answer('seller', owner, auctionId, first?.id ?? '', 'accept')).statusCode).toBe(
      404,
    );
    // The dealer counters below it.
    expect(fieldPaths(await offer('dealer', buyer, auctionId, 180_000))).toEqual(['amount_cents']);
    expect((await offer('dealer', buyer, auctionId, 150_000)).statusCode).toBe(422);
    const countered = await offer('dealer', buyer, auctionId, 165_000);
    expect(countered.statusCode, countered.body).toBe(201);
    const [was, counter] = countered.json<Shape>().offers;
    expect([was?.status, counter?.status]).toEqual(['countered', 'pending']);
    // The seller declines it: still open; then offers again and the dealer accepts.
    const declined = await answer('seller', owner, auctionId, counter?.id ?? '', 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<Shape>()).toMatchObject({ status: 'open' });
    const again = (await offer('seller', owner, auctionId, 172_500)).json<Shape>();
    const last = again.offers.at(-1);
    const accepted = await answer('dealer', buyer, auctionId, last?.id ?? '', 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Shape>()).toMatchObject({ status: 'accepted' });
    const row = await auctionRow(t.db, auctionId);
    expect(row).toMatchObject({
      outcome: 'sold',
      hammerPriceCents: 172_500,
      winnerDealerId: buyer.profileId,
      feeStatus: 'outstanding',
    });
    expect(row.feeCents).toBeGreaterThan(0);
    // Sold as any sale: the invoice and the audit trail.
    const [invoice] = await t.db.read((ex) =>
      ex.select().from(invoices).where(eq(invoices.auctionId, auctionId)),
    );
    expect(invoice).toMatchObject({
      dealerId: buyer.profileId,
      subtotalCents: row.feeCents,
      totalCents: row.feeCents,
      status: 'outstanding',
    });
    expect(invoice?.number).toMatch(/^GAV-\d{4}-\d{6}$/);
    expect(await auditOf(t.db, 'auction.offer_accepted', auctionId)).toHaveLength(1);
    expect(await auditOf(t.db, 'offer.accepted', auctionId)).toHaveLength(1);
    expect(await auditOf(t.db, 'offer.made', auctionId)).toHaveLength(3);
    // Sold: every act is refused, and the highest bid can no longer be taken.
    expect(errorCode(await offer('dealer', buyer, auctionId, 160_000))).toBe('invalid_state');
    expect(
      errorCode(await call('POST', `/api/seller/auctions/${auctionId}/accept-highest-bid`, owner)),
    ).toBe('invalid_state');
  });

  it(`allows ${OFFERS_PER_SIDE_MAX} offers per side; after the window or a rerun, nothing`, async () => {
    const { auctionId, owner } = await belowReserve();
    for (let i = 0; i < OFFERS_PER_SIDE_MAX; i++) {
      expect((await offer('dealer', buyer, auctionId, 150_100 + i)).statusCode).toBe(201);
      expect((await offer('seller', owner, auctionId, 179_000 - i)).statusCode).toBe(201);
    }
    const sixth = await offer('dealer', buyer, auctionId, 151_000);
    expect(sixth.statusCode).toBe(409);
    expect(errorCode(sixth)).toBe('limit_reached');
    // All ten were made in one tick of the clock: they read back in the order they were made.
    const made = (await read('seller', owner, auctionId)).json<Shape>().offers;
    expect(made.map((o) => o.amount_cents)).toEqual(
      Array.from({ length: OFFERS_PER_SIDE_MAX }, (_, i) => [150_100 + i, 179_000 - i]).flat(),
    );

    const other = await belowReserve();
    const first = (await offer('dealer', buyer, other.auctionId, 160_000)).json<Shape>();
    const rerun = await call(
      'POST',
      `/api/seller/listings/${other.listingId}/request-rerun`,
      other.owner,
    );
    expect(rerun.statusCode, rerun.body).toBe(200);
    const lapsed = (await read('seller', other.owner, other.auctionId)).json<Shape>();
    expect(lapsed.status).toBe('lapsed');
    expect(lapsed.offers.map((o) => o.status)).toEqual(['lapsed']);
    expect(
      errorCode(
        await answer('seller', other.owner, other.auctionId, first.offers[0]?.id ?? '', 'accept'),
      ),
    ).toBe('invalid_state');

    t.clock.advance(ACCEPT_OFFER_WINDOW_SECONDS + 1);
    expect((await read('dealer', buyer, auctionId)).json<Shape>().status).toBe('lapsed');
    expect(errorCode(await offer('seller', owner, auctionId, 175_000))).toBe('invalid_state');
  });

  it('answers two accepts at once with one sale and one 409', async () => {
    const { auctionId, owner } = await belowReserve();
    const made = (await offer('dealer', buyer, auctionId, 170_000)).json<Shape>();
    const id = made.offers[0]?.id ?? '';
    const both = await Promise.all([
      answer('seller', owner, auctionId, id, 'accept'),
      answer('seller', owner, auctionId, id, 'accept'),
      call('POST', `/api/seller/auctions/${auctionId}/accept-highest-bid`, owner),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const [invoice, ...more] = await t.db.read((ex) =>
      ex.select().from(invoices).where(eq(invoices.auctionId, auctionId)),
    );
    expect(more).toEqual([]);
    const row = await auctionRow(t.db, auctionId);
    expect(invoice?.subtotalCents).toBe(row.feeCents);
    expect([150_000, 170_000]).toContain(row.hammerPriceCents);
  });

  it('lets exactly one of an accept and a counter, or an accept and a rerun, happen', async () => {
    for (let round = 0; round < 3; round++) {
      const { auctionId, owner } = await belowReserve();
      const made = (await offer('seller', owner, auctionId, 175_000)).json<Shape>();
      const id = made.offers[0]?.id ?? '';
      const [accepted, countered] = await Promise.all([
        answer('dealer', buyer, auctionId, id, 'accept'),
        offer('dealer', buyer, auctionId, 160_000),
      ]);
      // Either the accept sells (200) and the counter is refused, or the counter is made (201)
      // and the accept is refused: never both, never neither.
      expect([
        [200, 409],
        [409, 201],
      ]).toContainEqual([accepted.statusCode, countered.statusCode]);
      const after = (await read('seller', owner, auctionId)).json<Shape>();
      if (accepted.statusCode === 200) {
        expect(after.status).toBe('accepted');
        expect(after.offers.map((o) => o.status)).toEqual(['accepted']);
      } else {
        expect(after.status).toBe('open');
        expect(after.offers.map((o) => o.status)).toEqual(['countered', 'pending']);
      }
    }
    for (let round = 0; round < 3; round++) {
      const { auctionId, owner, listingId } = await belowReserve();
      const made = (await offer('dealer', buyer, auctionId, 170_000)).json<Shape>();
      const id = made.offers[0]?.id ?? '';
      const [accepted, rerun] = await Promise.all([
        answer('seller', owner, auctionId, id, 'accept'),
        call('POST', `/api/seller/listings/${listingId}/request-rerun`, owner),
      ]);
      expect([accepted.statusCode, rerun.statusCode].sort()).toEqual([200, 409].sort());
      const row = await auctionRow(t.db, auctionId);
      expect(row.outcome).toBe(accepted.statusCode === 200 ? 'sold' : 'reserve_not_met');
    }
  });
});
