import type { NotificationItem, NotificationsQuery, Page, UnreadCount } from '@gavel/contract';
import type { Database } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import { decodeTimeCursor, paginate } from '../../lib/cursor.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './repository.js';

export type NotificationService = ReturnType<typeof createNotificationService>;

/** The item shape; `data` was written from the contract's type for its `type`. */
export const toNotification = (row: repo.NotificationRow): NotificationItem =>
  ({
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    data: row.data,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }) as NotificationItem;

/**
 * A user's in-app notifications (SPEC §5.7): every account has a feed, whatever its roles. A
 * notification of another user is a 404, as if it did not exist.
 */
export function createNotificationService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  async function list(userId: string, query: NotificationsQuery): Promise<Page<NotificationItem>> {
    const cursor = decodeTimeCursor(query.cursor);
    const rows = await db.read((ex) =>
      repo.listForUser(ex, userId, {
        unreadOnly: query.unread === true,
        cursor,
        limit: query.limit + 1,
      }),
    );
    const page = paginate(rows, query.limit, (r) => ({ k: r.createdAt.toISOString(), id: r.id }));
    return { items: page.rows.map(toNotification), next_cursor: page.next_cursor };
  }

  /** Idempotent: a notification already read keeps the time it was first read. */
  async function markRead(userId: string, id: string): Promise<NotificationItem> {
    const row = await db.transaction((tx) => repo.markRead(tx, userId, id, clock.now()));
    if (!row) throw notFound('Notification');
    return toNotification(row);
  }

  /** Marks every unread notification read; answers the unread count afterwards. */
  async function markAllRead(userId: string): Promise<UnreadCount> {
    return db.transaction(async (tx) => {
      await repo.markAllRead(tx, userId, clock.now());
      return { count: await repo.unreadCount(tx, userId) };
    });
  }

  async function unreadCount(userId: string): Promise<UnreadCount> {
    return { count: await db.read((ex) => repo.unreadCount(ex, userId)) };
  }

  return { list, markRead, markAllRead, unreadCount };
}
