import { and, count, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Role } from '@gavel/contract';
import type { Executor, Tx } from '../../db/index.js';
import { loginFailures, refreshTokens, users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function findUserByEmail(ex: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(ex: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await ex.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(
  ex: Executor,
  user: { email: string; name: string; passwordHash: string; roles: Role[]; at: Date },
): Promise<UserRow> {
  const [row] = await ex
    .insert(users)
    .values({
      email: user.email,
      name: user.name,
      passwordHash: user.passwordHash,
      roles: user.roles,
      createdAt: user.at,
      updatedAt: user.at,
    })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function insertRefreshToken(
  ex: Executor,
  token: {
    userId: string;
    familyId: string;
    parentId: string | null;
    tokenHash: string;
    at: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await ex.insert(refreshTokens).values({
    userId: token.userId,
    familyId: token.familyId,
    parentId: token.parentId,
    tokenHash: token.tokenHash,
    createdAt: token.at,
    expiresAt: token.expiresAt,
  });
}

/** Loads a refresh token and locks its row until the transaction ends. */
export async function lockRefreshToken(
  ex: Executor,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await ex
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row;
}

export async function markRefreshTokenUsed(ex: Executor, id: string, at: Date): Promise<void> {
  await ex.update(refreshTokens).set({ usedAt: at }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(ex: Executor, familyId: string, at: Date): Promise<void> {
  await ex
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Advisory-lock class of the failed-login keys (the two-int space; migrations use the other). */
const LOGIN_KEY_LOCK_CLASS = 727_274_633;

/**
 * Serialises login attempts on these keys until the transaction ends. Sorted, so two attempts
 * that share both keys never wait on each other in a cycle. (PGlite runs one transaction at a
 * time anyway; there the lock is free.)
 */
async function lockLoginKeys(ex: Executor, keys: string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await ex.execute(sql`select pg_advisory_xact_lock(${LOGIN_KEY_LOCK_CLASS}, hashtext(${key}))`);
  }
}

/** The `offset`-th oldest failure of `key` inside the window (0 = the oldest). */
async function nthOldestLoginFailure(
  ex: Executor,
  key: string,
  since: Date,
  offset: number,
): Promise<Date | undefined> {
  const [row] = await ex
    .select({ at: loginFailures.createdAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.createdAt, since)))
    .orderBy(loginFailures.createdAt)
    .offset(offset)
    .limit(1);
  return row?.at;
}

/** The rows an attempt holds, one per key, until it turns out right or wrong. */
export type LoginAttempt = { key: string; id: number }[];

/**
 * Takes a place for one password check on every key, atomically with counting the key's
 * failures: at `max` rows inside the window (failures, and checks still running, which may
 * fail) the attempt is refused with the time the lock lifts, and nothing is written. A place
 * taken is a failure until `settleLoginSuccess` gives it back, so at most `max` checks per key
 * and window can fail, however many arrive at once (ADR 006).
 */
export async function reserveLoginAttempt(
  tx: Tx,
  keys: string[],
  limit: { at: Date; since: Date; max: number; windowSeconds: number },
): Promise<{ attempt: LoginAttempt } | { retryAt: Date }> {
  await lockLoginKeys(tx, keys);
  // Keep each key's history bounded to its window.
  await tx
    .delete(loginFailures)
    .where(and(inArray(loginFailures.key, keys), lt(loginFailures.createdAt, limit.since)));
  const counts = await tx
    .select({ key: loginFailures.key, n: count() })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.createdAt, limit.since)))
    .groupBy(loginFailures.key);
  let retryAt: Date | undefined;
  for (const { key, n } of counts) {
    if (n < limit.max) continue;
    // The lock lifts when enough failures leave the window to drop below the limit.
    const leaving = await nthOldestLoginFailure(tx, key, limit.since, n - limit.max);
    const at = new Date((leaving ?? limit.at).getTime() + limit.windowSeconds * 1000);
    if (!retryAt || at > retryAt) retryAt = at;
  }
  if (retryAt) return { retryAt };
  const attempt = await tx
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, createdAt: limit.at })))
    .returning({ key: loginFailures.key, id: loginFailures.id });
  return { attempt };
}

/**
 * The attempt's password was right: its places are given back, and `clearKey`'s earlier
 * failures are forgotten (a success clears the email's count, not a shared address's). Places
 * taken after this one, by checks still running, stay.
 */
export async function settleLoginSuccess(
  tx: Tx,
  attempt: LoginAttempt,
  clearKey: string,
): Promise<void> {
  const cleared = attempt.find((a) => a.key === clearKey);
  const own = attempt.map((a) => a.id);
  await tx
    .delete(loginFailures)
    .where(
      cleared
        ? or(
            inArray(loginFailures.id, own),
            and(eq(loginFailures.key, clearKey), lte(loginFailures.id, cleared.id)),
          )
        : inArray(loginFailures.id, own),
    );
}

export async function clearLoginFailures(ex: Executor, key: string): Promise<void> {
  await ex.delete(loginFailures).where(eq(loginFailures.key, key));
}
