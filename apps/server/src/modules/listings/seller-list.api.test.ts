import { ACCEPT_OFFER_WINDOW_SECONDS, type SellerListingItem } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import {
  activeDealer,
  approvedAuction,
  listingWithPhotos,
  useActor,
} from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { client } from '../../../test/http.js';

const t = useTestApp();
const admin = useActor(t, 'ADMIN');
const req = client(t);

describe("the seller's listing list carries each listing's latest auction", () => {
  it('null without an auction; the auction as it runs, in the same answer', async () => {
    const { auctionId, listingId, owner } = await approvedAuction(t.app, admin);
    const draft = await listingWithPhotos(t.app, owner);

    const mine = async () =>
      (await req(owner, 'GET', '/api/seller/listings')).json<{ items: SellerListingItem[] }>()
        .items;

    const before = await mine();
    expect(before.find((item) => item.id === draft.id)?.auction).toBeNull();
    expect(before.find((item) => item.id === listingId)?.auction).toEqual({
      id: auctionId,
      status: 'pending',
      start_at: null,
      end_at: null,
      current_price_cents: null,
      bid_count: 0,
      reserve_met: false,
      outcome: null,
      hammer_price_cents: null,
      ended_at: null,
      decide_by: null,
    });

    const start = new Date();
    const end = new Date(start.getTime() + 3_600_000);
    const scheduled = await req(admin, 'POST', `/api/admin/auctions/${auctionId}/schedule`, {
      start_at: start.toISOString(),
      end_at: end.toISOString(),
    });
    expect(scheduled.statusCode).toBe(200);
    await t.app.services.auctionScheduler.runDue(new Date(start.getTime() + 1_000));
    const bidder = await activeDealer(t.app, admin);
    const bid = await t.app.inject({
      method: 'POST',
      url: `/api/dealer/auctions/${auctionId}/bids`,
      headers: bidder.headers,
      payload: { amount_cents: 120_000 },
    });
    expect(bid.statusCode).toBe(201);

    const after = (await mine()).find((item) => item.id === listingId)?.auction;
    expect(after).toMatchObject({
      id: auctionId,
      end_at: end.toISOString(),
      current_price_cents: 120_000,
      bid_count: 1,
      reserve_met: false,
    });
    expect(after?.status).toBe('live');
    expect(after?.decide_by).toBeNull();

    // Below the reserve at the end: the answer says until when the seller may decide.
    const endedAt = new Date(end.getTime() + 1_000);
    await t.app.services.auctionScheduler.runDue(endedAt);
    const ended = (await mine()).find((item) => item.id === listingId)?.auction;
    expect(ended).toMatchObject({ status: 'ended', outcome: 'reserve_not_met' });
    expect(ended?.ended_at).not.toBeNull();
    expect(Date.parse(ended?.decide_by ?? '')).toBe(
      Date.parse(ended?.ended_at ?? '') + ACCEPT_OFFER_WINDOW_SECONDS * 1000,
    );
  });
});
