import { inArray } from 'drizzle-orm';
import { inject, afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activeDealer, approvedAuction, staff, type Actor } from '../../../test/actors.js';
import {
  auctionRow,
  auditOf,
  bid,
  createLifecycleApp,
  instanceOn,
  liveEventsOf,
  schedule,
  sharedPostgres,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';
import { auctions, auditEvents, listings } from '../../db/schema.js';
import { createAuctionScheduler } from './lifecycle/scheduler.js';

let t: LifecycleApp;
let admin: Actor;
beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app);
});
afterAll(() => t.close());

const listingStatus = async (id: string) =>
  (
    await t.db.read((ex) =>
      ex
        .select({ status: listings.status })
        .from(listings)
        .where(inArray(listings.id, [id])),
    )
  )[0]?.status;

describe('the scheduler', () => {
  it('starts a scheduled auction at start_at, once, with no traffic', async () => {
    const { auctionId } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 300, 600);
    t.clock.advance(299);
    await t.runDue();
    expect((await auctionRow(t.db, auctionId)).status).toBe('scheduled');
    t.clock.advance(1);
    expect((await t.runDue()).started).toBeGreaterThanOrEqual(1);
    expect((await auctionRow(t.db, auctionId)).status).toBe('live');
    await t.runDue();
    const started = await auditOf(t.db, 'auction.started', auctionId);
    expect(started).toHaveLength(1);
    expect(started[0]?.actorId).toBeNull();
  });

  it('ends a live auction at end_at with no traffic: no_bids, listing unsold, ended event', async () => {
    const { auctionId, listingId } = await approvedAuction(t.app, admin);
    const scheduled = await schedule(t.app, t.clock, admin, auctionId, 0, 600);
    expect(scheduled.status).toBe('live');
    t.clock.advance(599);
    await t.runDue();
    expect((await auctionRow(t.db, auctionId)).status).toBe('live');
    t.clock.advance(1);
    await t.runDue();
    const row = await auctionRow(t.db, auctionId);
    expect(row).toMatchObject({ status: 'ended', outcome: 'no_bids', winnerDealerId: null });
    expect(row.endedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(await listingStatus(listingId)).toBe('unsold');
    expect(await auditOf(t.db, 'auction.ended', auctionId)).toHaveLength(1);
    const [ended] = await liveEventsOf(t.db, auctionId, 'ended');
    expect(ended?.data).toMatchObject({ id: auctionId, status: 'ended', outcome: 'no_bids' });
    expect(ended?.data).not.toHaveProperty('reserve_price_cents');
  });

  it('does not end an auction whose end a late bid moved (anti-sniping)', async () => {
    const { auctionId } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 600);
    const d = await activeDealer(t.app, admin);
    t.clock.advance(590);
    const answer = await bid(t.app, d, auctionId, 120_000);
    const softClose = t.app.config.auction.softCloseSeconds;
    expect(new Date(answer.auction.end_at).getTime()).toBe(
      t.clock.now().getTime() + softClose * 1000,
    );
    t.clock.advance(10); // the original end
    await t.runDue();
    expect((await auctionRow(t.db, auctionId)).status).toBe('live');
    t.clock.advance(softClose - 10);
    await t.runDue();
    expect(await auctionRow(t.db, auctionId)).toMatchObject({
      status: 'ended',
      outcome: 'reserve_not_met',
    });
  });

  it('starts and ends in one run an auction whose whole window has passed', async () => {
    const { auctionId } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 60, 600);
    t.clock.advance(3600);
    const run = await t.runDue();
    expect(run.started).toBeGreaterThanOrEqual(1);
    expect(run.ended).toBeGreaterThanOrEqual(1);
    expect((await auctionRow(t.db, auctionId)).status).toBe('ended');
    expect(await auditOf(t.db, 'auction.started', auctionId)).toHaveLength(1);
    expect(await auditOf(t.db, 'auction.ended', auctionId)).toHaveLength(1);
  });

  it('makes each transition exactly once when several schedulers run at the same time', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const { auctionId } = await approvedAuction(t.app, admin);
      await schedule(t.app, t.clock, admin, auctionId, 60, 600);
      ids.push(auctionId);
    }
    const schedulers = [1, 2, 3].map((batchSize) =>
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
    t.clock.advance(60);
    const starts = await Promise.all(schedulers.map((s) => s.runDue(t.clock.now())));
    expect(starts.reduce((n, r) => n + r.started, 0)).toBe(6);
    t.clock.advance(600);
    const ends = await Promise.all(schedulers.map((s) => s.runDue(t.clock.now())));
    expect(ends.reduce((n, r) => n + r.ended, 0)).toBe(6);
    for (const id of ids) {
      expect(await auditOf(t.db, 'auction.started', id)).toHaveLength(1);
      expect(await auditOf(t.db, 'auction.ended', id)).toHaveLength(1);
      expect(await liveEventsOf(t.db, id, 'ended')).toHaveLength(1);
    }
  });
  it('settles once when a force-end races the scheduler', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const { auctionId } = await approvedAuction(t.app, admin);
      await schedule(t.app, t.clock, admin, auctionId, 0, 600);
      ids.push(auctionId);
    }
    t.clock.advance(600);
    const [forced, run] = await Promise.all([
      Promise.all(
        ids.map((id) =>
          t.app.inject({
            method: 'POST',
            url: `/api/admin/auctions/${id}/force-end`,
            headers: admin.headers,
            payload: { reason: 'Race' },
          }),
        ),
      ),
      t.runDue(),
    ]);
    const won = forced.filter((r) => r.statusCode === 200).length;
    expect(forced.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(won + run.ended).toBeGreaterThanOrEqual(4);
    for (const id of ids) {
      expect(await auditOf(t.db, 'auction.ended', id)).toHaveLength(1);
      expect(await liveEventsOf(t.db, id, 'ended')).toHaveLength(1);
    }
  });
});

