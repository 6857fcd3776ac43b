import { randomUUID } from 'node:crypto';
import type { RefreshResponse, TokenPair } from '@gavel/contract';
import type { Database, Executor } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { hashToken, newRefreshToken, type AccessTokens } from '../../lib/tokens.js';
import * as repo from './repository.js';

const invalidRefreshToken = () =>
  new AppError('invalid_refresh_token', 'Your session has expired. Please sign in again.');

export type Sessions = ReturnType<typeof createSessions>;

/**
 * Sessions (SPEC §3): an access JWT and a rotating refresh token per session; a family is every
 * token descended from one sign-in.
 */
export function createSessions(deps: {
  db: Database;
  clock: Clock;
  tokens: AccessTokens;
  refreshTokenTtlSeconds: number;
}) {
  const { db, clock, tokens } = deps;

  async function rotateInto(
    ex: Executor,
    user: repo.UserRow,
    familyId: string,
    parentId: string | null,
  ): Promise<TokenPair> {
    const now = clock.now();
    const refreshToken = newRefreshToken();
    await repo.insertRefreshToken(ex, {
      userId: user.id,
      familyId,
      parentId,
      tokenHash: hashToken(refreshToken),
      at: now,
      expiresAt: new Date(now.getTime() + deps.refreshTokenTtlSeconds * 1000),
    });
    return {
      access_token: await tokens.sign({ userId: user.id, roles: user.roles }),
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: tokens.ttlSeconds,
    };
  }

  /** Starts a new session (refresh-token family) inside `ex`'s transaction. */
  const start = (ex: Executor, user: repo.UserRow): Promise<TokenPair> =>
    rotateInto(ex, user, randomUUID(), null);

  type Outcome<T> = { ok: true; value: T } | { ok: false };

  /**
   * Locks the presented token and decides. A spent token means theft or a replay: the whole
   * family is revoked and that revocation is committed even though the request fails.
   */
  async function withLiveToken<T>(
    refreshToken: string,
    use: (tx: Executor, row: repo.RefreshTokenRow, now: Date) => Promise<T>,
  ): Promise<T> {
    const outcome = await db.transaction(async (tx): Promise<Outcome<T>> => {
      const now = clock.now();
      const row = await repo.lockRefreshToken(tx, hashToken(refreshToken));
      if (!row) return { ok: false };
      // Spent first: a spent token is a replay even after its own expiry, while its family
      // lives on (housekeeping keeps spent rows until the whole family is dead).
      if (row.usedAt) {
        await repo.revokeFamily(tx, row.familyId, now);
        return { ok: false };
      }
      if (row.revokedAt || row.expiresAt <= now) return { ok: false };
      return { ok: true, value: await use(tx, row, now) };
    });
    if (!outcome.ok) throw invalidRefreshToken();
    return outcome.value;
  }

  function refresh(refreshToken: string): Promise<RefreshResponse> {
    return withLiveToken(refreshToken, async (tx, row, now) => {
      const user = await repo.findUserById(tx, row.userId);
      if (!user) throw invalidRefreshToken();
      await repo.markRefreshTokenUsed(tx, row.id, now);
      return rotateInto(tx, user, row.familyId, row.id);
    });
  }

  async function logout(refreshToken: string): Promise<void> {
    await withLiveToken(refreshToken, (tx, row, now) => repo.revokeFamily(tx, row.familyId, now));
  }

  return { start, refresh, logout };
}
