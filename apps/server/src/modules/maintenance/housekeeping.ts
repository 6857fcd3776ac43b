import { and, eq, gt, gte, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/index.js';
import {
  accountTokens,
  emailOutbox,
  idempotencyKeys,
  loginFailures,
  rateLimitCounters,
  refreshTokens,
  streamLeases,
} from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';

/** When the housekeeping runs: once an hour, on one instance of the cluster (ADR 041). */
export const HOUSEKEEPING_CRON = '17 * * * *';
/** Idempotency keys answer retries for a day; after that a key is free again. */
export const IDEMPOTENCY_RETENTION_SECONDS = 24 * 60 * 60;
/** A revoked session's tokens are kept a week for investigations, then removed. */
export const REVOKED_TOKEN_RETENTION_SECONDS = 7 * 24 * 60 * 60;
/**
 * Account emails (resets, confirmations) are kept a day once handled: their hourly limits look
 * back an hour, and a reset asked for an unknown address holds what a stranger typed.
 */
export const ACCOUNT_EMAIL_RETENTION_SECONDS = 24 * 60 * 60;

export interface HousekeepingResult {
  loginFailures: number;
  refreshTokens: number;
  idempotencyKeys: number;
  accountTokens: number;
  accountEmails: number;
  /** Rate-limit counters whose window passed, and stream leases that lapsed (ADR 032). */
  rateLimitCounters: number;
  streamLeases: number;
}

export type Housekeeping = ReturnType<typeof createHousekeeping>;

/**
 * Removes rows that only grow and no longer matter: failed logins older than the lock-out
 * window, refresh-token families that can no longer be used (a revoked one a week after its
 * revocation), day-old idempotency keys, expired account tokens (an expired token answers as an
 * unknown one does), handled account emails a day old, and rate-limit counters and stream
 * leases that have run out.
 * Plain deletes by indexed time, safe on several instances (deleting twice deletes nothing), so
 * a job run twice after a crash does no harm.
 */
export function createHousekeeping(deps: {
  db: Database;
  clock: Clock;
  loginWindowSeconds: number;
}) {
  const { db, clock } = deps;
  const ago = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

  async function run(now: Date = clock.now()): Promise<HousekeepingResult> {
    const rows = await db.transaction(async (tx) => {
      const failures = await tx
        .delete(loginFailures)
        .where(lt(loginFailures.createdAt, ago(now, deps.loginWindowSeconds)))
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
      const keys = await tx
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, ago(now, IDEMPOTENCY_RETENTION_SECONDS)))
        .returning({ key: idempotencyKeys.key });
      const spentLinks = await tx
        .delete(accountTokens)
        .where(lt(accountTokens.expiresAt, now))
        .returning({ id: accountTokens.id });
      const accountEmails = await tx
        .delete(emailOutbox)
        .where(
          and(
            ne(emailOutbox.kind, 'notification'),
            ne(emailOutbox.status, 'pending'),
            lt(emailOutbox.createdAt, ago(now, ACCOUNT_EMAIL_RETENTION_SECONDS)),
          ),
        )
        .returning({ id: emailOutbox.id });
      return {
        loginFailures: failures.length,
        refreshTokens: tokens.length,
        idempotencyKeys: keys.length,
        accountTokens: spentLinks.length,
        accountEmails: accountEmails.length,
      };
    });
    // On its own: however many counters a flood of addresses left, the rest is cleaned anyway.
    const limits = await db.transaction(async (tx) => ({
      rateLimitCounters: (
        await tx
          .delete(rateLimitCounters)
          .where(lt(rateLimitCounters.resetAt, now))
          .returning({ key: rateLimitCounters.key })
      ).length,
      streamLeases: (
        await tx
          .delete(streamLeases)
          .where(lt(streamLeases.expiresAt, now))
          .returning({ id: streamLeases.id })
      ).length,
    }));
    return { ...rows, ...limits };
  }

  return { run };
}