describe('the timer', () => {
  it('runs transitions by itself, on the injected clock, and stops with the app', async () => {
    const timed = await createLifecycleApp({ auctionTickMs: 20 });
    try {
      const boss = await staff(timed.app);
      const { auctionId } = await approvedAuction(timed.app, boss);
      await schedule(timed.app, timed.clock, boss, auctionId, 60, 600);
      timed.clock.advance(60);
      // Ten times SPEC §8's "within 2 s": this runs beside fuzz shards on a busy runner, where a
      // late timer says nothing about the scheduler. In production the lag is measured by
      // gavel_auction_transition_lag_seconds; `npm run bench` does not measure it.
      const transitionCeiling = { timeout: 20_000, interval: 20 };
      await vi.waitFor(
        async () => expect((await auctionRow(timed.db, auctionId)).status).toBe('live'),
        transitionCeiling,
      );
      timed.clock.advance(600);
      await vi.waitFor(
        async () => expect((await auctionRow(timed.db, auctionId)).status).toBe('ended'),
        transitionCeiling,
      );
    } finally {
      await timed.close();
    }
  });
});

describe.runIf(inject('testDb') === 'postgres')('several API instances on one database', () => {
  it('settles each due auction exactly once', async () => {
    const shared = await sharedPostgres();
    const one = await instanceOn(shared.url, t.clock);
    const two = await instanceOn(shared.url, t.clock);
    try {
      const boss = await staff(one.app);
      const buyers = [
        await activeDealer(one.app, boss),
        await activeDealer(two.app, boss),
      ] as const;
      const ids: string[] = [];
      for (let i = 0; i < 8; i++) {
        const { auctionId } = await approvedAuction(i % 2 ? two.app : one.app, boss);
        await schedule(one.app, t.clock, boss, auctionId, 60, 600);
        ids.push(auctionId);
      }
      t.clock.advance(60);
      const now = t.clock.now();
      const schedulers = [one, two].flatMap(({ app }) => [
        app.services.auctionScheduler,
        createAuctionScheduler({
          db: app.db,
          invoicing: app.config.invoicing,
          clock: t.clock,
          links: app.fileLinks,
          log: app.log,
          notifier: app.services.notifier,
          batchSize: 2,
        }),
      ]);
      const starts = await Promise.all(schedulers.map((s) => s.runDue(now)));
      expect(starts.reduce((n, r) => n + r.started, 0)).toBe(8);
      // Some auctions get bids so that settlement has work to do.
      for (const [i, id] of ids.entries()) {
        if (i % 3 === 0) await bid(two.app, buyers[i % 2 ? 1 : 0], id, 200_000);
      }
      t.clock.advance(600);
      const later = t.clock.now();
      const ends = await Promise.all(schedulers.map((s) => s.runDue(later)));
      expect(ends.reduce((n, r) => n + r.ended, 0)).toBe(8);

      const events = await one.app.db.read((ex) =>
        ex.select().from(auditEvents).where(inArray(auditEvents.subjectId, ids)),
      );
      for (const id of ids) {
        const of = (type: string) => events.filter((e) => e.subjectId === id && e.type === type);
        expect(of('auction.started'), id).toHaveLength(1);
        expect(of('auction.ended'), id).toHaveLength(1);
      }
      const rows = await one.app.db.read((ex) =>
        ex.select().from(auctions).where(inArray(auctions.id, ids)),
      );
      expect(rows.every((r) => r.status === 'ended')).toBe(true);
      expect(rows.filter((r) => r.outcome === 'sold')).toHaveLength(3);
    } finally {
      await one.close();
      await two.close();
      await shared.drop();
    }
  });
});
