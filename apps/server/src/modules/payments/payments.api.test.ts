import { feeFor } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeDealer,
  approvedAuction,
  completeListing,
  dealer,
  seller,
  staff,
  type Actor,
} from '../../../test/actors.js';
import { errorCode, fieldPaths } from '../../../test/http.js';
import {
  bid,
  caller,
  createLifecycleApp,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';

interface Payment {
  auction_id: string;
  listing_id: string;
  listing_title: string | null;
  dealer_id: string | null;
  dealer_company_name: string | null;
  hammer_price_cents: number;
  fee_cents: number;
  fee_status: 'outstanding' | 'collected';
  ended_at: string;
  fee_collected_at: string | null;
  fee_reference: string | null;
}
interface PaymentsPage {
  items: Payment[];
  next_cursor: string | null;
}

let t: LifecycleApp;
let admin: Actor;
let ops: Actor;
let alpha: Actor & { profileId: string };
let beta: Actor & { profileId: string };
const call = caller(() => t.app);

interface Sale {
  auctionId: string;
  listingId: string;
  title: string;
  endAt: string;
}
/** Sold at 19:00 ended first; two more sold auctions end together later (a tie on ended_at). */
let early: Sale;
let tied: Sale[];
let unsoldIds: string[];

/** An auction through review and the staff schedule route, live now, ending in `seconds`. */
async function liveAuction(title: string, seconds: number): Promise<Sale> {
  const made = await approvedAuction(t.app, admin, { ...completeListing, title });
  const now = t.clock.now().getTime();
  const endAt = new Date(now + seconds * 1000).toISOString();
  const res = await call('POST', `/api/admin/auctions/${made.auctionId}/schedule`, admin, {
    start_at: new Date(now).toISOString(),
    end_at: endAt,
  });
  if (res.statusCode !== 200) throw new Error(`schedule failed: ${res.body}`);
  return { auctionId: made.auctionId, listingId: made.listingId, title, endAt };
}

async function endAt(iso: string) {
  t.clock.set(iso);
  await t.runDue();
}

beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app, 'ADMIN');
  ops = await staff(t.app, 'OPS');
  alpha = await activeDealer(t.app, admin, 'Alpha Autos Ltd');
  beta = await activeDealer(t.app, admin, 'Beta Motors Ltd');

  early = await liveAuction('Leica M3 camera', 600);
  const second = await liveAuction('Rolex Submariner', 1200);
  const third = await liveAuction('Eames lounge chair', 1200);
  const noBids = await liveAuction('Nobody wanted this', 600);
  const belowReserve = await liveAuction('Too cheap', 1200);
  await t.runDue();
  await bid(t.app, alpha, early.auctionId, 190_000);
  await bid(t.app, beta, second.auctionId, 600_000);
  await bid(t.app, alpha, third.auctionId, 1_600_000);
  await bid(t.app, beta, belowReserve.auctionId, 150_000);
  await endAt(early.endAt);
  await endAt(second.endAt);
  tied = [second, third];
  unsoldIds = [noBids.auctionId, belowReserve.auctionId];
});
afterAll(() => t.close());

