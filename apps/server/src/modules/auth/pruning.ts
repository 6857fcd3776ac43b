import { and, eq, gt, gte, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/index.js';
import type { Pruning } from '../../lib/housekeeping.js';
import { accountTokens, loginFailures, refreshTokens } from './schema.js';

/** A revoked session's tokens are kept a week for investigations, then removed. */
export const REVOKED_TOKEN_RETENTION_SECONDS = 7 * 24 * 60 * 60;

const ago = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

/**
 * Auth's hourly pruning (ADR 041), in one transaction: failed logins older than the lock-out
 * window, refresh-token families that can no longer be used (a revoked one a week after its
 * revocation), and expired account tokens (an expired token answers as an unknown one does).
 */
export function authPruning(deps: { db: Database; loginWindowSeconds: number }): Pruning {
  const { db, loginWindowSeconds } = deps;
  return (now) =>
    db.transaction(async (tx) => {
      const failures = await tx
        .delete(loginFailures)
        .where(lt(loginFailures.createdAt, ago(now, loginWindowSeconds)))
        .returning({ id: loginFailures.id });
      // Whole families only: a spent token must stay recognisable while its family can still
      // be used, or its replay would no longer revoke the family (SPEC §3). A family goes once
      // none of its tokens is usable and none was revoked within the retention period.
      const live = alias(refreshTokens, 'live');
      const tokens = await tx
        .delete(refreshTokens)
        .where(
          notExists(
            tx
              .select({ one: sql`1` })
              .from(live)
              .where(
                and(
                  eq(live.familyId, refreshTokens.familyId),
                  or(
                    and(isNull(live.usedAt), isNull(live.revokedAt), gt(live.expiresAt, now)),
                    gte(live.revokedAt, ago(now, REVOKED_TOKEN_RETENTION_SECONDS)),
                  ),
                ),
              ),
          ),
        )
        .returning({ id: refreshTokens.id });
      const spentLinks = await tx
        .delete(accountTokens)
        .where(lt(accountTokens.expiresAt, now))
        .returning({ id: accountTokens.id });
      return {
        loginFailures: failures.length,
        refreshTokens: tokens.length,
        accountTokens: spentLinks.length,
      };
    });
}
