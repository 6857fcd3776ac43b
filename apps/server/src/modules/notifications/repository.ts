import type { NotificationType } from '@gavel/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { emailOutbox, notifications } from './schema.js';
import { keysetAfter, type TimeCursor } from '../../lib/cursor.js';
import { recordQueued } from './outbox-repository.js';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string;
  data: Record<string, unknown>;
  dedupeKey: string | null;
  at: Date;
}

/**
 * Inserts a notification in the caller's transaction and answers its id. A keyed notification
 * the recipient already has is not inserted again: answers undefined.
 */
export async function insertNotification(
  ex: Executor,
  n: NewNotification,
): Promise<string | undefined> {
  const [row] = await ex
    .insert(notifications)
    .values({
      userId: n.userId,
      type: n.type,
      title: n.title,
      body: n.body,
      link: n.link,
      data: n.data,
      dedupeKey: n.dedupeKey,
      createdAt: n.at,
    })
    .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
    .returning({ id: notifications.id });
  return row?.id;
}

/** Queues a notification's email (the outbox row and the event that delivers it) in `ex`. */
export async function queueNotificationEmail(
  ex: Executor,
  email: { notificationId: string; toAddress: string; at: Date },
): Promise<void> {
  const [row] = await ex
    .insert(emailOutbox)
    .values({
      notificationId: email.notificationId,
      toAddress: email.toAddress,
      status: 'pending',
      nextAttemptAt: email.at,
      createdAt: email.at,
    })
    .returning({ id: emailOutbox.id });
  if (row) await recordQueued(ex, row.id, email.at);
}

/** A keyset page of a user's notifications, newest first, and one more row. */
export function listForUser(
  ex: Executor,
  userId: string,
  opts: { unreadOnly: boolean; cursor: TimeCursor | undefined; limit: number },
): Promise<NotificationRow[]> {
  return ex
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        opts.unreadOnly ? isNull(notifications.readAt) : undefined,
        keysetAfter(notifications.createdAt, notifications.id, opts.cursor, 'desc'),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit);
}

/**
 * Marks one of the user's notifications read (keeping the first `read_at` when it already is);
 * undefined when the user has no notification with that id.
 */
export async function markRead(
  ex: Executor,
  userId: string,
  id: string,
  at: Date,
): Promise<NotificationRow | undefined> {
  const [row] = await ex
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at})` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function markAllRead(ex: Executor, userId: string, at: Date): Promise<void> {
  await ex
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function unreadCount(ex: Executor, userId: string): Promise<number> {
  const [row] = await ex
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}
