import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeDealer,
  approvedAuction,
  dealer,
  seller,
  staff,
  type Actor,
} from '../../../test/actors.js';
import {
  bid,
  caller,
  createLifecycleApp,
  errorOf,
  schedule,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';

let t: LifecycleApp;
let admin: Actor;
let winner: Actor & { profileId: string };
let rival: Actor & { profileId: string };
beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app);
  winner = await activeDealer(t.app, admin);
  rival = await activeDealer(t.app, admin);
});
afterAll(() => t.close());

const call = caller(() => t.app);
const view = (who: Actor | undefined, listingId: string) =>
  call('GET', `/api/dealer/listings/${listingId}`, who);

interface DealerListingBody {
  id: string;
  status: string;
  reserve_met: boolean | null;
  auction: { id: string; is_leading: boolean; my_max_bid_cents: number | null } | null;
  seller_contact?: { name: string; phone: string; email: string };
}

describe('GET /api/dealer/listings/{id}', () => {
  it('answers 401 without a token, 403 to sellers and staff, 404 for non-public listings', async () => {
    const { listingId } = await approvedAuction(t.app, admin);
    expect((await view(undefined, listingId)).statusCode).toBe(401);
    expect(errorOf(await view(await seller(t.app), listingId)).code).toBe('forbidden');
    expect((await view(admin, listingId)).statusCode).toBe(403);
    // Approved and awaiting scheduling: not public yet.
    const hidden = await view(winner, listingId);
    expect(hidden.statusCode).toBe(404);
    expect(errorOf(hidden).code).toBe('not_found');
    expect((await view(winner, randomUUID())).statusCode).toBe(404);
    expect((await view(winner, 'nope')).statusCode).toBe(422);
  });

  it('shows the listing and its auction as this dealer sees it, never the reserve', async () => {
    const { auctionId, listingId } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 600);
    await bid(t.app, winner, auctionId, 120_000);

    const mine = await view(winner, listingId);
    expect(mine.statusCode).toBe(200);
    const body = mine.json<DealerListingBody>();
    expect(body).toMatchObject({
      id: listingId,
      status: 'in_auction',
      reserve_met: false,
      auction: {
        id: auctionId,
        status: 'live',
        current_price_cents: 120_000,
        is_leading: true,
        my_max_bid_cents: 120_000,
      },
    });
    expect(body).not.toHaveProperty('reserve_price_cents');
    expect(body).not.toHaveProperty('seller_contact');
    expect(body.auction).not.toHaveProperty('reserve_price_cents');

    expect((await view(rival, listingId)).json()).toMatchObject({
      auction: { is_leading: false, my_max_bid_cents: null },
    });
    // A dealer account without a profile sees the listing too.
    expect((await view(await dealer(t.app), listingId)).json()).toMatchObject({
      auction: { is_leading: false, my_max_bid_cents: null },
    });
  });

  it("gives the seller's contact to the winning dealer only", async () => {
    const { auctionId, listingId, owner } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 600);
    await bid(t.app, rival, auctionId, 150_000);
    await bid(t.app, winner, auctionId, 200_000);
    expect((await view(winner, listingId)).json()).not.toHaveProperty('seller_contact');
    t.clock.advance(600);
    await t.runDue();

    const won = (await view(winner, listingId)).json<DealerListingBody>();
    expect(won.status).toBe('sold');
    expect(won.seller_contact).toEqual({
      name: 'Sam Seller',
      phone: '+442079460958',
      email: owner.email,
    });
    const lost = (await view(rival, listingId)).json<DealerListingBody>();
    expect(lost.status).toBe('sold');
    expect(lost).not.toHaveProperty('seller_contact');
  });

  it('gives no contact after an unsold end, and the contact once the seller accepts the bid', async () => {
    const { auctionId, listingId, owner } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 600);
    await bid(t.app, winner, auctionId, 150_000);
    t.clock.advance(600);
    await t.runDue();
    expect((await view(winner, listingId)).json()).not.toHaveProperty('seller_contact');
    const accepted = await call(
      'POST',
      `/api/seller/auctions/${auctionId}/accept-highest-bid`,
      owner,
    );
    expect(accepted.statusCode).toBe(200);
    expect((await view(winner, listingId)).json<DealerListingBody>().seller_contact).toMatchObject({
      email: owner.email,
    });
  });
});
