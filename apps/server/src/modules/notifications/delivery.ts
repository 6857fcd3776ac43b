import type { NotificationType } from '@gavel/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import {
  renderEmailMessage,
  type EmailContent,
  type EmailMessage,
} from '../../lib/email-layout.js';
import type { DomainEvent, JobInfo, QueueSpec } from '../../lib/jobs/index.js';
import { renderEmail } from './email.js';
import type { Mailer } from './mailer.js';
import * as outbox from './outbox-repository.js';
import type { AccountContacts } from './recipients.js';

/**
 * How a queued email's delivery job is retried (pg-boss, ADR 041): 8 tries; after a failed try
 * pg-boss waits 30 s, doubling each time, at most an hour, each wait stretched by up to as much
 * again at random so that emails refused together are not retried together (about an hour to
 * two from the first try to giving up).
 */
export const EMAIL_DELIVERY: QueueSpec = {
  retryLimit: 7,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 3600,
  // A fetch's rows are read in one statement and recorded in one (`deliverAll`): under load,
  // fewer, fuller fetches (issue 30).
  batchSize: 20,
  // Counted from the fetch of up to 20 jobs, each up to the mailer's timeouts (about a minute):
  // a job still running after this is taken as lost with its instance and tried again.
  expireInSeconds: 20 * 60,
  // The SMTP pool's two connections (mailer.ts).
  localConcurrency: 2,
};
/** Tries before an email is given up as `failed`: the first and its retries. */
export const EMAIL_MAX_ATTEMPTS = (EMAIL_DELIVERY.retryLimit ?? 0) + 1;

/** An SMTP 5xx answer is final (the address does not exist, the message is refused): no retry. */
export function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

const describe = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 1_000);

/**
 * Writes an account email's message when it is sent, with a new token made at that moment (the
 * auth module gives it when it registers: `composeAccountEmailsWith`); null: nothing to send.
 */
export type AccountEmailComposer = (
  email: outbox.QueuedAccountEmail,
) => Promise<EmailMessage | null>;

/**
 * What a module adds to the emails of one notification type when they are sent, from the
 * notification's data: a second link, its own headers (an alert's unsubscribe, RFC 8058).
 */
export interface EmailDressing {
  also?: { words: string; link: string };
  headers?: Record<string, string>;
}
export type EmailDresser = (notification: { data: Record<string, unknown> }) => EmailDressing;

/** A queued email as it is sent: a notification's is greeted by its recipient's name. */
type QueuedEmail = outbox.QueuedEmail;

export interface EmailDeliveryDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** The recipients' accounts (auth's port), for the name a notification's email greets. */
  contacts: () => AccountContacts;
  /** Origin of the web app, for the links in emails. */
  publicUrl: string;
}

/** What the deliveries run on this instance did, since it started. */
export interface EmailRun {
  sent: number;
  retried: number;
  failed: number;
}

export type EmailDelivery = ReturnType<typeof createEmailDelivery>;

/**
 * Delivers one queued email per job (SPEC §5.7), after the transaction that queued it has
 * committed: never inside one, so no bid waits on mail. The outbox row is the email's record
 * (`sent`, `skipped`, `failed`, its last error); scheduling, retries and dead letters are
 * pg-boss's. A job runs at least once: a crash between sending and recording sends the email
 * again, with the same Message-ID.
 */
