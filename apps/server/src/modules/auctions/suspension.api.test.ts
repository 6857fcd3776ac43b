import { feeFor, MONEY_MAX_CENTS } from '@gavel/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { bids } from '../../db/schema.js';
import {
  activeDealer,
  approvedAuction,
  completeListing,
  staff,
  type Actor,
} from '../../../test/actors.js';
import { errorOf } from '../../../test/http.js';
import {
  auctionRow,
  auditOf,
  caller,
  createLifecycleApp,
  schedule,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';
import { notificationsOf } from '../../../test/mail-fixtures.js';
import * as bidRepo from './bidding/repository.js';

// Issue 14 item 7 (ADR 025): from its suspension on, a dealer's maximum never bids again, it
// never gains the lead, and it never wins an auction that ends while it is suspended. Item 15:
// a bid on an auction awaiting scheduling reveals nothing; the money limit stays reachable.

type Dealer = Actor & { profileId: string };

let t: LifecycleApp;
let admin: Actor;
const call = caller(() => t.app);

beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app);
});
afterAll(() => t.close());

const noReserve = { ...completeListing, reserve_price_cents: undefined };

/** A live auction (no reserve unless `fields` say otherwise) ending in 10 minutes. */
async function live(fields: Record<string, unknown> = noReserve) {
  const made = await approvedAuction(t.app, admin, fields);
  await schedule(t.app, t.clock, admin, made.auctionId, 0, 600);
  return made;
}

