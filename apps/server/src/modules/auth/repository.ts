import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Role } from '@gavel/contract';
import type { Executor } from '../../db/index.js';
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

export async function countLoginFailures(ex: Executor, key: string, since: Date): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

/** The `offset`-th oldest failure inside the window (0 = the oldest). */
export async function nthOldestLoginFailure(
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

export async function recordLoginFailures(ex: Executor, keys: string[], at: Date, before: Date) {
  for (const key of keys) {
    // Keep each key's history bounded to its window.
    await ex
      .delete(loginFailures)
      .where(and(eq(loginFailures.key, key), lt(loginFailures.createdAt, before)));
  }
  await ex.insert(loginFailures).values(keys.map((key) => ({ key, createdAt: at })));
}

export async function clearLoginFailures(ex: Executor, key: string): Promise<void> {
  await ex.delete(loginFailures).where(eq(loginFailures.key, key));
}
