import type { VerifyEmailResponse } from '@gavel/contract';
import type { Database, Executor, Tx } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, rateLimited } from '../../lib/errors.js';
import { accountEmailTimes, queueAccountEmail } from '../notifications/index.js';
import { auditAccount } from './account-audit.js';
import { invalidToken, liveAccountToken } from './account-tokens.js';
import { emailKey } from './login-limit.js';
import { assertAcceptablePassword, hashPassword } from './passwords.js';
import * as repo from './repository.js';
import { accountGone } from './signed-in.js';

const HOUR_MS = 60 * 60 * 1000;

const resetLinkInvalid = () =>
  invalidToken('This password reset link has expired or has already been used.');
const verifyLinkInvalid = () =>
  invalidToken('This confirmation link has expired or has already been used.');

/**
 * Getting back into an account and proving its address (SPEC §3.1). Requests only queue an
 * email; its delivery job composes it with a fresh token (`account-emails.ts`), so a request
 * for an unknown address does exactly the same work as one for a known address.
 */
export function createRecovery(deps: {
  db: Database;
  clock: Clock;
  /** Reset or confirmation emails per address or account per hour; null: no limit. */
  emailsPerHour: number | null;
}) {
  const { db, clock } = deps;

  /**
   * Whether another email may go out within the hourly limit, judged under a lock on `key` so
   * that concurrent requests cannot both take the last place; with when the next place frees.
   * `times` are the emails that count, oldest first.
   */
  async function withinHourlyLimit(
    tx: Tx,
    key: string,
    at: Date,
    times: (since: Date) => Promise<Date[]>,
  ): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
    await repo.lockLoginKeys(tx, [key]);
    if (deps.emailsPerHour === null) return { ok: true };
    const inHour = await times(new Date(at.getTime() - HOUR_MS));
    // Under the limit there is no such email; over it, a place frees when it leaves the hour.
    const oldestCounted = inHour.at(-deps.emailsPerHour);
    if (!oldestCounted) return { ok: true };
    const frees = oldestCounted.getTime() + HOUR_MS;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((frees - at.getTime()) / 1000)) };
  }

  /** Queues the email that confirms the address: at sign-up (in its transaction), or again. */
  async function queueVerificationEmail(
    ex: Executor,
    user: repo.UserRow,
    at: Date,
    opts: { resend: boolean } = { resend: false },
  ) {
    await queueAccountEmail(ex, {
      kind: 'email_verification',
      toAddress: user.email,
      userId: user.id,
      at,
      resend: opts.resend,
    });
  }

  /**
   * 202 whatever the address: the same statements run for a known and an unknown one, and over
   * the hourly limit nothing is queued and the answer is the same too.
   */
  async function forgotPassword(email: string): Promise<void> {
    await db.transaction(async (tx) => {
      const at = clock.now();
      const limit = await withinHourlyLimit(tx, `password_reset:${email}`, at, (since) =>
        accountEmailTimes(tx, { resetsTo: email }, since),
      );
      if (!limit.ok) return;
      await queueAccountEmail(tx, {
        kind: 'password_reset',
        toAddress: email,
        userId: null,
        at,
      });
    });
  }

  /**
   * Sets a new password from an emailed link: the link is spent, every session of the account
   * ends, its failed-login lock is lifted, and its address counts as confirmed (the link was
   * read there). Two-step sign-in stays on.
   */
  async function resetPassword(input: { token: string; password: string }): Promise<void> {
    // The account's details judge the password; hashing is slow: both before the transaction.
    const user = await db.read(async (ex) => {
      const row = await liveAccountToken(ex, input.token, 'password_reset', clock.now(), {
        lock: false,
      });
      return row ? repo.findUserById(ex, row.userId) : undefined;
    });
    if (!user) throw resetLinkInvalid();
    await assertAcceptablePassword(input.password, user);
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      const at = clock.now();
      const row = await liveAccountToken(tx, input.token, 'password_reset', at, { lock: true });
      if (row?.userId !== user.id) throw resetLinkInvalid();
      // Spends this link and every other outstanding reset link and sign-in step.
      await repo.endAllSessions(tx, user.id, at);
      await repo.updatePassword(tx, user.id, passwordHash, at);
      // The email's lock is lifted; wrong two-step codes stay counted (`mfaKey`).
      await repo.clearLoginFailures(tx, emailKey(user.email));
      await confirmAddress(tx, user.id, at);
      await auditAccount(tx, 'user.password_reset', user.id, at);
    });
  }

  /**
   * Records that the account reads mail at its address (once, audited) and spends its other
   * confirmation links.
   */
  async function confirmAddress(tx: Tx, userId: string, at: Date): Promise<void> {
    await repo.spendAccountTokens(tx, userId, 'email_verification', at);
    if (await repo.markEmailVerified(tx, userId, at)) {
      await auditAccount(tx, 'user.email_verified', userId, at);
    }
  }

  /** Confirms the address from an emailed link; every other confirmation link is spent too. */
  async function verifyEmail(token: string): Promise<VerifyEmailResponse> {
    await db.transaction(async (tx) => {
      const at = clock.now();
      const row = await liveAccountToken(tx, token, 'email_verification', at, { lock: true });
      if (!row) throw verifyLinkInvalid();
      await confirmAddress(tx, row.userId, at);
    });
    return { email_verified: true };
  }

  /** Sends the confirmation email again: 409 once confirmed, 429 past the hourly limit. */
  async function resendVerification(userId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const at = clock.now();
      const user = await repo.findUserById(tx, userId);
      if (!user) throw accountGone();
      if (user.emailVerifiedAt !== null) {
        throw new AppError('invalid_state', 'Your email address is already confirmed.');
      }
      // Five resends an hour; the email sent at sign-up is not one of them.
      const limit = await withinHourlyLimit(tx, `email_verification:${userId}`, at, (since) =>
        accountEmailTimes(tx, { resendsFor: userId }, since),
      );
      if (!limit.ok) {
        throw rateLimited(
          'We have sent several confirmation emails in the last hour. Please check your inbox and spam folder, or try again later.',
          limit.retryAfterSeconds,
        );
      }
      await queueVerificationEmail(tx, user, at, { resend: true });
    });
  }

  return {
    queueVerificationEmail,
    api: { forgotPassword, resetPassword, verifyEmail, resendVerification },
  };
}
