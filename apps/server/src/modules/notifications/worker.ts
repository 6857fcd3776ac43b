import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import { renderEmailMessage, type EmailContent } from '../../lib/email-layout.js';
import { intervalTask } from '../../lib/interval-task.js';
import { composeAccountEmail } from '../auth/index.js';
import { renderEmail } from './email.js';
import type { Mailer } from './mailer.js';
import * as outbox from './outbox-repository.js';

/** How often the worker looks for due emails (ms). */
export const EMAIL_TICK_MS = 1_000;
/** Emails claimed (and sent side by side) per round. */
export const EMAIL_BATCH = 10;
/** Attempts before an email is given up as `failed`. */
export const EMAIL_MAX_ATTEMPTS = 8;
/** How long a claimed email is reserved for the worker sending it. */
export const EMAIL_LEASE_SECONDS = 5 * 60;
/** How long stopping waits for a round in progress (a stalled server must not hold a shutdown). */
export const EMAIL_STOP_WAIT_MS = 5_000;
const FIRST_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 60 * 60;

/**
 * The wait after the `attempt`-th failed attempt: 30 s, doubling each time, at most an hour
 * (30 s, 1 min, 2, 4, 8, 16, 32 min: about an hour from first try to giving up).
 */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(MAX_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempt - 1));
}

/** An SMTP 5xx answer is final (the address does not exist, the message is refused): no retry. */
export function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const describe = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 1_000);

export interface EmailWorkerDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** Origin of the web app, for the links in emails. */
  publicUrl: string;
  batchSize?: number;
  maxAttempts?: number;
}

export interface EmailRun {
  sent: number;
  retried: number;
  failed: number;
}

export type EmailWorker = ReturnType<typeof createEmailWorker>;

/**
 * Delivers the email outbox (SPEC §5.7) after the transactions that filled it have committed:
 * never inside one, so no bid waits on mail. Each round claims due rows in a short transaction
 * (`FOR UPDATE SKIP LOCKED`, then a lease), sends them with no transaction open, and records
 * each result: `sent`, a retry after `retryDelaySeconds`, or `failed` after a permanent refusal
 * or `maxAttempts` tries. Several instances share the outbox without sending a row twice; a
 * crash between sending and recording can send one again (at least once, same Message-ID).
 */
export function createEmailWorker(deps: EmailWorkerDeps) {
  const { db, clock, log, mailer, publicUrl } = deps;
  const batch = deps.batchSize ?? EMAIL_BATCH;
  const maxAttempts = deps.maxAttempts ?? EMAIL_MAX_ATTEMPTS;

  /**
   * The words of one claimed email, or null when there is nothing to send. A notification's are
   * stored with it; an account email is composed now, with its token (auth/account-emails.ts).
   */
  async function compose(email: outbox.ClaimedEmail): Promise<EmailContent | null> {
    if (email.kind === 'notification') {
      if (email.type === null || email.title === null || email.body === null) return null;
      return renderEmail(
        {
          type: email.type,
          title: email.title,
          body: email.body,
          link: email.link ?? '/',
          recipient: { name: email.name ?? '', email: email.toAddress },
        },
        publicUrl,
      );
    }
    const message = await composeAccountEmail({ db, clock }, { ...email, kind: email.kind });
    return message && renderEmailMessage(message, publicUrl);
  }

  /** `undefined`: nothing to send; null: sent; else the error of the attempt. */
  async function deliver(
    email: outbox.ClaimedEmail,
    content: EmailContent | null | Error,
  ): Promise<unknown> {
    if (content === null) return undefined;
    if (content instanceof Error) return content;
    // An account email sent again carries a new link: a new Message-ID, so no mail client
    // shows the earlier copy in its place.
    const id = email.kind === 'notification' ? email.id : `${email.id}.${email.attempts}`;
    try {
      await mailer.send({ ...content, id, to: email.toAddress, date: email.createdAt });
      return null;
    } catch (err) {
      return err ?? new Error('sending failed');
    }
  }

  async function runBatch(now: Date): Promise<EmailRun & { claimed: number }> {
    const leaseUntil = new Date(now.getTime() + EMAIL_LEASE_SECONDS * 1000);
    const claimed = await db.transaction((tx) => outbox.claimDue(tx, now, leaseUntil, batch));
    if (claimed.length === 0) return { claimed: 0, sent: 0, retried: 0, failed: 0 };
    // Composed one after another (an account email's token is made in its own transaction),
    // then sent side by side.
    const composed: { email: outbox.ClaimedEmail; content: EmailContent | null | Error }[] = [];
    for (const email of claimed) {
      const content = await compose(email).catch((err: unknown) =>
        // A failed query quotes its parameters: an address a stranger typed stays out of the
        // log and the outbox row.
        email.kind === 'notification' && err instanceof Error
          ? err
          : new Error('The email could not be composed (database error); it will be retried.'),
      );
      composed.push({ email, content });
    }
    const errors = await Promise.all(composed.map(({ email, content }) => deliver(email, content)));
    const run = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
    const at = clock.now();
    await db.transaction(async (tx) => {
      for (const [i, email] of claimed.entries()) {
        const err = errors[i];
        const context = {
          emailId: email.id,
          type: email.type ?? email.kind,
          attempt: email.attempts,
        };
        if (err === undefined) {
          await outbox.markSkipped(tx, email.id, at);
        } else if (err === null) {
          await outbox.markSent(tx, email.id, at);
          run.sent++;
        } else if (isPermanent(err) || email.attempts >= maxAttempts) {
          await outbox.markFailed(tx, email.id, describe(err));
          log.error({ ...context, err }, 'email given up');
          run.failed++;
        } else {
          const next = new Date(at.getTime() + retryDelaySeconds(email.attempts) * 1000);
          await outbox.scheduleRetry(tx, email.id, next, describe(err));
          log.warn({ ...context, err, nextAttemptAt: next }, 'email not sent; will retry');
          run.retried++;
        }
      }
    });
    return run;
  }

  /**
   * Sends every email due at `now`, round after round until a round finds fewer than a batch.
   * Tests call it after moving the clock; the app's timer calls it with the clock's time.
   */
  async function runDue(now: Date = clock.now()): Promise<EmailRun> {
    const total: EmailRun = { sent: 0, retried: 0, failed: 0 };
    if (!(await db.read((ex) => outbox.anyDue(ex, now)))) return total;
    for (;;) {
      const run = await runBatch(now);
      total.sent += run.sent;
      total.retried += run.retried;
      total.failed += run.failed;
      if (run.claimed < batch) return total;
    }
  }

  // A round still waiting on a mail server when the app stops is abandoned after
  // `EMAIL_STOP_WAIT_MS`: its emails stay claimed until their lease ends, then go out again.
  const loop = intervalTask(() => runDue(), {
    log,
    failure: 'email delivery run failed',
    stopWaitMs: EMAIL_STOP_WAIT_MS,
  });

  /** Runs `runDue` every `intervalMs` (never overlapping itself); 0 or less does nothing. */
  const startTimer = (intervalMs: number): void => loop.start(intervalMs);

  /** Stops the timer and waits for a round in progress (at most `EMAIL_STOP_WAIT_MS`). */
  const stopTimer = (): Promise<void> => loop.stop();

  return { runDue, startTimer, stopTimer };
}
