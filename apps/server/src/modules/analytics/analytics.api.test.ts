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
import { errorCode, errorOf, fieldPaths } from '../../../test/http.js';
import {
  bid,
  caller,
  createLifecycleApp,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';

interface Day {
  date: string;
  gmv_cents: number;
  auctions_ended: number;
  auctions_sold: number;
}
interface Analytics {
  from: string;
  to: string;
  gmv_cents: number;
  auctions_ended: number;
  auctions_sold: number;
  sell_through_rate: number;
  avg_bids_per_auction: number;
  fees_outstanding_cents: number;
  fees_collected_cents: number;
  daily: Day[];
}

let t: LifecycleApp;
let admin: Actor;
let ops: Actor;
const call = caller(() => t.app);

/**
 * The story, on a ManualClock starting 2026-03-01 08:00 UTC. Every auction goes through review,
 * the staff schedule route, dealer bids and the scheduler's settlement at its end:
 *
 *   H  ends 03-01 23:00            sold    50,000 (no reserve)  1 bid   fee collected
 *   A  ends 03-02 10:00            sold   190,000              1 bid
 *   B  ends 03-02 10:00            sold   210,000              2 bids  fee collected
 *   C  ends 03-02 10:00            no bids
 *   (03-03: nothing ends)
 *   D  ends 03-04 23:59:59.999     reserve not met at 150,000   1 bid   accepted by its seller
 *                                  on 03-05: sold, still counted on 03-04, the day it ended
 *   E  ends 03-04 23:59:59.999     sold   600,000              2 bids
 *   F  ends 03-05 00:00:00.000     sold   300,000              1 bid
 *   G  live until 03-11, with a bid: not ended, never counted; P awaits scheduling
 */
const START = '2026-03-01T08:00:00.000Z';
const NOW = '2026-03-05T09:00:00.000Z';

/** An auction through review and the staff schedule route, live from now until `endAt`. */
async function liveUntil(endAt: string, fields: Record<string, unknown> = completeListing) {
  const made = await approvedAuction(t.app, admin, fields);
  const res = await call('POST', `/api/admin/auctions/${made.auctionId}/schedule`, admin, {
    start_at: t.clock.now().toISOString(),
    end_at: endAt,
  });
  if (res.statusCode !== 200) throw new Error(`schedule failed: ${res.body}`);
  return made;
}

/** The scheduler settles what is due at `iso`, as its timer would. */
async function runAt(iso: string) {
  t.clock.set(iso);
  await t.runDue();
}

beforeAll(async () => {
  t = await createLifecycleApp();
  t.clock.set(START);
  admin = await staff(t.app, 'ADMIN');
  ops = await staff(t.app, 'OPS');
  const alpha = await activeDealer(t.app, admin, 'Alpha Autos Ltd');
  const beta = await activeDealer(t.app, admin, 'Beta Motors Ltd');

  const h = await liveUntil('2026-03-01T23:00:00.000Z', {
    ...completeListing,
    starting_price_cents: 50_000,
    reserve_price_cents: null,
  });
  const a = await liveUntil('2026-03-02T10:00:00.000Z');
  const b = await liveUntil('2026-03-02T10:00:00.000Z');
  await liveUntil('2026-03-02T10:00:00.000Z');
  const d = await liveUntil('2026-03-04T23:59:59.999Z');
  const e = await liveUntil('2026-03-04T23:59:59.999Z');
  const f = await liveUntil('2026-03-05T00:00:00.000Z');
  const g = await liveUntil('2026-03-11T08:00:00.000Z');
  await approvedAuction(t.app, admin);
  await t.runDue();

  await bid(t.app, alpha, h.auctionId, 50_000);
  await bid(t.app, alpha, a.auctionId, 190_000);
  await bid(t.app, beta, b.auctionId, 200_000);
  await bid(t.app, alpha, b.auctionId, 210_000);
  await bid(t.app, alpha, d.auctionId, 150_000);
  await bid(t.app, alpha, e.auctionId, 550_000);
  await bid(t.app, beta, e.auctionId, 600_000);
  await bid(t.app, beta, f.auctionId, 300_000);
  await bid(t.app, beta, g.auctionId, 400_000);

  await runAt('2026-03-01T23:00:00.000Z');
  await runAt('2026-03-02T10:00:00.000Z');
  await runAt('2026-03-04T23:59:59.999Z');
  await runAt('2026-03-05T00:00:00.000Z');

  t.clock.set(NOW);
  const accepted = await call(
    'POST',
    `/api/seller/auctions/${d.auctionId}/accept-highest-bid`,
    d.owner,
  );
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  for (const id of [b.auctionId, h.auctionId]) {
    const res = await call('POST', `/api/admin/auctions/${id}/mark-fee-collected`, admin);
    if (res.statusCode !== 200) throw new Error(`collect failed: ${res.body}`);
  }
});
afterAll(() => t.close());

const report = async (query = '', who: Actor = admin): Promise<Analytics> => {
  const res = await call('GET', `/api/admin/analytics${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Analytics>();
};

const day = (date: string, gmv = 0, ended = 0, sold = 0): Day => ({
  date,
  gmv_cents: gmv,
  auctions_ended: ended,
  auctions_sold: sold,
});

describe('GET /api/admin/analytics', () => {
  it('counts auctions by the UTC day they ended: GMV, counts, rates, fees and every day', async () => {
    expect(await report('?from=2026-03-02&to=2026-03-05')).toEqual({
      from: '2026-03-02',
      to: '2026-03-05',
      currency: 'USD',
      gmv_cents: 190_000 + 210_000 + 150_000 + 600_000 + 300_000,
      auctions_ended: 6,
      auctions_sold: 5,
      sell_through_rate: 5 / 6,
      avg_bids_per_auction: 7 / 6,
      // A, D, E and F are owed; B is collected. H ended before the range.
      fees_outstanding_cents: feeFor(190_000) + feeFor(150_000) + feeFor(600_000) + feeFor(300_000),
      fees_collected_cents: feeFor(210_000),
      daily: [
        day('2026-03-02', 400_000, 3, 2),
        day('2026-03-03'),
        day('2026-03-04', 750_000, 2, 2),
        day('2026-03-05', 300_000, 1, 1),
      ],
    });
    expect(feeFor(600_000)).toBe(19_900);
  });

  it('answers one day, and a range where nothing ended with zeros', async () => {
    expect(await report('?from=2026-03-01&to=2026-03-01')).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
      currency: 'USD',
      gmv_cents: 50_000,
      auctions_ended: 1,
      auctions_sold: 1,
      sell_through_rate: 1,
      avg_bids_per_auction: 1,
      fees_outstanding_cents: 0,
      fees_collected_cents: feeFor(50_000),
      daily: [day('2026-03-01', 50_000, 1, 1)],
    });
    expect(await report('?from=2026-02-27&to=2026-02-28')).toEqual({
      from: '2026-02-27',
      to: '2026-02-28',
      currency: 'USD',
      gmv_cents: 0,
      auctions_ended: 0,
      auctions_sold: 0,
      sell_through_rate: 0,
      avg_bids_per_auction: 0,
      fees_outstanding_cents: 0,
      fees_collected_cents: 0,
      daily: [day('2026-02-27'), day('2026-02-28')],
    });
  });

  it('defaults to the last 30 days by the injected clock: today and the 29 before', async () => {
    const all = await report();
    expect(all).toMatchObject({
      from: '2026-02-04',
      to: '2026-03-05',
      gmv_cents: 1_500_000,
      auctions_ended: 7,
      auctions_sold: 6,
      sell_through_rate: 6 / 7,
      avg_bids_per_auction: 8 / 7,
      fees_collected_cents: feeFor(210_000) + feeFor(50_000),
    });
    expect(all.daily).toHaveLength(30);
    expect(all.daily[0]).toEqual(day('2026-02-04'));
    expect(all.daily.at(-1)).toEqual(day('2026-03-05', 300_000, 1, 1));
    expect(all.daily.map((d) => d.date)).toEqual(
      Array.from({ length: 30 }, (_, i) =>
        new Date(Date.UTC(2026, 1, 4 + i)).toISOString().slice(0, 10),
      ),
    );
    // OPS staff read it too; a late hour of the same UTC day changes nothing.
    t.clock.set('2026-03-05T23:59:59.000Z');
    expect(await report('', ops)).toEqual({ ...all });
    t.clock.set(NOW);

    // One end given: `to` alone takes the 30 days ending then, `from` alone runs to today.
    expect(await report('?to=2026-03-02')).toMatchObject({
      from: '2026-02-01',
      to: '2026-03-02',
      auctions_ended: 4,
    });
    expect(await report('?from=2026-03-04')).toMatchObject({
      from: '2026-03-04',
      to: '2026-03-05',
      auctions_ended: 3,
      daily: [day('2026-03-04', 750_000, 2, 2), day('2026-03-05', 300_000, 1, 1)],
    });
  });

  it('takes up to 366 days; a longer or reversed range is a 422', async () => {
    const leapYear = await report('?from=2024-01-01&to=2024-12-31');
    expect(leapYear.daily).toHaveLength(366);
    expect(leapYear.daily[59]).toEqual(day('2024-02-29'));

    for (const query of ['?from=2026-03-05&to=2026-03-04', '?from=2025-03-04&to=2026-03-05']) {
      const res = await call('GET', `/api/admin/analytics${query}`, admin);
      expect(res.statusCode, query).toBe(422);
      expect(errorCode(res)).toBe('validation_error');
      expect(fieldPaths(res)).toEqual(['from']);
    }
    // `from` alone after today is reversed too.
    expect((await call('GET', '/api/admin/analytics?from=2026-03-06', admin)).statusCode).toBe(422);
  });

  it('answers 422 for dates that are not real days and for unknown parameters', async () => {
    for (const [query, path] of [
      ['?from=2026-02-30', 'from'],
      ['?to=2026-3-1', 'to'],
      ['?from=yesterday', 'from'],
      ['?to=2026-03-05T00:00:00Z', 'to'],
      ['?from=1969-12-31', 'from'],
      ['?days=7', 'days'],
    ] as const) {
      const res = await call('GET', `/api/admin/analytics${query}`, admin);
      expect(res.statusCode, query).toBe(422);
      expect(errorOf(res).code).toBe('validation_error');
      expect(fieldPaths(res)).toEqual([path]);
    }
  });

  it('is for staff only: 401 without a token, 403 to sellers and dealers', async () => {
    expect(errorCode(await call('GET', '/api/admin/analytics'))).toBe('unauthenticated');
    for (const who of [await seller(t.app), await dealer(t.app)]) {
      const res = await call('GET', '/api/admin/analytics', who);
      expect(res.statusCode).toBe(403);
      expect(errorCode(res)).toBe('forbidden');
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await call('GET', '/api/openapi.json')).json<{
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    }>();
    const params = doc.paths['/api/admin/analytics']?.get?.parameters?.map((p) => p.name);
    expect(params?.sort()).toEqual(['from', 'to']);
  });
});