export function createEmailDelivery(deps: EmailDeliveryDeps) {
  const { db, clock, log, mailer, publicUrl, contacts } = deps;
  let composeAccountEmail: AccountEmailComposer | undefined;
  /** Composers of other modules' kinds of email (a digest's), by kind. */
  const composers = new Map<string, AccountEmailComposer>();
  const dressers = new Map<string, EmailDresser>();
  const done: EmailRun = { sent: 0, retried: 0, failed: 0 };

  /**
   * The words of one email, or null when there is nothing to send. A notification's are stored
   * with it; an account email is composed now, with its token.
   */
  async function compose(email: QueuedEmail): Promise<EmailContent | null> {
    if (email.kind === 'notification') {
      if (email.type === null || email.title === null || email.body === null) return null;
      const dressing = dressers.get(email.type)?.({ data: email.data ?? {} }) ?? {};
      return renderEmail(
        {
          type: email.type,
          title: email.title,
          body: email.body,
          link: email.link ?? '/',
          recipient: { name: email.name ?? '', email: email.toAddress },
          ...dressing,
        },
        publicUrl,
      );
    }
    const composer = composers.get(email.kind) ?? composeAccountEmail;
    if (!composer) throw new Error('No composer of account emails is registered.');
    const message = await composer({ ...email, kind: email.kind });
    return message && renderEmailMessage(message, publicUrl);
  }

  /** Sends one email; false when there is nothing to send. */
  async function send(email: QueuedEmail, attempt: number): Promise<boolean> {
    const content = await compose(email).catch((err: unknown) => {
      // A failed query quotes its parameters: an address a stranger typed stays out of the log
      // and the outbox row.
      throw email.kind === 'notification' && err instanceof Error
        ? err
        : new Error('The email could not be composed (database error); it will be retried.');
    });
    if (content === null) return false;
    // An account email sent again carries a new link: a new Message-ID, so no mail client shows
    // the earlier copy in its place.
    const id = email.kind === 'notification' ? email.id : `${email.id}.${attempt}`;
    await mailer.send({ ...content, id, to: email.toAddress, date: email.createdAt });
    return true;
  }

  /**
   * Records a failed try. A permanent refusal or the last try marks the row `failed`; the job of
   * a refusal is done (returns), others throw so that pg-boss tries again later, or, after the
   * last try, moves the job to the dead letters.
   */
  async function recordFailure(email: QueuedEmail, attempt: number, err: unknown) {
    const context = { emailId: email.id, type: email.type ?? email.kind, attempt, err };
    const error = describe(err);
    if (isPermanent(err) || attempt >= EMAIL_MAX_ATTEMPTS) {
      await db.autocommit((ex) => outbox.markFailed(ex, email.id, attempt, error));
      log.error(context, 'email given up');
      done.failed++;
      if (isPermanent(err)) return;
    } else {
      await db.autocommit((ex) => outbox.recordFailedTry(ex, email.id, attempt, error));
      log.warn(context, 'email not sent; will retry');
      done.retried++;
    }
    throw err;
  }

  /**
   * Tries to send `email` (try number `attempt`) unless it is gone or settled. A failure is
   * recorded by `recordFailure` (which throws for a retry); a try that ended is answered for
   * `markDone` to record.
   */
  async function attempt(email: QueuedEmail | undefined, attempt: number) {
    // Gone with its notification or account, or settled by an earlier run of this job.
    if (email?.status !== 'pending') return undefined;
    let sent: boolean;
    try {
      sent = await send(email, attempt);
    } catch (err) {
      await recordFailure(email, attempt, err ?? new Error('sending failed'));
      return undefined;
    }
    return {
      id: email.id,
      status: sent ? ('sent' as const) : ('skipped' as const),
      attempts: attempt,
    };
  }

  const findQueued = (ids: string[]) =>
    db.read((ex) => outbox.findQueued(ex, ids, (userId) => contacts().nameOf(userId)));

  async function record(ended: { id: string; status: 'sent' | 'skipped'; attempts: number }[]) {
    await db.autocommit((ex) => outbox.markDone(ex, ended, clock.now()));
    done.sent += ended.filter((e) => e.status === 'sent').length;
  }

  /** The handler of one `email.queued` event's job (its subject is the outbox row). */
  async function deliver(event: DomainEvent, job: JobInfo): Promise<void> {
    const email = (await findQueued([event.subjectId])).get(event.subjectId);
    const ended = await attempt(email, job.retryCount + 1);
    if (ended) await record([ended]);
  }

  /**
   * The jobs of several `email.queued` events fetched together: their rows read in one
   * statement, each sent on its own, the sent ones recorded in one statement. Answers each job's
   * error (it is retried) or null.
   */
  async function deliverAll(
    items: { event: DomainEvent; job: JobInfo }[],
  ): Promise<(Error | null)[]> {
    const emails = await findQueued(items.map((item) => item.event.subjectId));
    const ended: { id: string; status: 'sent' | 'skipped'; attempts: number }[] = [];
    const outcome: (Error | null)[] = [];
    for (const { event, job } of items) {
      try {
        const one = await attempt(emails.get(event.subjectId), job.retryCount + 1);
        if (one) ended.push(one);
        outcome.push(null);
      } catch (err) {
        outcome.push(err instanceof Error ? err : new Error(String(err)));
      }
    }
    // Failing here fails the batch: each job runs again alone and sends its email again, with
    // the same Message-ID (at least once, as after a crash).
    await record(ended);
    return outcome;
  }

  return {
    deliver,
    deliverAll,
    /** Account emails are composed by `composer` (auth's, given when auth registers). */
    composeAccountEmailsWith: (composer: AccountEmailComposer): void => {
      composeAccountEmail = composer;
    },
    /** Emails of `kind` (another module's: a digest) are composed by `composer` when sent. */
    composeEmailsOf: (kind: outbox.AccountEmailKind, composer: AccountEmailComposer): void => {
      composers.set(kind, composer);
    },
    /** Emails of notifications of `type` are dressed by `dresser` when sent. */
    dressEmailsOf: (type: NotificationType, dresser: EmailDresser): void => {
      dressers.set(type, dresser);
    },
    /** Counts of what `deliver` did here: a run's are the difference across it. */
    done: (): EmailRun => ({ ...done }),
  };
}
