import type { Executor } from '../../db/index.js';
import { compose, type NotificationOf } from './messages.js';
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
};

/** Tells users things (SPEC §5.7): what other modules call, from `app.services.notifier`. */
export interface Notifier {
  /**
   * An in-app notification and its queued email, written in the caller's transaction so they
   * exist exactly when it commits (the subscribers' own, after the change they react to:
   * `subscribers.ts`; the ending-soon reminders', which are the change). The email is sent after
   * the commit by its delivery job; nothing here waits on mail. Answers whether a notification
   * was made (false for a key the user already has).
   */
  notifyUser(ex: Executor, userId: string, input: NotifyInput): Promise<boolean>;
}

export type Inbox = ReturnType<typeof createInbox>;

/**
 * One app's notifier: it reads recipients through the ports auth and dealers fill
 * (`recipients.ts`), looked up when called.
 */
export function createInbox(recipients: Recipients) {
  async function notifyUser(ex: Executor, userId: string, input: NotifyInput): Promise<boolean> {
    const { at, dedupeKey, ...n } = input;
    const message = compose(n, at);
    const notificationId = await repo.insertNotification(ex, {
      userId,
      type: n.type,
      ...message,
      data: n.data,
      dedupeKey: dedupeKey ?? null,
      at,
    });
    if (notificationId === undefined) return false;
    // "Emails go to the account's email address" (SPEC §5.7), as it is now. The notification's
    // foreign key has just found the account and holds it until the transaction ends.
    const contact = await recipients.contacts().contactOf(ex, userId);
    if (!contact) throw new Error(`No account ${userId} to email a notification to.`);
    await repo.queueNotificationEmail(ex, { notificationId, toAddress: contact.email, at });
    return true;
  }

  /** `notifyUser` for the account behind a dealer profile; false when the profile is gone. */
  async function notifyDealer(ex: Executor, dealerId: string, input: NotifyInput) {
    const userId = await recipients.dealers().userOfDealer(ex, dealerId);
    return userId === undefined ? false : notifyUser(ex, userId, input);
  }

  return { notifyUser, notifyDealer };
}

/** How a notification names a listing whose title is missing (only drafts lack one). */
export const listingTitle = (title: string | null) => title ?? 'Untitled listing';
