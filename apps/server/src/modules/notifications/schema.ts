/** The notifications module's tables (ADR 040): the in-app feed and the email outbox it feeds. */

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { notificationTypeSchema } from '@gavel/contract';
import { at, enumOf } from '../../db/columns.js';
// Another area's table, only for a foreign key: from the assembled schema (ADR 040).
import { users } from '../../db/schema.js';

export const notificationTypeEnum = enumOf('notification_type', notificationTypeSchema.options);

/**
 * One in-app notification, written in the transaction of the change that causes it. `title`,
 * `body` and `link` are rendered when it is made; `data` holds the facts behind them (typed per
 * type by the contract). `dedupe_key` is set for notifications that exist at most once per
 * recipient (an auction's reminder, win, end): a second insert is a no-op.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationTypeEnum('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    dedupeKey: text('dedupe_key'),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    // The feed, newest first, and its keyset pages.
    index('notifications_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The unread filter, the unread count and read-all touch only unread rows.
    index('notifications_user_unread_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.readAt} is null`),
    // NULLs are distinct: only keyed notifications are deduplicated.
    uniqueIndex('notifications_user_dedupe_key').on(t.userId, t.dedupeKey),
  ],
);

export const emailStatusEnum = pgEnum('email_status', ['pending', 'sent', 'failed', 'skipped']);

export const EMAIL_KINDS = [
  'notification',
  'password_reset',
  'email_verification',
  'saved_search_digest',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
export const emailKindEnum = pgEnum('email_kind', EMAIL_KINDS);

/**
 * The record of each email (a notification's or an account email), queued in the transaction
 * of its cause with the `email.queued` event that becomes its one delivery job (ADR 041): the
 * job marks it `sent`, `skipped` or `failed`; its tries and their timing are pg-boss's.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: emailKindEnum('kind').notNull().default('notification'),
    /** The notification this email tells (kind `notification` only). */
    notificationId: uuid('notification_id').references(() => notifications.id, {
      onDelete: 'cascade',
    }),
    /**
     * The account an account email is for. A password reset asked for by address has none: its
     * delivery looks the address up when it sends, so the request costs the same either way.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The account's address when the email was queued (a reset's: as typed, normalised). */
    toAddress: text('to_address').notNull(),
    /** A confirmation email asked for again (`/verify-email/resend`), not the sign-up's. */
    resend: boolean('resend').notNull().default(false),
    status: emailStatusEnum('status').notNull(),
    /** Tries made so far (the delivery job's). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    // Deleting a notification (its user) finds its email.
    index('email_outbox_notification_idx').on(t.notificationId),
    // The hourly limits on account emails: per address (reset) and per account (verification).
    index('email_outbox_account_address_idx')
      .on(t.kind, t.toAddress, t.createdAt)
      .where(sql`${t.kind} <> 'notification'`),
    index('email_outbox_account_user_idx')
      .on(t.userId, t.kind, t.createdAt)
      .where(sql`${t.userId} is not null`),
    check(
      'email_outbox_kind_source_check',
      sql`(${t.kind} = 'notification') = (${t.notificationId} is not null)`,
    ),
  ],
);
