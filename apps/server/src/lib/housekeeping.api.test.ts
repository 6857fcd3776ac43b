import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, idempotencyKeys, loginFailures, refreshTokens } from '../db/schema.js';
import { activeDealer, approvedAuction, useActor } from '../../test/actors.js';
import { freshDatabase, register, testConfig, useTestApp } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { ManualClock } from './clock.js';
import { AUCTIONS_PRUNE_QUEUE } from '../modules/auctions/index.js';
import { AUTH_PRUNE_QUEUE } from '../modules/auth/index.js';
import { LIMITS_PRUNE_QUEUE } from './limits/pruning.js';
import { NOTIFICATIONS_PRUNE_QUEUE } from '../modules/notifications/index.js';
import { SAVED_SEARCHES_PRUNE_QUEUE } from '../modules/saved-searches/index.js';
import { schedule } from '../../test/lifecycle-fixtures.js';

const t = useTestApp({ RATE_LIMIT: 'on', ACCESS_TOKEN_TTL_SECONDS: '2592000' });
const admin = useActor(t, 'ADMIN');

const rows = async (
  table:
    typeof loginFailures | typeof refreshTokens | typeof idempotencyKeys | typeof accountTokens,
) => (await t.db.read((db) => db.select({ n: count() }).from(table)))[0]?.n ?? 0;

