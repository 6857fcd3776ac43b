import { maskVin, type ConditionReport } from '@gavel/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activeDealer,
  approvedAuction,
  seller,
  submitSellerKyc,
  useActor,
  type Actor,
} from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { client } from '../../../test/http.js';
import { schedule } from '../../../test/lifecycle-fixtures.js';
import { VALID_VIN, vehicleSpecifics, vehicleWithReport } from '../../../test/vehicle-fixtures.js';

// The public cache on: the auction detail is served through it, masked like any other answer.
const t = useTestApp({ PUBLIC_CACHE_MS: '1000', ACCESS_TOKEN_TTL_SECONDS: '86400' });
const admin = useActor(t, 'ADMIN');
const req = client(t);

const MASKED = maskVin(VALID_VIN);

interface Item {
  id: string;
  specifics: Record<string, unknown>;
  condition_report: ConditionReport | null;
}

/** A vehicle through review and scheduling: live, with a report whose damage has a photo. */
const world = {} as {
  owner: Actor;
  dealer: Actor;
  listingId: string;
  auctionId: string;
  photoId: string;
  legacy: { listingId: string; auctionId: string };
};

beforeAll(async () => {
  const owner = await seller(t.app);
  await submitSellerKyc(t.app, owner, admin);
  const { id, photoIds } = await vehicleWithReport(t.app, owner);
  const submitted = await req(owner, 'POST', `/api/seller/listings/${id}/submit`);
  if (submitted.statusCode !== 200) throw new Error(submitted.body);
  const approved = await req(admin, 'POST', `/api/admin/listings/${id}/approve`);
  if (approved.statusCode !== 200) throw new Error(approved.body);
  const auction = await req(owner, 'GET', `/api/seller/listings/${id}/auction`);
  if (auction.statusCode !== 200) throw new Error(auction.body);
  const auctionId = auction.json<{ id: string }>().id;
  await schedule(t.app, t.clock, admin, auctionId);
  await t.app.services.auctionScheduler.runDue(t.clock.now());
  // An item listed before specifics existed: none, no report; its auction runs.
  const legacy = await approvedAuction(t.app, admin);
  await schedule(t.app, t.clock, admin, legacy.auctionId);
  await t.app.services.auctionScheduler.runDue(t.clock.now());
  Object.assign(world, {
    owner,
    dealer: await activeDealer(t.app, admin),
    listingId: id,
    auctionId,
    photoId: photoIds[0],
    legacy,
  });
});

