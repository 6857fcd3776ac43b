import { ACCEPT_OFFER_WINDOW_SECONDS } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeDealer, approvedAuction, staff, type Actor } from '../../../test/actors.js';
import {
  auctionRow,
  bid,
  caller,
  createLifecycleApp,
  schedule,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';
import { notificationsOf as storedNotificationsOf, outboxOf } from '../../../test/mail-fixtures.js';

// SPEC §13.1: each offer of the negotiation below the reserve is told to the other side
// (`offer.received`), and its answer to the side that made it (`offer.accepted`,
// `offer.declined`); once each, after the act commits (ADR 041). A refused act tells nobody.

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

/** A user's notifications once the subscribers ran: the test app has no job workers. */
const notificationsOf = async (...args: Parameters<typeof storedNotificationsOf>) => {
  await t.app.jobs.drain();
  return storedNotificationsOf(...args);
};

const OFFER_TYPES = ['offer.received', 'offer.accepted', 'offer.declined'] as const;

/** A user's negotiation notices, oldest first, as type and who made the offer. */
const offerNoticesOf = async (who: { id: string }) =>
  (await notificationsOf(t.db, who.id))
    .filter((n) => (OFFER_TYPES as readonly string[]).includes(n.type))
    .map((n) => `${n.type} by ${String(n.data.by)} ${String(n.data.amount_cents)}`);

/** An auction (reserve 1,800.00) the buyer bid 1,500.00 on, ended below its reserve. */
async function belowReserve() {
  const made = await approvedAuction(t.app, admin);
  await schedule(t.app, t.clock, admin, made.auctionId, 0, 600);
  await bid(t.app, buyer, made.auctionId, 150_000);
  t.clock.advance(600);
  await t.runDue();
  return made;
}

type Side = 'seller' | 'dealer';
const base = (side: Side, id: string) => `/api/${side}/auctions/${id}`;
interface Shape {
  offers: { id: string; by: Side; amount_cents: number; status: string }[];
}

/** Makes an offer (201), a second apart from the act before, and answers the new offer's id. */
async function offer(side: Side, who: Actor, auctionId: string, amount: number) {
  t.clock.advance(1000);
  const res = await call('POST', `${base(side, auctionId)}/offers`, who, { amount_cents: amount });
  expect(res.statusCode, res.body).toBe(201);
  const last = res.json<Shape>().offers.at(-1);
  if (!last) throw new Error('no offer');
  return last.id;
}

async function answer(side: Side, who: Actor, auctionId: string, offerId: string, verb: string) {
  t.clock.advance(1000);
  return call('POST', `${base(side, auctionId)}/offers/${offerId}/${verb}`, who);
}

describe('negotiation notices', () => {
  it('tells each offer to the other side and each answer to its maker, once each', async () => {
    const { auctionId, listingId, owner } = await belowReserve();
    const ended = await auctionRow(t.db, auctionId);
    const expiresAt = new Date(
      (ended.endedAt?.getTime() ?? 0) + ACCEPT_OFFER_WINDOW_SECONDS * 1000,
    ).toISOString();

    const first = await offer('dealer', buyer, auctionId, 160_000);
    const [received] = await notificationsOf(t.db, owner.id, 'offer.received');
    expect(received).toMatchObject({
      title: 'The highest bidder offers $1,600.00 for “Vintage Leica M3 camera”',
      body: expect.stringMatching(
        /^You can accept it, decline it or make a counter-offer before the negotiation closes at /,
      ) as string,
      link: `/seller/outcomes/${auctionId}`,
      data: {
        auction_id: auctionId,
        listing_id: listingId,
        listing_title: 'Vintage Leica M3 camera',
        currency: 'USD',
        offer_id: first,
        by: 'dealer',
        amount_cents: 160_000,
        expires_at: expiresAt,
      },
    });
    expect(await offerNoticesOf(buyer)).toEqual([]);

    // The seller counters: the dealer is told on its listing page; the countered offer tells nobody.
    const counter = await offer('seller', owner, auctionId, 175_000);
    expect(await notificationsOf(t.db, buyer.id, 'offer.received')).toEqual([
      expect.objectContaining({
        title: 'The seller offers “Vintage Leica M3 camera” for $1,750.00',
        link: `/dealer/listings/${listingId}`,
        data: expect.objectContaining({ offer_id: counter, by: 'seller' }) as unknown,
      }),
    ]);

    // The dealer declines it: the seller is told; a second answer is refused and tells nobody.
    const declined = await answer('dealer', buyer, auctionId, counter, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await answer('dealer', buyer, auctionId, counter, 'decline')).statusCode).toBe(409);
    expect((await answer('seller', owner, auctionId, counter, 'accept')).statusCode).toBe(404);
    expect(await notificationsOf(t.db, owner.id, 'offer.declined')).toEqual([
      expect.objectContaining({
        title: 'The highest bidder declined your offer for “Vintage Leica M3 camera”',
        body:
          'Your offer of $1,750.00 was declined. You can make another offer or accept the ' +
          'highest bid while the negotiation is open.',
        link: `/seller/outcomes/${auctionId}`,
        data: expect.objectContaining({
          offer_id: counter,
          by: 'seller',
          amount_cents: 175_000,
        }) as unknown,
      }),
    ]);

    // The dealer offers again; the seller accepts: the dealer is told, and that it won.
    const second = await offer('dealer', buyer, auctionId, 170_000);
    const accepted = await answer('seller', owner, auctionId, second, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await answer('seller', owner, auctionId, second, 'accept')).statusCode).toBe(409);
    expect(await notificationsOf(t.db, buyer.id, 'offer.accepted')).toEqual([
      expect.objectContaining({
        title: 'The seller accepted your offer for “Vintage Leica M3 camera”',
        body: expect.stringMatching(/^You bought it for \$1,700\.00\./) as string,
        link: `/dealer/listings/${listingId}`,
      }),
    ]);
    const wins = await notificationsOf(t.db, buyer.id, 'auction.won');
    expect(wins.filter((n) => n.data.auction_id === auctionId)).toEqual([
      expect.objectContaining({
        body: expect.stringMatching(
          /^You bought it for \$1,700\.00, the price agreed with the seller\./,
        ) as string,
        data: expect.objectContaining({
          hammer_price_cents: 170_000,
          accepted_below_reserve: true,
          offer_id: second,
        }) as unknown,
      }),
    ]);

    expect(await offerNoticesOf(owner)).toEqual([
      'offer.received by dealer 160000',
      'offer.declined by seller 175000',
      'offer.received by dealer 170000',
    ]);
    expect(await offerNoticesOf(buyer)).toEqual([
      'offer.received by seller 175000',
      'offer.accepted by dealer 170000',
    ]);
    // Each with its email.
    const emails = await outboxOf(t.db, owner.id);
    expect(emails.filter((e) => e.type.startsWith('offer.')).map((e) => e.type)).toEqual([
      'offer.received',
      'offer.declined',
      'offer.received',
    ]);
  });

  it('tells the seller when the dealer accepts its offer, and the dealer that it bought', async () => {
    const { auctionId, owner } = await belowReserve();
    const asked = await offer('seller', owner, auctionId, 180_000);
    const res = await answer('dealer', buyer, auctionId, asked, 'accept');
    expect(res.statusCode, res.body).toBe(200);
    const [told] = await notificationsOf(t.db, owner.id, 'offer.accepted');
    expect(told).toMatchObject({
      title: 'The highest bidder accepted your offer for “Vintage Leica M3 camera”',
      body: "It is sold for $1,800.00. The buyer's contact details are on the outcome page.",
      link: `/seller/outcomes/${auctionId}`,
      data: { offer_id: asked, by: 'seller', amount_cents: 180_000, auction_id: auctionId },
    });
    // The dealer accepted: it is not told of its own act, only that it won.
    expect(
      (await notificationsOf(t.db, buyer.id, 'offer.accepted')).filter(
        (n) => n.data.auction_id === auctionId,
      ),
    ).toEqual([]);
    const won = (await notificationsOf(t.db, buyer.id, 'auction.won')).filter(
      (n) => n.data.auction_id === auctionId,
    );
    expect(won.map((n) => n.body)).toEqual([
      expect.stringMatching(/^You bought it for \$1,800\.00, the price agreed with the seller\./),
    ]);
  });
});
