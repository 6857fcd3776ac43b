import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/index.js';
import { idempotencyKeys, loginFailures, refreshTokens } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';

/** How often the housekeeping runs in the app. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** Idempotency keys answer retries for a day; after that a key is free again. */
export const IDEMPOTENCY_RETENTION_SECONDS = 24 * 60 * 60;
/** Spent and revoked refresh tokens are kept a week for investigations, then removed. */
export const SPENT_TOKEN_RETENTION_SECONDS = 7 * 24 * 60 * 60;

export interface HousekeepingResult {
  loginFailures: number;
  refreshTokens: number;
  idempotencyKeys: number;
}

export type Housekeeping = ReturnType<typeof createHousekeeping>;

/**
 * Removes rows that only grow and no longer matter: failed logins older than the lock-out
 * window, refresh tokens expired or spent/revoked a week ago, and day-old idempotency keys.
 * Plain deletes by indexed time, safe on several instances (deleting twice deletes nothing).
 */
export function createHousekeeping(deps: {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  loginWindowSeconds: number;
}) {
  const { db, clock, log } = deps;
  const ago = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

  async function run(now: Date = clock.now()): Promise<HousekeepingResult> {
    return db.transaction(async (tx) => {
      const failures = await tx
        .delete(loginFailures)
        .where(lt(loginFailures.createdAt, ago(now, deps.loginWindowSeconds)))
        .returning({ id: loginFailures.id });
      const old = ago(now, SPENT_TOKEN_RETENTION_SECONDS);
      const tokens = await tx
        .delete(refreshTokens)
        .where(
          or(
            lt(refreshTokens.expiresAt, now),
            and(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.revokedAt, old)),
            and(isNotNull(refreshTokens.usedAt), lt(refreshTokens.usedAt, old)),
          ),
        )
        .returning({ id: refreshTokens.id });
      const keys = await tx
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, ago(now, IDEMPOTENCY_RETENTION_SECONDS)))
        .returning({ key: idempotencyKeys.key });
      return {
        loginFailures: failures.length,
        refreshTokens: tokens.length,
        idempotencyKeys: keys.length,
      };
    });
  }

  let timer: NodeJS.Timeout | undefined;
  function startTimer(intervalMs: number) {
    if (intervalMs <= 0 || timer) return;
    timer = setInterval(() => {
      run().catch((err: unknown) => log.error({ err }, 'housekeeping failed'));
    }, intervalMs);
    timer.unref();
  }
  const stopTimer = () => {
    clearInterval(timer);
    timer = undefined;
  };

  return { run, startTimer, stopTimer };
}
