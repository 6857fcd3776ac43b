import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { runAsOne } from '../../lib/statements.js';
import { compose, type MessageWords, type NotificationOf } from './messages.js';
import type { Recipients } from './recipients.js';
import * as repo from './repository.js';

/** A notification to make: its type and data, when, and for keyed ones the key. */
export type NotifyInput = NotificationOf & {
  at: Date;
  /**
   * Makes the notification at most once per recipient (an auction's reminder, win or end):
   * later calls with the same key do nothing, whichever transaction or instance makes them.
   */
  dedupeKey?: string;
  /** What its words name that its data does not hold (a saved search's match). */
  words?: MessageWords;
  /**
   * false: the in-app notification without its email, for a caller that decides how often a
   * user is emailed (a message thread's, at most every 15 minutes: SPEC §13.3).
   */
  email?: false;
};

/** Tells users things (SPEC §5.7): what other modules call, from `app.services.notifier`. */
export interface Notifier {
  /**
   * An in-app notification and its queued email (none with `email: false`), written in the
   * caller's transaction so they exist exactly when it commits (the subscribers' own, after the
   * change they react to: `subscribers.ts`; the ending-soon reminders', which are the change).
   * The email is sent after the commit by its delivery job; nothing here waits on mail. Answers
   * whether a notification was made (false for a key the user already has).
   */
  notifyUser(ex: Executor, userId: string, input: NotifyInput): Promise<boolean>;
  /**
   * Several notices (to accounts or to dealers) in one statement, in the caller's transaction,
   * each made at most once per key; answers how many were made.
   */
  notifyAll(ex: Executor, notices: Notice[]): Promise<number>;
}

/** Whom a notice tells: an account, or the account behind a dealer profile (if it still is). */
export type Notice = ({ userId: string } | { dealerId: string }) & NotifyInput;

export type Inbox = ReturnType<typeof createInbox>;

/**
 * One app's notifier: it reads recipients through the ports auth and dealers fill
 * (`recipients.ts`), looked up when called.
 */
export function createInbox(recipients: Recipients) {
  /**
   * Notices and their emails (none for `email: false`) in one statement: one round trip, atomic
   * by itself, so a caller with nothing else to write needs no transaction around it. Answers
   * how many were made.
   */
  async function notifyAll(ex: Executor, notices: Notice[]): Promise<number> {
    if (notices.length === 0) return 0;
    const dealers = recipients.dealers();
    const { parts, final } = repo.noticesStatement(
      notices.map((notice) => {
        const { at, dedupeKey, words, email, ...n } = notice;
        const { type, data } = n as NotificationOf;
        return {
          recipient: 'dealerId' in notice ? dealers.userOf(notice.dealerId) : sql`${notice.userId}`,
          type,
          ...compose({ type, data } as NotificationOf, at, words),
          data,
          dedupeKey: dedupeKey ?? null,
          at,
          email: email !== false,
        };
      }),
      (userId) => recipients.contacts().emailOf(userId),
    );
    const [row] = await runAsOne<{ made: number }>(ex, parts, final);
    return row?.made ?? 0;
  }

  const notifyUser = async (ex: Executor, userId: string, input: NotifyInput) =>
    (await notifyAll(ex, [{ userId, ...input }])) > 0;

  return { notifyUser, notifyAll };
}

/** How a notification names a listing whose title is missing (only drafts lack one). */
export const listingTitle = (title: string | null) => title ?? 'Untitled listing';
