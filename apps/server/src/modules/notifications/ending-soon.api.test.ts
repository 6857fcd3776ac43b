import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatDateTimeUtc } from '@gavel/contract';
import type { Database } from '../../db/index.js';
import { activeDealer, approvedAuction, dealer, staff, type Actor } from '../../../test/actors.js';
import {
  caller,
  createLifecycleApp,
  instanceOn,
  schedule,
  sharedPostgres,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';
import { notificationsOf } from '../../../test/mail-fixtures.js';
import { createAuctionScheduler } from '../auctions/lifecycle/scheduler.js';

// `auction.ending_soon` (SPEC §5.7): once per watcher, when 15 minutes or less remain; at once
// for a dealer who starts watching a live auction with less left. Made by the scheduler's tick,
// exactly once however many schedulers run.

let t: LifecycleApp;
let admin: Actor;
const call = caller(() => t.app);
beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app);
});
afterAll(() => t.close());

const watch = async (app: LifecycleApp['app'], who: Actor, auctionId: string) => {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/dealer/watchlist/${auctionId}`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(204);
};
const remindersOf = async (db: Database, who: Actor, auctionId?: string) =>
  (await notificationsOf(db, who.id, 'auction.ending_soon')).filter(
    (n) => auctionId === undefined || n.data.auction_id === auctionId,
  );

describe('the scheduler', () => {
  it('reminds each watcher once when 15 minutes remain', async () => {
    const [a, b, c] = [
      await activeDealer(t.app, admin),
      await activeDealer(t.app, admin),
      await activeDealer(t.app, admin),
    ];
    const { auctionId, listingId } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 3600);
    await watch(t.app, a, auctionId);
    await watch(t.app, b, auctionId);
    // A bid so the reminder has a price to tell.
    const bid = await call('POST', `/api/dealer/auctions/${auctionId}/bids`, c, {
      amount_cents: 125_000,
    });
    expect(bid.statusCode).toBe(201);

    t.clock.advance(44 * 60 + 59);
    expect((await t.runDue()).reminded).toBe(0);
    t.clock.advance(1);
    expect((await t.runDue()).reminded).toBe(2);
    expect((await t.runDue()).reminded).toBe(0);
    t.clock.advance(5 * 60);
    expect((await t.runDue()).reminded).toBe(0);

    const end = new Date(t.clock.now().getTime() + 10 * 60_000).toISOString();
    for (const who of [a, b]) {
      expect(await remindersOf(t.db, who)).toEqual([
        expect.objectContaining({
          title: '“Vintage Leica M3 camera” ends soon',
          body: `The auction you are watching ends in 15 minutes, at ${formatDateTimeUtc(end)}. The current price is $1,250.00.`,
          link: `/dealer/listings/${listingId}`,
          data: {
            auction_id: auctionId,
            listing_id: listingId,
            listing_title: 'Vintage Leica M3 camera',
            currency: 'USD',
            end_at: end,
            current_price_cents: 125_000,
          },
        }),
      ]);
    }
    // The bidder does not watch it: no reminder.
    expect(await remindersOf(t.db, c)).toEqual([]);
    // Bids later do not remind anyone again, nor does the end.
    t.clock.advance(10 * 60);
    expect(await t.runDue()).toMatchObject({ ended: 1, reminded: 0 });
    expect(await remindersOf(t.db, a)).toHaveLength(1);
  });

  it('reminds watchers of a short auction as it goes live, once', async () => {
    const a = await activeDealer(t.app, admin);
    const { auctionId } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 60, 600);
    await watch(t.app, a, auctionId);
    expect(await remindersOf(t.db, a, auctionId)).toEqual([]);
    t.clock.advance(60);
    expect(await t.runDue()).toMatchObject({ started: 1, reminded: 1 });
    expect((await remindersOf(t.db, a, auctionId))[0]?.body).toMatch(/ends in 10 minutes/);
    t.clock.advance(60);
    expect((await t.runDue()).reminded).toBe(0);
  });

  it('does not remind about an auction not yet live, nor one that ended', async () => {
    const a = await activeDealer(t.app, admin);
    const later = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, later.auctionId, 3600, 600);
    const over = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, over.auctionId, 0, 600);
    t.clock.advance(600);
    await t.runDue();
    await watch(t.app, a, later.auctionId);
    await watch(t.app, a, over.auctionId);
    expect((await t.runDue()).reminded).toBe(0);
    expect(await remindersOf(t.db, a)).toEqual([]);
  });
});

describe('a new watcher', () => {
  it('is reminded at once when less than 15 minutes remain, and only once', async () => {
    const a = await activeDealer(t.app, admin);
    const { auctionId } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 3600);
    t.clock.advance(50 * 60);
    await watch(t.app, a, auctionId);
    const [reminder] = await remindersOf(t.db, a, auctionId);
    expect(reminder?.body).toBe(
      `The auction you are watching ends in 10 minutes, at ${formatDateTimeUtc(
        new Date(t.clock.now().getTime() + 600_000).toISOString(),
      )}. No bids yet.`,
    );
    // Watching again, stopping and starting again, and the scheduler: nothing more.
    await watch(t.app, a, auctionId);
    const unwatch = await t.app.inject({
      method: 'DELETE',
      url: `/api/dealer/watchlist/${auctionId}`,
      headers: a.headers,
    });
    expect(unwatch.statusCode).toBe(204);
    await watch(t.app, a, auctionId);
    await t.runDue();
    expect(await remindersOf(t.db, a, auctionId)).toHaveLength(1);
  });

  it('is not reminded at once with more than 15 minutes to go, nor without a dealer profile', async () => {
    const a = await activeDealer(t.app, admin);
    const { auctionId } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 3600);
    t.clock.advance(44 * 60);
    await watch(t.app, a, auctionId);
    expect(await remindersOf(t.db, a, auctionId)).toEqual([]);
    const newcomer = await dealer(t.app);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/dealer/watchlist/${auctionId}`,
      headers: newcomer.headers,
    });
    expect(refused.statusCode).toBe(409);
    t.clock.advance(60);
    expect((await t.runDue()).reminded).toBeGreaterThanOrEqual(1);
    expect(await remindersOf(t.db, a, auctionId)).toHaveLength(1);
    expect(await notificationsOf(t.db, newcomer.id)).toEqual([]);
  });
});

