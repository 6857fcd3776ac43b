import { and, count, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Role } from '@gavel/contract';
import type { Executor, Tx } from '../../db/index.js';
import { accountTokens, loginFailures, mfaRecoveryCodes, refreshTokens, users } from './schema.js';

export type UserRow = typeof users.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type AccountTokenRow = typeof accountTokens.$inferSelect;
export type AccountTokenPurpose = AccountTokenRow['purpose'];

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
  user: {
    email: string;
    name: string;
    passwordHash: string;
    roles: Role[];
    at: Date;
    emailVerified: boolean;
  },
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
      emailVerifiedAt: user.emailVerified ? user.at : null,
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

/**
 * Ends every session of the account: its refresh tokens are revoked (each session ends at its
 * next refresh), the account's own routes refuse access tokens signed before `at`, and the
 * reset links and sign-in steps still outstanding are spent.
 */
export async function endAllSessions(ex: Executor, userId: string, at: Date): Promise<void> {
  await ex
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await ex.update(users).set({ sessionsEndedAt: at }).where(eq(users.id, userId));
  await ex
    .update(accountTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(accountTokens.userId, userId),
        inArray(accountTokens.purpose, ['password_reset', 'mfa_login']),
        isNull(accountTokens.usedAt),
      ),
    );
}

/**
 * Replaces the password hash, only while it is still `expectedHash` (the one the caller's
 * current password was checked against): false when another change got there first.
 */
export async function updatePassword(
  ex: Executor,
  userId: string,
  passwordHash: string,
  at: Date,
  expectedHash?: string,
): Promise<boolean> {
  const rows = await ex
    .update(users)
    .set({ passwordHash, updatedAt: at })
    .where(
      and(
        eq(users.id, userId),
        expectedHash === undefined ? undefined : eq(users.passwordHash, expectedHash),
      ),
    )
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Whether the account has confirmed its email address (SPEC §3.1). */
export async function isEmailVerified(ex: Executor, userId: string): Promise<boolean> {
  const [row] = await ex
    .select({ at: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.at != null;
}

/** Records the first proof that the account receives mail at its address; false if not first. */
export async function markEmailVerified(ex: Executor, userId: string, at: Date): Promise<boolean> {
  const rows = await ex
    .update(users)
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

// --- Account tokens (reset and verification links, mfa_token) ---

export async function insertAccountToken(
  ex: Executor,
  token: {
    userId: string;
    purpose: AccountTokenPurpose;
    selector: string;
    verifierHash: string;
    at: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await ex.insert(accountTokens).values({
    userId: token.userId,
    purpose: token.purpose,
    selector: token.selector,
    verifierHash: token.verifierHash,
    createdAt: token.at,
    expiresAt: token.expiresAt,
  });
}

/** Loads a token by its selector; with `lock`, locks its row until the transaction ends. */
export async function findAccountToken(
  ex: Executor,
  selector: string,
  opts: { lock: boolean },
): Promise<AccountTokenRow | undefined> {
  const query = ex
    .select()
    .from(accountTokens)
    .where(eq(accountTokens.selector, selector))
    .limit(1);
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

export async function markAccountTokenUsed(ex: Executor, id: string, at: Date): Promise<void> {
  await ex.update(accountTokens).set({ usedAt: at }).where(eq(accountTokens.id, id));
}

/** Spends every unused token of this purpose: a newer link voids the older ones. */
export async function spendAccountTokens(
  ex: Executor,
  userId: string,
  purpose: AccountTokenPurpose,
  at: Date,
): Promise<void> {
  await ex
    .update(accountTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

// --- Two-step sign-in ---

export async function setPendingMfaSecret(ex: Executor, userId: string, secret: string, at: Date) {
  await ex
    .update(users)
    .set({ mfaPendingSecret: secret, updatedAt: at })
    .where(eq(users.id, userId));
}

/**
 * Turns two-step sign-in on with the pending secret and its first accepted code's step, unless
 * it is already on or the pending secret changed meanwhile (two enables at once: one wins).
 */
export async function enableMfa(
  ex: Executor,
  userId: string,
  secret: string,
  step: number,
  at: Date,
): Promise<boolean> {
  const rows = await ex
    .update(users)
    .set({
      mfaSecret: secret,
      mfaPendingSecret: null,
      mfaEnabledAt: at,
      mfaLastStep: step,
      updatedAt: at,
    })
    .where(and(eq(users.id, userId), isNull(users.mfaSecret), eq(users.mfaPendingSecret, secret)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function disableMfa(ex: Executor, userId: string, at: Date): Promise<void> {
  await ex
    .update(users)
    .set({
      mfaSecret: null,
      mfaPendingSecret: null,
      mfaEnabledAt: null,
      mfaLastStep: null,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
  await ex.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
}

/**
 * Records `step` as the last accepted code's, unless a code of that step or a later one was
 * accepted meanwhile (two requests with one code: only one wins).
 */
export async function claimMfaStep(ex: Executor, userId: string, step: number): Promise<boolean> {
  const rows = await ex
    .update(users)
    .set({ mfaLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(
  ex: Executor,
  userId: string,
  codeHashes: string[],
  at: Date,
): Promise<void> {
  await ex.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await ex
    .insert(mfaRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ userId, codeHash, createdAt: at })));
}

/** Spends an unused recovery code; false when there is no such unused code. */
export async function useRecoveryCode(
  ex: Executor,
  userId: string,
  codeHash: string,
  at: Date,
): Promise<boolean> {
  const rows = await ex
    .update(mfaRecoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length === 1;
}

/** Advisory-lock class of the failed-login keys (the two-int space; migrations use the other). */
const LOGIN_KEY_LOCK_CLASS = 727_274_633;

/**
 * Serialises login attempts (and hourly email limits) on these keys until the transaction ends.
 * Sorted, so two attempts that share both keys never wait on each other in a cycle. (PGlite runs
 * one transaction at a time anyway; there the lock is free.)
 */
export async function lockLoginKeys(ex: Executor, keys: string[]): Promise<void> {
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
 * The attempt's secret was right: its places are given back, and the earlier failures of
 * `clearKeys` are forgotten (a success clears the account's counts, not a shared address's; a
 * password that still needs its second step clears nothing). Places taken after this one, by
 * checks still running, stay.
 */
export async function settleLoginSuccess(
  tx: Tx,
  attempt: LoginAttempt,
  clearKeys: string[],
): Promise<void> {
  const cleared = attempt.filter((a) => clearKeys.includes(a.key));
  const own = attempt.map((a) => a.id);
  await tx
    .delete(loginFailures)
    .where(
      or(
        inArray(loginFailures.id, own),
        ...cleared.map((c) => and(eq(loginFailures.key, c.key), lte(loginFailures.id, c.id))),
      ),
    );
}

export async function clearLoginFailures(ex: Executor, key: string): Promise<void> {
  await ex.delete(loginFailures).where(eq(loginFailures.key, key));
}
