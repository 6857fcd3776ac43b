import { and, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/index.js';
import { emailOutbox } from '../../db/schema.js';
import type { Pruning } from '../../lib/housekeeping.js';

/**
 * Account emails (resets, confirmations) are kept a day once handled: their hourly limits look
 * back an hour, and a reset asked for an unknown address holds what a stranger typed.
 */
export const ACCOUNT_EMAIL_RETENTION_SECONDS = 24 * 60 * 60;

/**
 * The handled account emails of notifications' outbox, a day old. The last pruning that names
 * another area's table (read-models.json, `pending.maintenance`): the outbox is being moved to
 * the job queue, and its pruning moves with it. Every other area prunes its own rows in a job of
 * its own (`app.housekeeping`, ADR 041).
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