/** Several auctions each watched by every dealer, all due a reminder at the same moment. */
async function dueReminders(app: LifecycleApp['app'], boss: Actor, dealers: Actor[]) {
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const { auctionId } = await approvedAuction(app, boss);
    await schedule(app, t.clock, boss, auctionId, 0, 3600);
    for (const d of dealers) await watch(app, d, auctionId);
    ids.push(auctionId);
  }
  return ids;
}

describe('several schedulers at once', () => {
  it('remind each watcher of each auction exactly once', async () => {
    const dealers = [
      await activeDealer(t.app, admin),
      await activeDealer(t.app, admin),
      await activeDealer(t.app, admin),
      await activeDealer(t.app, admin),
    ];
    const ids = await dueReminders(t.app, admin, dealers);
    const schedulers = [1, 2, 5].map((batchSize) =>
      createAuctionScheduler({
        db: t.db,
        invoicing: t.app.config.invoicing,
        clock: t.clock,
        links: t.app.fileLinks,
        log: t.app.log,
        notifier: t.app.services.notifier,
        batchSize,
      }),
    );
    t.clock.advance(45 * 60);
    const runs = await Promise.all(schedulers.map((s) => s.runDue(t.clock.now())));
    expect(runs.reduce((n, r) => n + r.reminded, 0)).toBe(12);
    for (const d of dealers) {
      for (const id of ids) expect(await remindersOf(t.db, d, id), id).toHaveLength(1);
    }
  });

  it.runIf(inject('testDb') === 'postgres')(
    'on two API instances sharing one PostgreSQL database, too',
    async () => {
      const shared = await sharedPostgres();
      const one = await instanceOn(shared.url, t.clock);
      const two = await instanceOn(shared.url, t.clock);
      try {
        const boss = await staff(one.app);
        const dealers = [
          await activeDealer(one.app, boss),
          await activeDealer(two.app, boss),
          await activeDealer(one.app, boss),
        ];
        const ids = await dueReminders(two.app, boss, dealers);
        t.clock.advance(45 * 60);
        const now = t.clock.now();
        // Both instances' schedulers tick at the same moment, twice each.
        const runs = await Promise.all(
          [one, two, one, two].map(({ app }) => app.services.auctionScheduler.runDue(now)),
        );
        expect(runs.reduce((n, r) => n + r.reminded, 0)).toBe(9);
        for (const d of dealers) {
          for (const id of ids) expect(await remindersOf(one.app.db, d, id), id).toHaveLength(1);
        }
      } finally {
        await one.close();
        await two.close();
        await shared.drop();
      }
    },
  );
});
