import { randomUUID } from 'node:crypto';
import { SCHEDULE_START_MAX_DAYS } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedAuction, dealer, seller, staff, type Actor } from '../../../test/actors.js';
import {
  auctionRow,
  auditOf,
  caller,
  createLifecycleApp,
  errorOf,
  fieldPaths,
  schedule,
  times,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';

let t: LifecycleApp;
let admin: Actor;
beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app);
});
afterAll(() => t.close());

const call = caller(() => t.app);
const scheduleCall = (id: string, body: unknown, who: Actor = admin) =>
  call('POST', `/api/admin/auctions/${id}/schedule`, who, body);

interface StaffAuctionBody {
  id: string;
  status: string;
  start_at: string | null;
  end_at: string | null;
  reserve_price_cents: number | null;
  listing: { title: string | null };
}
interface PageBody {
  items: StaffAuctionBody[];
  next_cursor: string | null;
}

/** Every item of a staff list, following cursors with the given page size. */
async function all(path: string, limit: number): Promise<StaffAuctionBody[]> {
  const items: StaffAuctionBody[] = [];
  let cursor: string | null = null;
  do {
    const query = `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await call('GET', `/api/admin/auctions/${path}?${query}`, admin);
    expect(res.statusCode).toBe(200);
    const page = res.json<PageBody>();
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

describe('access', () => {
  it('answers 401 without a token and 403 to sellers and dealers', async () => {
    const { auctionId } = await approvedAuction(t.app, admin);
    const s = await seller(t.app);
    const d = await dealer(t.app);
    const routes: ['GET' | 'POST', string, unknown][] = [
      ['GET', '/api/admin/auctions/schedulable', undefined],
      ['GET', '/api/admin/auctions/active', undefined],
      ['GET', `/api/admin/auctions/${auctionId}`, undefined],
      ['POST', `/api/admin/auctions/${auctionId}/schedule`, times(t.clock, 60, 600)],
      ['POST', `/api/admin/auctions/${auctionId}/force-end`, { reason: 'x' }],
      ['POST', `/api/admin/auctions/${auctionId}/mark-fee-collected`, {}],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect(errorOf(await call(method, url, s, body)).code).toBe('forbidden');
      expect((await call(method, url, d, body)).statusCode).toBe(403);
    }
  });

  it('lets OPS schedule as well as ADMIN', async () => {
    const ops = await staff(t.app, 'OPS');
    const { auctionId } = await approvedAuction(t.app, admin);
    const res = await scheduleCall(auctionId, times(t.clock, 300, 3600), ops);
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffAuctionBody>().status).toBe('scheduled');
  });
});

describe('GET /api/admin/auctions/schedulable and /active', () => {
  it('lists pending auctions oldest first, then moves a scheduled one to the active list', async () => {
    const first = await approvedAuction(t.app, admin);
    t.clock.advance(1);
    const second = await approvedAuction(t.app, admin);
    const pending = await all('schedulable', 1);
    const ids = pending.map((a) => a.id);
    expect(ids.indexOf(first.auctionId)).toBeLessThan(ids.indexOf(second.auctionId));
    expect(ids.indexOf(first.auctionId)).toBeGreaterThanOrEqual(0);
    expect(pending.every((a) => a.status === 'pending')).toBe(true);
    // The staff shape: with the reserve.
    expect(pending.find((a) => a.id === first.auctionId)).toMatchObject({
      reserve_price_cents: 180_000,
      start_at: null,
      listing: { title: 'Vintage Leica M3 camera' },
    });

    await schedule(t.app, t.clock, admin, second.auctionId, 600, 7200);
    await schedule(t.app, t.clock, admin, first.auctionId, 600, 3600);
    expect((await all('schedulable', 100)).map((a) => a.id)).not.toContain(second.auctionId);
    const active = (await all('active', 1)).map((a) => a.id);
    // Soonest end first: `first` ends an hour before `second`.
    expect(active.indexOf(first.auctionId)).toBeGreaterThanOrEqual(0);
    expect(active.indexOf(first.auctionId)).toBeLessThan(active.indexOf(second.auctionId));
  });

  it('refuses unknown query parameters, bad limits and bad cursors (422)', async () => {
    for (const query of ['status=live', 'limit=0', 'limit=101', 'cursor=nope']) {
      const res = await call('GET', `/api/admin/auctions/schedulable?${query}`, admin);
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).code).toBe('validation_error');
    }
  });
});

describe('POST /api/admin/auctions/{id}/schedule', () => {
  it('schedules a pending auction, puts the listing in auction and audits it', async () => {
    const { auctionId, listingId, owner } = await approvedAuction(t.app, admin);
    const body = times(t.clock, 3600, 86_400);
    const res = await scheduleCall(auctionId, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: auctionId,
      status: 'scheduled',
      start_at: body.start_at,
      end_at: body.end_at,
      reserve_price_cents: 180_000,
      winner: null,
      fee_status: null,
    });
    const listing = await call('GET', `/api/seller/listings/${listingId}`, owner);
    expect(listing.json()).toMatchObject({ status: 'in_auction' });
    const [event] = await auditOf(t.db, 'auction.scheduled', auctionId);
    expect(event).toMatchObject({ actorId: admin.id, subjectType: 'auction' });
    expect(event?.data).toMatchObject({ ...body, rescheduled: false });
  });

  it('reschedules a scheduled auction before it starts, not after', async () => {
    const { auctionId } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 600, 3600);
    const moved = times(t.clock, 1200, 7200);
    const res = await scheduleCall(auctionId, moved);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'scheduled', ...moved });
    expect((await auditOf(t.db, 'auction.scheduled', auctionId)).length).toBe(2);

    // Its start has passed (the scheduler has not run yet): too late to move it.
    t.clock.advance(1200);
    const late = await scheduleCall(auctionId, times(t.clock, 600, 3600));
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('invalid_state');
    await t.runDue();
    expect((await scheduleCall(auctionId, times(t.clock, 600, 3600))).statusCode).toBe(409);
  });

  it('starts at once (live) when the start is now or up to a minute ago, kept as sent', async () => {
    const { auctionId } = await approvedAuction(t.app, admin);
    const body = times(t.clock, -59, 600);
    const res = await scheduleCall(auctionId, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'live', start_at: body.start_at });
    expect((await auditOf(t.db, 'auction.started', auctionId)).length).toBe(1);
    // A live auction cannot be scheduled again.
    const again = await scheduleCall(auctionId, times(t.clock, 60, 600));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('invalid_state');
  });

  it('refuses bad times with 422 on start_at or end_at, changing nothing', async () => {
    const { auctionId } = await approvedAuction(t.app, admin);
    const { minDurationSeconds: min, maxDurationSeconds: max } = t.app.config.auction;
    const cases: [unknown, string][] = [
      [times(t.clock, -61, 600), 'start_at'],
      [times(t.clock, 60, min - 1), 'end_at'],
      [times(t.clock, 60, max + 1), 'end_at'],
      [times(t.clock, 60, 0), 'end_at'],
      [times(t.clock, 60, -600), 'end_at'],
      [{ start_at: times(t.clock, 60, 600).start_at }, 'end_at'],
      [{ ...times(t.clock, 60, 600), start_at: 'tomorrow' }, 'start_at'],
      // Year 9999, and the first second past a year ahead.
      [{ start_at: '9999-01-01T00:00:00.000Z', end_at: '9999-01-02T00:00:00.000Z' }, 'start_at'],
      [times(t.clock, SCHEDULE_START_MAX_DAYS * 86_400 + 1, 600), 'start_at'],
    ];
    for (const [body, path] of cases) {
      const res = await scheduleCall(auctionId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorOf(res).code).toBe('validation_error');
      expect(fieldPaths(res)).toContain(path);
    }
    const extra = await scheduleCall(auctionId, { ...times(t.clock, 60, 600), status: 'live' });
    expect(extra.statusCode).toBe(422);
    expect((await scheduleCall(auctionId, undefined)).statusCode).toBe(422);
    // The bounds themselves are allowed.
    expect((await scheduleCall(auctionId, times(t.clock, 60, min))).statusCode).toBe(200);
    expect((await scheduleCall(auctionId, times(t.clock, 60, max))).statusCode).toBe(200);
    const yearAhead = times(t.clock, SCHEDULE_START_MAX_DAYS * 86_400, 600);
    expect((await scheduleCall(auctionId, yearAhead)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown auction and 422 for a malformed id', async () => {
    const missing = await scheduleCall(randomUUID(), times(t.clock, 60, 600));
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('not_found');
    expect((await scheduleCall('not-a-uuid', times(t.clock, 60, 600))).statusCode).toBe(422);
  });

  it('refuses an ended auction (409 invalid_state)', async () => {
    const { auctionId } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 600);
    t.clock.advance(600);
    await t.runDue();
    expect((await auctionRow(t.db, auctionId)).status).toBe('ended');
    const res = await scheduleCall(auctionId, times(t.clock, 60, 600));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('invalid_state');
  });
});