const place = (who: Actor, auctionId: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dealer/auctions/${auctionId}/bids`,
    headers: who.headers,
    payload: body,
  });

/** Places a bid and insists on the status. */
async function placed(who: Actor, auctionId: string, body: Record<string, unknown>, status = 201) {
  const res = await place(who, auctionId, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json<{
    bid: { amount_cents: number } | null;
    auction: { current_price_cents: number; is_leading: boolean; my_max_bid_cents: number | null };
  }>();
}

async function suspend(who: Dealer) {
  const res = await call('POST', `/api/admin/dealers/${who.profileId}/suspend`, admin, {
    reason: 'Unpaid fees',
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function reinstate(who: Dealer) {
  const res = await call('POST', `/api/admin/dealers/${who.profileId}/reinstate`, admin);
  expect(res.statusCode, res.body).toBe(200);
}

/** Every stored bid of an auction in the engine's order: [dealer profile, amount, is_proxy]. */
async function history(auctionId: string) {
  const rows = await t.db.read((ex) =>
    ex.select().from(bids).where(eq(bids.auctionId, auctionId)).orderBy(asc(bids.seq)),
  );
  return rows.map((b) => [b.dealerId, b.amountCents, b.isProxy] as const);
}

const staffView = async (auctionId: string) => {
  const res = await call('GET', `/api/admin/auctions/${auctionId}`, admin);
  expect(res.statusCode).toBe(200);
  return res.json<Record<string, unknown>>();
};

/** `who`'s notices of `type`, once notifications' subscribers made them (ADR 041). */
const types = async (who: Actor, type: 'auction.won' | 'bid.outbid' | 'auction.ended') => {
  await t.app.jobs.drain();
  return notificationsOf(t.db, who.id, type);
};

async function endOnTime(auctionId: string) {
  const { endAt } = await auctionRow(t.db, auctionId);
  if (endAt && endAt > t.clock.now()) t.clock.set(endAt);
  await t.runDue();
}

/**
 * The review's story: dealer 1 sets a maximum of 5,000.00 and is suspended; dealer 2 bids twice.
 * Answers the auction, its owner and both dealers.
 */
async function suspendedMaximumStory() {
  const { auctionId, owner } = await live();
  const one = await activeDealer(t.app, admin, 'One Motors Ltd');
  const two = await activeDealer(t.app, admin, 'Two Traders Ltd');
  await placed(one, auctionId, { amount_cents: 120_000, max_amount_cents: 500_000 });
  await suspend(one);
  // Its own bids are refused ...
  const own = await place(one, auctionId, { amount_cents: 200_000 });
  expect(own.statusCode).toBe(403);
  expect(errorOf(own).code).toBe('dealer_not_active');
  // ... and so is its maximum: dealer 2's bids are not answered by it.
  const first = await placed(two, auctionId, { amount_cents: 130_000 });
  expect(first.bid?.amount_cents).toBe(130_000);
  expect(first.auction).toMatchObject({ current_price_cents: 130_000, is_leading: true });
  // Dealer 2 leads, so its second bid only raises its own maximum: still nothing from dealer 1.
  const second = await placed(two, auctionId, { amount_cents: 140_000 }, 200);
  expect(second.bid).toBeNull();
  expect(second.auction).toMatchObject({ current_price_cents: 130_000, is_leading: true });
  expect(await history(auctionId)).toEqual([
    [one.profileId, 120_000, false],
    [two.profileId, 130_000, false],
  ]);
  // The suspended dealer overtaken by a bid is not invited to bid back.
  expect(await types(one, 'bid.outbid')).toEqual([]);
  return { auctionId, owner, one, two };
}

describe('a suspended dealer’s maximum (issue 14 item 7)', () => {
  it('never answers another bid; a force end sells to the dealer that leads, never to it', async () => {
    const { auctionId, owner, one, two } = await suspendedMaximumStory();
    const ended = await call('POST', `/api/admin/auctions/${auctionId}/force-end`, admin, {
      reason: 'Listing withdrawn by staff',
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({
      outcome: 'sold',
      hammer_price_cents: 130_000,
      winner: { dealer_id: two.profileId, company_name: 'Two Traders Ltd' },
      fee_cents: feeFor(130_000),
      unsold_reason: null,
    });
    const contact = await call('GET', `/api/seller/auctions/${auctionId}/contact`, owner);
    expect(contact.json()).toMatchObject({ company_name: 'Two Traders Ltd' });
    expect(await types(one, 'auction.won')).toEqual([]);
    expect(await types(two, 'auction.won')).toHaveLength(1);
    const won = await call('GET', '/api/dealer/auctions?scope=won', one);
    expect(won.json()).toMatchObject({ items: [] });
  });

  it('the same when the scheduler ends the auction on time', async () => {
    const { auctionId, one, two } = await suspendedMaximumStory();
    await endOnTime(auctionId);
    expect(await staffView(auctionId)).toMatchObject({
      status: 'ended',
      outcome: 'sold',
      hammer_price_cents: 130_000,
      winner: { dealer_id: two.profileId },
      fee_cents: feeFor(130_000),
    });
    expect(await types(one, 'auction.won')).toEqual([]);
  });

  it('stays void after a reinstatement: the dealer bids afresh, and only the new maximum bids', async () => {
    const { auctionId } = await live();
    const one = await activeDealer(t.app, admin);
    const two = await activeDealer(t.app, admin);
    await placed(one, auctionId, { amount_cents: 120_000, max_amount_cents: 500_000 });
    const led = await placed(two, auctionId, { amount_cents: 130_000 });
    expect(led.auction).toMatchObject({ current_price_cents: 135_000, is_leading: false });
    await suspend(one);
    await reinstate(one);
    // Dealer 1 still leads at its last step; its maximum is void, so it shows none.
    const mine = await call('GET', '/api/dealer/auctions?scope=bidding', one);
    expect(mine.json()).toMatchObject({
      items: [
        { id: auctionId, is_leading: true, current_price_cents: 135_000, my_max_bid_cents: null },
      ],
    });
    // Dealer 2 takes the lead at its own amount: the old 5,000.00 does not answer.
    const taken = await placed(two, auctionId, { amount_cents: 140_000 });
    expect(taken.auction).toMatchObject({ current_price_cents: 140_000, is_leading: true });
    // Reinstated, dealer 1 is active again: it hears that it was outbid.
    expect(await types(one, 'bid.outbid')).toHaveLength(1);
    // It bids afresh with a new maximum, which answers the next rival bid as any maximum does.
    const fresh = await placed(one, auctionId, {
      amount_cents: 145_000,
      max_amount_cents: 300_000,
    });
    expect(fresh.auction).toMatchObject({ is_leading: true, my_max_bid_cents: 300_000 });
    const answered = await placed(two, auctionId, { amount_cents: 200_000 });
    expect(answered.auction).toMatchObject({ current_price_cents: 205_000, is_leading: false });
    expect((await history(auctionId)).slice(-2)).toEqual([
      [two.profileId, 200_000, false],
      [one.profileId, 205_000, true],
    ]);
  });

  it('a reinstated leader with a void maximum may raise it only above the price it leads at', async () => {
    const { auctionId } = await live();
    const one = await activeDealer(t.app, admin);
    await placed(one, auctionId, { amount_cents: 150_000, max_amount_cents: 500_000 });
    await suspend(one);
    await reinstate(one);
    const same = await place(one, auctionId, { amount_cents: 150_000 });
    expect(same.statusCode).toBe(409);
    expect(errorOf(same).code).toBe('already_leading');
    const raised = await placed(
      one,
      auctionId,
      { amount_cents: 150_000, max_amount_cents: 160_000 },
      200,
    );
    expect(raised.auction).toMatchObject({
      current_price_cents: 150_000,
      my_max_bid_cents: 160_000,
    });
  });
});

describe('an auction that ends while its leader is suspended', () => {
  /** Dealer 1 leads at 1,350.00 on its maximum over dealer 2's 1,300.00, then is suspended. */
  async function suspendedLeader(fields: Record<string, unknown> = noReserve) {
    const { auctionId, listingId, owner } = await live(fields);
    const one = await activeDealer(t.app, admin, 'One Motors Ltd');
    const two = await activeDealer(t.app, admin, 'Two Traders Ltd');
    await placed(one, auctionId, { amount_cents: 120_000, max_amount_cents: 500_000 });
    await placed(two, auctionId, { amount_cents: 130_000 });
    await suspend(one);
    return { auctionId, listingId, owner, one, two };
  }

  it('shows staff the suspended leader while live; the public price and leader do not change', async () => {
    const { auctionId } = await suspendedLeader();
    expect(await staffView(auctionId)).toMatchObject({
      status: 'live',
      current_price_cents: 135_000,
      leader_suspended: true,
    });
    const active = await call('GET', '/api/admin/auctions/active?limit=100', admin);
    const item = active
      .json<{ items: { id: string; leader_suspended?: boolean }[] }>()
      .items.find((i) => i.id === auctionId);
    expect(item?.leader_suspended).toBe(true);
    const open = await call('GET', `/api/auctions/${auctionId}`);
    expect(open.json()).toMatchObject({
      current_price_cents: 135_000,
      min_next_bid_cents: 140_000,
    });
    expect(open.json()).not.toHaveProperty('leader_suspended');
  });

  it('ends unsold: no winner, fee, contact or auction.won; the seller may accept the next eligible bid', async () => {
    const { auctionId, listingId, owner, one, two } = await suspendedLeader();
    await endOnTime(auctionId);
    const view = await call('GET', `/api/seller/auctions/${auctionId}`, owner);
    expect(view.json()).toMatchObject({
      status: 'ended',
      outcome: 'reserve_not_met',
      current_price_cents: 135_000,
      hammer_price_cents: null,
      winner: null,
      fee_cents: null,
      fee_status: null,
      unsold_reason: 'leader_suspended',
      offer_cents: 130_000,
      leader_suspended: true,
    });
    const contact = await call('GET', `/api/seller/auctions/${auctionId}/contact`, owner);
    expect(contact.statusCode).toBe(409);
    expect(await types(one, 'auction.won')).toEqual([]);
    expect((await call('GET', `/api/listings/${listingId}`)).json()).toMatchObject({
      status: 'unsold',
    });
    const [told] = await types(owner, 'auction.ended');
    expect(told).toMatchObject({
      title: '“Vintage Leica M3 camera” ended unsold',
      data: { outcome: 'reserve_not_met', unsold_reason: 'leader_suspended', offer_cents: 130_000 },
    });
    expect(told?.body).toContain('suspended');
    expect(told?.body).toContain('$1,300.00');
    const [audit] = await auditOf(t.db, 'auction.ended', auctionId);
    expect(audit?.data).toMatchObject({
      unsold_reason: 'leader_suspended',
      winner_dealer_id: null,
    });

    // Reinstating dealer 1 now changes nothing: the auction ended while it was suspended.
    await reinstate(one);
    const accepted = await call(
      'POST',
      `/api/seller/auctions/${auctionId}/accept-highest-bid`,
      owner,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      outcome: 'sold',
      current_price_cents: 135_000,
      hammer_price_cents: 130_000,
      winner: { dealer_id: two.profileId, company_name: 'Two Traders Ltd' },
      fee_cents: feeFor(130_000),
      fee_status: 'outstanding',
    });
    expect(
      (await call('GET', `/api/seller/auctions/${auctionId}/contact`, owner)).json(),
    ).toMatchObject({ company_name: 'Two Traders Ltd' });
    expect(await types(two, 'auction.won')).toHaveLength(1);
    expect(await types(one, 'auction.won')).toEqual([]);
    // The public price never falls: the sale at the lower bid is the seller's choice.
    expect((await call('GET', `/api/auctions/${auctionId}`)).json()).toMatchObject({
      outcome: 'sold',
      current_price_cents: 135_000,
    });
  });

  it('a force end settles the same way, below or above the reserve', async () => {
    const { auctionId, one } = await suspendedLeader(completeListing);
    const ended = await call('POST', `/api/admin/auctions/${auctionId}/force-end`, admin, {
      reason: 'Dealer under investigation',
    });
    expect(ended.json()).toMatchObject({
      outcome: 'reserve_not_met',
      winner: null,
      fee_cents: null,
      unsold_reason: 'leader_suspended',
      offer_cents: 130_000,
    });
    expect(await types(one, 'auction.won')).toEqual([]);
  });

  it('offers nothing when only the suspended dealer bid, and refuses a bid whose dealer is suspended since', async () => {
    const alone = await live();
    const one = await activeDealer(t.app, admin);
    await placed(one, alone.auctionId, { amount_cents: 150_000 });
    await suspend(one);
    await endOnTime(alone.auctionId);
    expect(await staffView(alone.auctionId)).toMatchObject({
      outcome: 'reserve_not_met',
      unsold_reason: 'leader_suspended',
      offer_cents: null,
    });
    const none = await call(
      'POST',
      `/api/seller/auctions/${alone.auctionId}/accept-highest-bid`,
      alone.owner,
    );
    expect(none.statusCode).toBe(409);
    expect(errorOf(none).code).toBe('invalid_state');

    // A normal end below the reserve, then the leader is suspended before the seller accepts.
    const below = await live(completeListing);
    const two = await activeDealer(t.app, admin);
    await placed(two, below.auctionId, { amount_cents: 150_000 });
    await endOnTime(below.auctionId);
    expect(await staffView(below.auctionId)).toMatchObject({
      outcome: 'reserve_not_met',
      unsold_reason: null,
      offer_cents: 150_000,
    });
    await suspend(two);
    const refused = await call(
      'POST',
      `/api/seller/auctions/${below.auctionId}/accept-highest-bid`,
      below.owner,
    );
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toContain('suspended');
    expect(await types(two, 'auction.won')).toEqual([]);
  });
});

describe('an auction awaiting scheduling is not revealed to dealers (issue 14 item 15)', () => {
  it('answers a bid, a watch and the dealer listing view with the public read’s 404', async () => {
    const { auctionId, listingId } = await approvedAuction(t.app, admin);
    const a = await activeDealer(t.app, admin);
    const read = await call('GET', `/api/auctions/${auctionId}`);
    expect(read.statusCode).toBe(404);
    const res = await place(a, auctionId, { amount_cents: 120_000 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(read.json());
    const watch = await t.app.inject({
      method: 'PUT',
      url: `/api/dealer/watchlist/${auctionId}`,
      headers: a.headers,
    });
    expect(watch.statusCode).toBe(404);
    expect(watch.json()).toEqual(read.json());
    const view = await call('GET', `/api/dealer/listings/${listingId}`, a);
    expect(view.statusCode).toBe(404);
    expect(errorOf(view).code).toBe('not_found');
    expect(await history(auctionId)).toEqual([]);
  });
});

describe('the money limit stays reachable (issue 14 item 15)', () => {
  const LIMIT = MONEY_MAX_CENTS;

  it('a maximum of 10,000,000.00 does not freeze the auction below the limit', async () => {
    const { auctionId } = await live();
    const one = await activeDealer(t.app, admin);
    const two = await activeDealer(t.app, admin);
    await placed(one, auctionId, { amount_cents: 120_000, max_amount_cents: LIMIT });
    const near = await placed(two, auctionId, { amount_cents: LIMIT - 30_000 });
    // One's maximum answers at 9,999,995.00; the next minimum is the limit itself, not above it.
    expect(near.auction).toMatchObject({
      current_price_cents: LIMIT - 5_000,
      min_next_bid_cents: LIMIT,
      is_leading: false,
    });
    const top = await placed(two, auctionId, { amount_cents: LIMIT });
    // A tie of maximums at the limit: the earlier one leads there.
    expect(top.auction).toMatchObject({ current_price_cents: LIMIT, is_leading: false });
    const after = await place(two, auctionId, { amount_cents: LIMIT });
    expect(after.statusCode).toBe(409);
    expect(errorOf(after)).toMatchObject({
      code: 'bid_too_low',
      message:
        'The price has reached the highest amount a bid may have, so no higher bid is possible.',
    });
  });

  it('an own bid just below the limit leaves the limit open to the next dealer', async () => {
    const { auctionId } = await live();
    const one = await activeDealer(t.app, admin);
    const two = await activeDealer(t.app, admin);
    const first = await placed(one, auctionId, { amount_cents: LIMIT - 10_000 });
    expect(first.auction).toMatchObject({ min_next_bid_cents: LIMIT });
    const top = await placed(two, auctionId, { amount_cents: LIMIT });
    expect(top.auction).toMatchObject({ current_price_cents: LIMIT, is_leading: true });
  });
});

// PostgreSQL only: a bid that waits for the auction's lock while its dealer is suspended. The
// locking read joined the dealer as it was before the wait; the bid must still be refused.
describe.skipIf(inject('testDb') !== 'postgres')(
  'a suspension committed while a first bid waits',
  () => {
    it('refuses the bid: 403 dealer_not_active, nothing stored', async () => {
      const { auctionId } = await live();
      const newcomer = await activeDealer(t.app, admin);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked: () => void = () => undefined;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const holder = t.db.transaction(async (tx) => {
        await tx.execute(sql`select id from auctions where id = ${auctionId} for update`);
        locked();
        await held;
      });
      await lockTaken;
      const bid = place(newcomer, auctionId, { amount_cents: 200_000 });
      // The bid is waiting for the lock once PostgreSQL shows a backend waiting on it. The story
      // is about that wait: without it the test proves nothing, so it fails rather than go on.
      await vi.waitFor(
        async () => {
          const waiting = await t.db.read((ex) =>
            ex.execute(
              sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
            ),
          );
          expect((waiting as { rows: { n: number }[] }).rows[0]?.n ?? 0).toBeGreaterThan(0);
        },
        { timeout: 15_000, interval: 25 },
      );
      await suspend(newcomer);
      release();
      await holder;
      const res = await bid;
      expect(res.statusCode, res.body).toBe(403);
      expect(errorOf(res).code).toBe('dealer_not_active');
      expect(await history(auctionId)).toEqual([]);
    });
  },
);

describe('the void-maximum rule read two ways (issue 36)', () => {
  // The bid reads maxima through `bid_lock` and judges them with `isValidMax`; the dealer's
  // lists judge them in SQL with `validMax`. Both must say the same in every dealer state.
  it('agrees between validMax (SQL) and the bid’s lock read (isValidMax) as a dealer is suspended, reinstated and bids again', async () => {
    const { auctionId } = await live();
    const one = await activeDealer(t.app, admin, 'Rule Motors Ltd');
    const judged = async () => {
      const sqlSays = await t.db.read((ex) =>
        bidRepo.validMaximaOf(ex, one.profileId, [auctionId]),
      );
      const lockSays = await t.db.transaction(async (tx) => {
        const done: unknown = await tx.execute(sql.raw(bidRepo.lockStatement(auctionId, one.id)));
        return bidRepo.lockedOf((done as { rows: unknown[] }).rows);
      });
      const mine = lockSays.bidders.find((b) => b.dealerId === one.profileId);
      expect(lockSays.dealer?.id).toBe(one.profileId);
      expect(mine?.valid).toBe(sqlSays.has(auctionId));
      return mine?.valid;
    };
    await placed(one, auctionId, { amount_cents: 120_000, max_amount_cents: 300_000 });
    expect(await judged()).toBe(true);
    await suspend(one);
    expect(await judged()).toBe(false);
    await reinstate(one);
    expect(await judged()).toBe(false);
    // A new maximum counts the suspension it has seen: it bids again.
    await placed(one, auctionId, { amount_cents: 130_000, max_amount_cents: 400_000 }, 200);
    expect(await judged()).toBe(true);
  });
});