const list = async (query = '', who: Actor = admin): Promise<PaymentsPage> => {
  const res = await call('GET', `/api/admin/payments${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentsPage>();
};
const ids = (page: PaymentsPage) => page.items.map((p) => p.auction_id);

/** The newest end first; between auctions that ended together, the larger id first. */
const expectedOrder = () => [
  ...tied
    .map((s) => s.auctionId)
    .sort()
    .reverse(),
  early.auctionId,
];

/** Follows next_cursor from `query` (which sets limit) to the end: all auction ids in order. */
async function pageThrough(query: string, limit: number): Promise<string[]> {
  const all: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const page = await list(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.items.length).toBeLessThanOrEqual(limit);
    all.push(...ids(page));
    cursor = page.next_cursor;
    if (cursor === null) return all;
  }
  throw new Error('too many pages');
}

describe('GET /api/admin/payments', () => {
  it('lists every sold auction with its fee, newest end first, in exactly the SPEC shape', async () => {
    const page = await list();
    expect(ids(page)).toEqual(expectedOrder());
    expect(page.next_cursor).toBeNull();
    for (const id of unsoldIds) expect(ids(page)).not.toContain(id);

    const item = page.items.find((p) => p.auction_id === early.auctionId);
    expect(item).toEqual({
      auction_id: early.auctionId,
      listing_id: early.listingId,
      listing_title: 'Leica M3 camera',
      dealer_id: alpha.profileId,
      dealer_company_name: 'Alpha Autos Ltd',
      hammer_price_cents: 190_000,
      fee_cents: feeFor(190_000),
      fee_status: 'outstanding',
      ended_at: early.endAt,
      fee_collected_at: null,
      fee_reference: null,
      currency: 'USD',
    });
    expect(page.items.find((p) => p.auction_id === tied[1]?.auctionId)).toMatchObject({
      listing_title: 'Eames lounge chair',
      dealer_id: alpha.profileId,
      hammer_price_cents: 1_600_000,
      fee_cents: 29_900,
      ended_at: tied[1]?.endAt,
    });
    expect(page.items.find((p) => p.auction_id === tied[0]?.auctionId)).toMatchObject({
      dealer_id: beta.profileId,
      dealer_company_name: 'Beta Motors Ltd',
      fee_cents: 19_900,
    });
    // OPS staff read it too.
    expect(ids(await list('', ops))).toEqual(expectedOrder());
  });

  it('pages with limit and cursor without skipping or repeating, ties included', async () => {
    expect(await pageThrough('?limit=1', 1)).toEqual(expectedOrder());
    expect(await pageThrough('?limit=2', 2)).toEqual(expectedOrder());
    const first = await list('?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.next_cursor).toEqual(expect.any(String));
  });

  it('filters by fee_status; mark-fee-collected moves an item from outstanding to collected', async () => {
    expect(ids(await list('?fee_status=outstanding'))).toEqual(expectedOrder());
    expect(ids(await list('?fee_status=collected'))).toEqual([]);

    t.clock.advance(3600);
    const collected = await call(
      'POST',
      `/api/admin/auctions/${early.auctionId}/mark-fee-collected`,
      admin,
      { reference: 'BANK-2026-0007' },
    );
    expect(collected.statusCode).toBe(200);

    const outstanding = await list('?fee_status=outstanding');
    expect(ids(outstanding)).toEqual(expectedOrder().filter((id) => id !== early.auctionId));
    expect(outstanding.items.every((p) => p.fee_status === 'outstanding')).toBe(true);
    const done = await list('?fee_status=collected');
    expect(done.items).toEqual([
      expect.objectContaining({
        auction_id: early.auctionId,
        fee_status: 'collected',
        fee_collected_at: t.clock.now().toISOString(),
        fee_reference: 'BANK-2026-0007',
        ended_at: early.endAt,
      }),
    ]);
    expect(ids(await list())).toEqual(expectedOrder());
    expect(await pageThrough('?fee_status=outstanding&limit=1', 1)).toEqual(ids(outstanding));
  });

  it('answers 422 for unknown parameters, bad values and cursors it did not make', async () => {
    for (const [query, path] of [
      ['?status=sold', 'status'],
      ['?fee_status=paid', 'fee_status'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?cursor=not-a-cursor', 'cursor'],
      // A well-formed cursor of another list (sorted by a number, not a time).
      [
        `?cursor=${Buffer.from(JSON.stringify([5, early.auctionId])).toString('base64url')}`,
        'cursor',
      ],
    ] as const) {
      const res = await call('GET', `/api/admin/payments${query}`, admin);
      expect(res.statusCode, query).toBe(422);
      expect(errorCode(res)).toBe('validation_error');
      expect(fieldPaths(res)).toEqual([path]);
    }
  });

  it('is for staff only: 401 without a token, 403 to sellers and dealers', async () => {
    expect(errorCode(await call('GET', '/api/admin/payments'))).toBe('unauthenticated');
    for (const who of [await seller(t.app), await dealer(t.app), alpha]) {
      const res = await call('GET', '/api/admin/payments', who);
      expect(res.statusCode).toBe(403);
      expect(errorCode(res)).toBe('forbidden');
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await call('GET', '/api/openapi.json')).json<{
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    }>();
    const params = doc.paths['/api/admin/payments']?.get?.parameters?.map((p) => p.name);
    expect(params?.sort()).toEqual(['cursor', 'fee_status', 'limit']);
  });
});
