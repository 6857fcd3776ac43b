import type { NotificationType } from '@gavel/contract';
import { and, count, desc, eq, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { emailOutbox, notifications } from './schema.js';
import { keysetAfter, type TimeCursor } from '../../lib/cursor.js';
import { domainEventsForRows } from '../../lib/jobs/index.js';
import type { StatementPart } from '../../lib/statements.js';
import { EMAIL_QUEUED, EMAIL_SUBJECT } from './outbox-repository.js';

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
 * The parts of the one statement that makes notices (`runAsOne`): `notice` inserts each
 * notification for its `recipient` (an SQL expression of the account's id; none when it is null)
 * unless the recipient already has one with its key; `email` queues each one's email to the
 * address `addressOf` the recipient; `queued` records the events that deliver them (ADR 041).
 * Notices with `email: false` are inserted by a part of their own (`quiet_notice`) that no email
 * part reads. `final` answers how many were made.
 */
export function noticesStatement(
  notices: (Omit<NewNotification, 'userId'> & { recipient: SQLWrapper; email: boolean })[],
  addressOf: (userId: SQLWrapper) => SQL<string | null>,
): { parts: StatementPart[]; final: SQL } {
  const notice = sql.identifier('notice');
  const emailed = notices.filter((n) => n.email);
  const quiet = notices.filter((n) => !n.email);
  const parts: StatementPart[] = [];
  const made: SQL[] = [];
  if (emailed.length > 0) {
    parts.push(
      insertPart('notice', emailed),
      {
        name: 'email',
        // "Emails go to the account's email address" (SPEC §5.7), as it is now.
        query: sql`insert into ${emailOutbox} (notification_id, to_address, status, created_at)
          select ${notice}.id, ${addressOf(sql`${notice}.user_id`)}, 'pending', ${notice}.created_at
          from ${notice}
          returning id, created_at`,
      },
      {
        name: 'queued',
        query: domainEventsForRows('email', { type: EMAIL_QUEUED, subjectType: EMAIL_SUBJECT }),
      },
    );
    made.push(sql`(select count(*) from ${notice})`);
  }
  if (quiet.length > 0) {
    parts.push(insertPart('quiet_notice', quiet));
    made.push(sql`(select count(*) from ${sql.identifier('quiet_notice')})`);
  }
  return {
    parts,
    final: sql`select (${sql.join(made.length > 0 ? made : [sql`0`], sql` + `)})::int as made`,
  };
}

/** The insert of notifications, named `name` for the parts that read its rows. */
function insertPart(
  name: string,
  notices: (Omit<NewNotification, 'userId'> & { recipient: SQLWrapper })[],
): StatementPart {
  const rows = sql.join(
    notices.map(
      (n) => sql`((${n.recipient})::uuid, ${n.type}::notification_type, ${n.title}::text,
        ${n.body}::text, ${n.link}::text, ${JSON.stringify(n.data)}::jsonb, ${n.dedupeKey}::text,
        ${n.at.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  return {
    name,
    query: sql`insert into ${notifications}
        (user_id, type, title, body, link, data, dedupe_key, created_at)
      select * from (values ${rows})
        as made (user_id, type, title, body, link, data, dedupe_key, created_at)
      where made.user_id is not null
      on conflict (user_id, dedupe_key) do nothing
      returning id, user_id, created_at`,
  };
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