describe('housekeeping', () => {
  it('is each area’s own hourly job, once per cluster, run by hand all together', async () => {
    const { db, drop } = await freshDatabase();
    const app = await buildApp(testConfig(), {
      db,
      clock: new ManualClock(),
      auctionTickMs: 0,
      uploadSweepIntervalMs: 0,
      clockCheckIntervalMs: 0,
      jobWorkers: false,
    });
    try {
      const queues = [
        LIMITS_PRUNE_QUEUE,
        NOTIFICATIONS_PRUNE_QUEUE,
        AUTH_PRUNE_QUEUE,
        AUCTIONS_PRUNE_QUEUE,
        SAVED_SEARCHES_PRUNE_QUEUE,
      ];
      expect(app.housekeeping.queues).toEqual(queues);
      // Each a cron job of its own queue (a singleton: one instance at a time).
      for (const queue of queues) expect(app.jobs.names).toContain(queue);
      await app.jobs.send(AUTH_PRUNE_QUEUE, {});
      expect(await app.jobs.runReady(AUTH_PRUNE_QUEUE)).toBe(1);
    } finally {
      await app.close();
      await drop();
    }
    // A test app declares no cron job, but runs every area's pruning by hand.
    for (const queue of [AUTH_PRUNE_QUEUE, NOTIFICATIONS_PRUNE_QUEUE]) {
      expect(t.app.jobs.names).not.toContain(queue);
    }
    expect(t.app.housekeeping.queues).toHaveLength(5);
  });

  it('removes old failed logins, dead refresh tokens and day-old idempotency keys, keeping live ones', async () => {
    const account = await register(t.app);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password },
      });
    await login('Wrong-password-1');
    await login('Wrong-password-2');
    // A session that is rotated (one spent token, one live) and one that is logged out.
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });
    const live = (await refresh(account.session.refresh_token)).json<{ refresh_token: string }>();
    const other = (await login(account.password)).json<{ refresh_token: string }>();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: other.refresh_token },
    });
    // An idempotent bid.
    const dealer = await activeDealer(t.app, admin);
    const { auctionId } = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auctionId, 0, 14 * 24 * 3600);
    const bid = await t.app.inject({
      method: 'POST',
      url: `/api/dealer/auctions/${auctionId}/bids`,
      headers: { ...dealer.headers, 'idempotency-key': 'once' },
      payload: { amount_cents: 120_000 },
    });
    expect(bid.statusCode).toBe(201);

    // Right away nothing is old enough.
    // The sign-ups' confirmation emails go out, making their links.
    await t.app.services.emailWorker.runDue();
    expect(await t.app.housekeeping.run()).toEqual({
      loginFailures: 0,
      refreshTokens: 0,
      idempotencyKeys: 0,
      accountTokens: 0,
      accountEmails: 0,
      rateLimitCounters: 0,
      streamLeases: 0,
      savedSearchMatches: 0,
      savedSearchDigests: 0,
    });

    t.clock.advance(8 * 24 * 3600);
    const removed = await t.app.housekeeping.run();
    expect(removed.loginFailures).toBe(2);
    expect(removed.idempotencyKeys).toBe(1);
    // The confirmation link (7 days) expired, and the handled emails are over a day old.
    expect(removed.accountTokens).toBeGreaterThanOrEqual(1);
    expect(removed.accountEmails).toBeGreaterThanOrEqual(removed.accountTokens ?? 0);
    expect(await rows(accountTokens)).toBe(0);
    // The logged-out session went; the rotated one stays whole (its spent token too, so a
    // replay is still recognised), and its live token still works.
    expect(removed.refreshTokens).toBeGreaterThanOrEqual(1);
    const mine = await t.db.read((db) =>
      db.select().from(refreshTokens).where(eq(refreshTokens.userId, account.session.user.id)),
    );
    expect(mine).toHaveLength(2);
    expect(mine.filter((r) => r.usedAt)).toHaveLength(1);
    expect((await refresh(live.refresh_token)).statusCode).toBe(200);
    expect(await rows(loginFailures)).toBe(0);
    expect(await rows(idempotencyKeys)).toBe(0);
  });

  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token: token } });
  const familyRows = (userId: string) =>
    t.db.read((db) => db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId)));
  const DAY = 24 * 3600;

  it('keeps a spent token while its family lives: a replay after 8 days and housekeeping still revokes the family', async () => {
    // Security review, issue 14 item 14: spent tokens were deleted a week after use, so a
    // thief's later replay got a plain 401 and the family lived on.
    const account = await register(t.app);
    const current = (await refresh(account.session.refresh_token)).json<{
      refresh_token: string;
    }>();
    t.clock.advance(8 * DAY);
    await t.app.housekeeping.run();

    const replay = await refresh(account.session.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: { code: 'invalid_refresh_token' } });
    // The legitimate holder's current token died with it.
    expect((await refresh(current.refresh_token)).statusCode).toBe(401);
  });

  it('recognises a spent token after its own expiry while the family was kept alive by rotation', async () => {
    const account = await register(t.app);
    const second = (await refresh(account.session.refresh_token)).json<{ refresh_token: string }>();
    t.clock.advance(20 * DAY);
    const third = (await refresh(second.refresh_token)).json<{ refresh_token: string }>();
    // Day 35: the first token expired on day 30, the family's newest lives until day 50.
    t.clock.advance(15 * DAY);
    await t.app.housekeeping.run();
    expect(await familyRows(account.session.user.id)).toHaveLength(3);

    expect((await refresh(account.session.refresh_token)).statusCode).toBe(401);
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
  });

  it('removes a family once none of its tokens can be used: expired, or revoked over a week ago', async () => {
    const idle = await register(t.app);
    await refresh(idle.session.refresh_token);
    const loggedOut = await register(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: loggedOut.session.refresh_token },
    });
    expect(logout.statusCode).toBe(204);

    t.clock.advance(6 * DAY);
    await t.app.housekeeping.run();
    // Revoked 6 days ago: kept for investigations.
    expect(await familyRows(loggedOut.session.user.id)).toHaveLength(1);
    t.clock.advance(2 * DAY);
    await t.app.housekeeping.run();
    expect(await familyRows(loggedOut.session.user.id)).toHaveLength(0);
    // The idle family is whole until its newest token expires (30 days), then goes entirely.
    expect(await familyRows(idle.session.user.id)).toHaveLength(2);
    t.clock.advance(23 * DAY);
    await t.app.housekeeping.run();
    expect(await familyRows(idle.session.user.id)).toHaveLength(0);
  });
});
