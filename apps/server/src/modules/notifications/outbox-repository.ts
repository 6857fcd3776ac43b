import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { users } from '../../db/schema.js';
import { emailOutbox, notifications } from './schema.js';

/** SQL of the email outbox: what the delivery worker claims, and what it records. */

const due = (now: Date) =>
  and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now));

/** Whether any email is due: one indexed look, so idle ticks open no transaction. */
export async function anyDue(ex: Executor, now: Date): Promise<boolean> {
  const rows = await ex.select({ id: emailOutbox.id }).from(emailOutbox).where(due(now)).limit(1);
  return rows.length > 0;
}

/**
 * Claims up to `limit` due emails, earliest first, with what their message needs. Rows another
 * transaction holds are skipped; each claimed row's next attempt moves to `leaseUntil` and its
 * attempt count goes up, so after this transaction commits no other worker takes it while it is
 * being sent, and a worker that dies mid-send leaves it to be retried when the lease ends.
 */
export async function claimDue(ex: Executor, now: Date, leaseUntil: Date, limit: number) {
  const rows = await ex
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      userId: emailOutbox.userId,
      toAddress: emailOutbox.toAddress,
      attempts: emailOutbox.attempts,
      createdAt: emailOutbox.createdAt,
      // A notification's words; account emails are composed when sent (auth/account-emails.ts).
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      name: users.name,
    })
    .from(emailOutbox)
    .leftJoin(notifications, eq(notifications.id, emailOutbox.notificationId))
    .leftJoin(users, eq(users.id, notifications.userId))
    .where(due(now))
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(limit)
    .for('update', { of: emailOutbox, skipLocked: true });
  if (rows.length === 0) return [];
  await ex
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(
      inArray(
        emailOutbox.id,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => ({ ...r, attempts: r.attempts + 1 }));
}

export type ClaimedEmail = Awaited<ReturnType<typeof claimDue>>[number];

export async function markSent(ex: Executor, id: string, at: Date): Promise<void> {
  await ex
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: at, lastError: null })
    .where(eq(emailOutbox.id, id));
}

export async function scheduleRetry(ex: Executor, id: string, at: Date, error: string) {
  await ex
    .update(emailOutbox)
    .set({ nextAttemptAt: at, lastError: error })
    .where(eq(emailOutbox.id, id));
}

/** Nothing to send (an account email whose account or purpose is gone): kept for the limits. */
export async function markSkipped(ex: Executor, id: string, at: Date): Promise<void> {
  await ex
    .update(emailOutbox)
    .set({ status: 'skipped', nextAttemptAt: at, lastError: null })
    .where(eq(emailOutbox.id, id));
}

export async function markFailed(ex: Executor, id: string, error: string): Promise<void> {
  await ex
    .update(emailOutbox)
    .set({ status: 'failed', lastError: error })
    .where(eq(emailOutbox.id, id));
}
