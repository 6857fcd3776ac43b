import type { Database, Tx } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import { rateLimited } from '../../lib/errors.js';
import * as repo from './repository.js';

export interface LoginLimitSettings {
  enabled: boolean;
  maxFailures: number;
  windowSeconds: number;
}

/** The failed-login counter's keys: one per account address, one per client address. */
export const emailKey = (email: string) => `email:${email}`;
export const ipKey = (ip: string) => `ip:${ip}`;
/**
 * Wrong two-step codes are also counted per account on a key a password reset does not clear:
 * whoever reads the inbox gets no fresh guesses at the code by resetting.
 */
export const mfaKey = (userId: string) => `mfa:${userId}`;

export type LoginLimit = ReturnType<typeof createLoginLimit>;

/**
 * Failed sign-in attempts (SPEC §3: 10 per 15 minutes per email and per IP). Everything that
 * checks a secret of the account — a password at sign-in, the current password when changing
 * it, a two-step code — takes a place first, and a wrong secret leaves it as a failure, so the
 * same lock bounds every guess (SPEC §3.1: "wrong codes count as failed logins").
 */
export function createLoginLimit(deps: { db: Database; clock: Clock; limit: LoginLimitSettings }) {
  const { db, clock, limit } = deps;

  /**
   * Takes this attempt's place on each key before the secret is checked, or answers 429 when a
   * key is locked; null when limits are off. The place is taken under a per-key lock that is
   * released before the check runs; see `repo.reserveLoginAttempt`.
   */
  async function reserve(keys: string[]): Promise<repo.LoginAttempt | null> {
    if (!limit.enabled) return null;
    const at = clock.now();
    const since = new Date(at.getTime() - limit.windowSeconds * 1000);
    const result = await db.transaction((tx) =>
      repo.reserveLoginAttempt(tx, keys, {
        at,
        since,
        max: limit.maxFailures,
        windowSeconds: limit.windowSeconds,
      }),
    );
    if ('attempt' in result) return result.attempt;
    const seconds = Math.max(1, Math.ceil((result.retryAt.getTime() - at.getTime()) / 1000));
    throw rateLimited(
      'Too many failed sign-in attempts. Please wait before trying again.',
      seconds,
    );
  }

  /**
   * The secret was right: gives the attempt's places back and forgets the earlier failures of
   * `clearKeys`. A wrong secret needs no call: its places stay as the failures.
   */
  async function succeed(
    tx: Tx,
    attempt: repo.LoginAttempt | null,
    clearKeys: string[],
  ): Promise<void> {
    if (attempt) await repo.settleLoginSuccess(tx, attempt, clearKeys);
  }

  /** Gives the attempt's places back: nothing was checked after all. */
  async function cancel(attempt: repo.LoginAttempt | null): Promise<void> {
    if (attempt) await db.transaction((tx) => repo.settleLoginSuccess(tx, attempt, []));
  }

  return { reserve, succeed, cancel };
}