describe('reads of specifics and the condition report', () => {
  it('public listing reads mask the VIN and carry the report with public photo links', async () => {
    for (const url of [`/api/listings/${world.listingId}`]) {
      const res = await req(undefined, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(VALID_VIN);
      const item = res.json<Item>();
      expect(item.specifics).toEqual({ ...vehicleSpecifics, vin: MASKED });
      expect(MASKED).toBe('1M8GDM9AXKP******');
      expect(item.condition_report?.damages[1]).toMatchObject({
        photo_id: world.photoId,
        thumbnail_url: `/api/photos/${world.photoId}/thumbnail`,
      });
    }
    const list = await req(undefined, 'GET', '/api/listings?category=vehicles');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(VALID_VIN);
    const mine = list.json<{ items: Item[] }>().items.find((i) => i.id === world.listingId);
    expect(mine?.specifics.vin).toBe(MASKED);
    expect(mine?.condition_report?.grade).toBe(3);
  });

  it('the public auction detail (cached or not) and by-listing carry masked specifics and the report', async () => {
    for (const url of [
      `/api/auctions/${world.auctionId}`,
      `/api/auctions/${world.auctionId}`,
      `/api/auctions/by-listing/${world.listingId}`,
    ]) {
      const res = await req(undefined, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(VALID_VIN);
      expect(res.json()).toMatchObject({
        id: world.auctionId,
        status: 'live',
        specifics: { ...vehicleSpecifics, vin: MASKED },
        condition_report: { grade: 3, points: 7 },
      });
    }
    // The lists and the bid answers keep their lean shape: no specifics there.
    const list = await req(undefined, 'GET', '/api/auctions?status=live');
    const item = list
      .json<{ items: Record<string, unknown>[] }>()
      .items.find((i) => i.id === world.auctionId);
    expect(item).toBeDefined();
    expect(item).not.toHaveProperty('specifics');
    expect(item).not.toHaveProperty('condition_report');
    const dealerList = await req(world.dealer, 'GET', '/api/dealer/auctions?scope=live');
    expect(dealerList.statusCode, dealerList.body).toBe(200);
    expect(dealerList.body).not.toContain('"specifics"');
  });

  it('the seller, staff and a signed-in dealer see the VIN whole', async () => {
    const own = await req(world.owner, 'GET', `/api/seller/listings/${world.listingId}`);
    expect(own.json<Item>().specifics.vin).toBe(VALID_VIN);
    const ownList = await req(world.owner, 'GET', '/api/seller/listings');
    expect(ownList.json<{ items: Item[] }>().items[0]).toMatchObject({
      specifics: { vin: VALID_VIN },
      condition_report: { grade: 3 },
    });
    const staff = await req(admin, 'GET', `/api/admin/listings/${world.listingId}`);
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json()).toMatchObject({
      specifics: { vin: VALID_VIN },
      condition_report: { points: 7 },
    });
    const dealer = await req(world.dealer, 'GET', `/api/dealer/listings/${world.listingId}`);
    expect(dealer.statusCode, dealer.body).toBe(200);
    expect(dealer.json()).toMatchObject({
      specifics: { vin: VALID_VIN },
      condition_report: { grade: 3 },
      auction: { id: world.auctionId },
    });
  });

  it("the seller's and staff's auction detail reads carry the whole VIN and the report", async () => {
    for (const [actor, url] of [
      [admin, `/api/admin/auctions/${world.auctionId}`],
      [world.owner, `/api/seller/auctions/${world.auctionId}`],
      [world.owner, `/api/seller/listings/${world.listingId}/auction`],
    ] as const) {
      const res = await req(actor, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: world.auctionId,
        specifics: { ...vehicleSpecifics, vin: VALID_VIN },
        condition_report: { grade: 3, points: 7 },
      });
      expect(res.json()).toHaveProperty('fee_status');
      expect(res.json<Item>().condition_report?.damages[1]).toMatchObject({
        photo_id: world.photoId,
        thumbnail_url: `/api/photos/${world.photoId}/thumbnail`,
      });
    }
    // Another seller's auction stays hidden.
    const other = await seller(t.app);
    const denied = await req(other, 'GET', `/api/seller/auctions/${world.auctionId}`);
    expect(denied.statusCode).toBe(404);
    // A legacy item: none, no report. Staff lists keep their lean shape.
    const legacy = await req(admin, 'GET', `/api/admin/auctions/${world.legacy.auctionId}`);
    expect(legacy.json()).toMatchObject({ specifics: {}, condition_report: null });
    const live = await req(admin, 'GET', '/api/admin/auctions/active');
    expect(live.statusCode, live.body).toBe(200);
    expect(live.body).not.toContain('"specifics"');
  });

  it('a listing made before specifics reads with none and no report, and its auction takes bids', async () => {
    const { listingId, auctionId } = world.legacy;
    const detail = await req(undefined, 'GET', `/api/auctions/${auctionId}`);
    expect(detail.json()).toMatchObject({ specifics: {}, condition_report: null });
    const listing = await req(undefined, 'GET', `/api/listings/${listingId}`);
    expect(listing.json()).toMatchObject({ specifics: {}, condition_report: null });
    const bid = await req(world.dealer, 'POST', `/api/dealer/auctions/${auctionId}/bids`, {
      amount_cents: 120_000,
    });
    expect(bid.statusCode, bid.body).toBe(201);
  });

  it('nothing public carries the whole VIN: the sitemap neither', async () => {
    const sitemap = await req(undefined, 'GET', '/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(world.listingId);
    expect(sitemap.body).not.toContain(VALID_VIN);
  });
});
