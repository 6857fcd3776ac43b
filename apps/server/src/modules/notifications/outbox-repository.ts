import { and, asc, eq, gt, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { recordDomainEvent } from '../../lib/jobs/index.js';
import { emailOutbox, notifications, type EmailKind } from './schema.js';

/**
 * SQL of the email outbox: each queued email is a row (the record the limits, housekeeping and
 * staff read) and a domain event written beside it, which becomes its one delivery job (ADR 041).
 */

/** The domain event of a queued email; its subject is the outbox row. */
export const EMAIL_QUEUED = 'email.queued';
export const EMAIL_SUBJECT = 'email';

/** Records the event that delivers the email `id`, in the transaction that queued it. */
export async function recordQueued(ex: Executor, id: string, at: Date): Promise<void> {
  await recordDomainEvent(ex, {
    type: EMAIL_QUEUED,
    subjectType: EMAIL_SUBJECT,
    subjectId: id,
    at,
  });
}

export type AccountEmailKind = Exclude<EmailKind, 'notification'>;

/** One queued account email, as its delivery reads it. */
export interface QueuedAccountEmail {
  id: string;
  kind: AccountEmailKind;
  toAddress: string;
  userId: string | null;
  createdAt: Date;
}

/** Queues an account email (composed when it is sent, with its token) in `ex`. */
export async function queueAccountEmail(
  ex: Executor,
  email: {
    /** The row's id when the caller names it (a digest's email is its digest's id). */
    id?: string;
    kind: AccountEmailKind;
    toAddress: string;
    userId: string | null;
    at: Date;
    resend?: boolean;
  },
): Promise<void> {
  const [row] = await ex
    .insert(emailOutbox)
    .values({
      ...(email.id ? { id: email.id } : {}),
      kind: email.kind,
      toAddress: email.toAddress,
      userId: email.userId,
      resend: email.resend ?? false,
      status: 'pending',
      createdAt: email.at,
    })
    .returning({ id: emailOutbox.id });
  if (row) await recordQueued(ex, row.id, email.at);
}

/**
 * When the account emails the hourly limits count were queued after `since`, oldest first:
 * reset emails to an address, or confirmation emails asked for again by an account.
 */
export async function accountEmailTimes(
  ex: Executor,
  counted: { resetsTo: string } | { resendsFor: string },
  since: Date,
): Promise<Date[]> {
  const which =
    'resetsTo' in counted
      ? and(eq(emailOutbox.kind, 'password_reset'), eq(emailOutbox.toAddress, counted.resetsTo))
      : and(
          eq(emailOutbox.kind, 'email_verification'),
          eq(emailOutbox.userId, counted.resendsFor),
          eq(emailOutbox.resend, true),
        );
  const rows = await ex
    .select({ at: emailOutbox.createdAt })
    .from(emailOutbox)
    .where(and(which, gt(emailOutbox.createdAt, since)))
    .orderBy(asc(emailOutbox.createdAt));
  return rows.map((r) => r.at);
}

/**
 * Whether a reset email was asked for the address after the one queued at `createdAt` (`id`):
 * only the newest request's link is sent, so a retried older one never voids a newer link.
 */
export async function newerResetRequested(
  ex: Executor,
  address: string,
  request: { id: string; createdAt: Date },
): Promise<boolean> {
  const rows = await ex
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, 'password_reset'),
        eq(emailOutbox.toAddress, address),
        or(
          gt(emailOutbox.createdAt, request.createdAt),
          and(eq(emailOutbox.createdAt, request.createdAt), gt(emailOutbox.id, request.id)),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Queued emails with what their messages need, by id (one gone is missing). */
export async function findQueued(
  ex: Executor,
  ids: string[],
  nameOf: (userId: SQLWrapper) => SQL<string | null>,
) {
  const rows = await ex
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      status: emailOutbox.status,
      userId: emailOutbox.userId,
      toAddress: emailOutbox.toAddress,
      createdAt: emailOutbox.createdAt,
      // A notification's words; account emails are composed when sent.
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      data: notifications.data,
      /** A notification's recipient's name, which its email greets (null for account emails). */
      name: nameOf(notifications.userId),
    })
    .from(emailOutbox)
    .leftJoin(notifications, eq(notifications.id, emailOutbox.notificationId))
    .where(inArray(emailOutbox.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

export type QueuedEmail = NonNullable<ReturnType<Awaited<ReturnType<typeof findQueued>>['get']>>;

/**
 * Records tries that ended, in one statement: `sent` (at `at`), or `skipped` (nothing to send,
 * as an account email whose account or purpose is gone: kept for the limits).
 */
export async function markDone(
  ex: Executor,
  done: { id: string; status: 'sent' | 'skipped'; attempts: number }[],
  at: Date,
) {
  if (done.length === 0) return;
  const rows = sql.join(
    done.map((d) => sql`(${d.id}::uuid, ${d.status}::email_status, ${d.attempts}::int)`),
    sql`, `,
  );
  await ex.execute(sql`update ${emailOutbox}
    set status = done.status, attempts = done.attempts, last_error = null,
      sent_at = case when done.status = 'sent' then ${at.toISOString()}::timestamptz end
    from (values ${rows}) as done (id, status, attempts)
    where ${emailOutbox.id} = done.id`);
}

/** A try that failed and will be tried again (by its job). */
export async function recordFailedTry(ex: Executor, id: string, attempts: number, error: string) {
  await ex.update(emailOutbox).set({ attempts, lastError: error }).where(eq(emailOutbox.id, id));
}

export async function markFailed(ex: Executor, id: string, attempts: number, error: string) {
  await ex
    .update(emailOutbox)
    .set({ status: 'failed', attempts, lastError: error })
    .where(eq(emailOutbox.id, id));
}
