import { and, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import type { Pruning } from '../../lib/housekeeping.js';
import { emailOutbox } from './schema.js';

/** The queue of the hourly pruning of handled account emails (ADR 041). */
export const NOTIFICATIONS_PRUNE_QUEUE = 'notifications.prune';

/**
 * Account emails (resets, confirmations) are kept a day once handled: their hourly limits look
 * back an hour, and a reset asked for an unknown address holds what a stranger typed.
 */
export const ACCOUNT_EMAIL_RETENTION_SECONDS = 24 * 60 * 60;

/**
 * The outbox's handled account emails, a day old. A notification's email stays as long as its
 * notification: it is the record of what the user was sent.
 */
export function accountEmailsPruning(db: Database): Pruning {
  return async (now) => {
    const rows = await db.transaction((tx) =>
      tx
        .delete(emailOutbox)
        .where(
          and(
            ne(emailOutbox.kind, 'notification'),
            ne(emailOutbox.status, 'pending'),
            lt(
              emailOutbox.createdAt,
              new Date(now.getTime() - ACCOUNT_EMAIL_RETENTION_SECONDS * 1000),
            ),
          ),
        )
        .returning({ id: emailOutbox.id }),
    );
    return { accountEmails: rows.length };
  };
}
