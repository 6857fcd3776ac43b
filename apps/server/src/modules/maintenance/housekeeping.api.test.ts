import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, loginFailures, refreshTokens } from '../../db/schema.js';
import { activeDealer, approvedAuction, useActor } from '../../../test/actors.js';
import { register, useTestApp } from '../../../test/helpers.js';
import { schedule } from '../../../test/lifecycle-fixtures.js';

const t = useTestApp({ RATE_LIMIT: 'on', ACCESS_TOKEN_TTL_SECONDS: '2592000' });
const admin = useActor(t, 'ADMIN');

const rows = async (table: typeof loginFailures | typeof refreshTokens | typeof idempotencyKeys) =>
  (await t.db.read((db) => db.select({ n: count() }).from(table)))[0]?.n ?? 0;

describe('housekeeping', () => {
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
    expect(await t.app.services.housekeeping.run()).toEqual({
      loginFailures: 0,
      refreshTokens: 0,
      idempotencyKeys: 0,
    });

    t.clock.advance(8 * 24 * 3600);
    const removed = await t.app.services.housekeeping.run();
    expect(removed.loginFailures).toBe(2);
    expect(removed.idempotencyKeys).toBe(1);
    // The spent and the revoked tokens of this account went; the live one stays and still works.
    expect(removed.refreshTokens).toBeGreaterThanOrEqual(2);
    const mine = await t.db.read((db) =>
      db.select().from(refreshTokens).where(eq(refreshTokens.userId, account.session.user.id)),
    );
    expect(mine).toHaveLength(1);
    expect((await refresh(live.refresh_token)).statusCode).toBe(200);
    expect(await rows(loginFailures)).toBe(0);
    expect(await rows(idempotencyKeys)).toBe(0);
  });
});
