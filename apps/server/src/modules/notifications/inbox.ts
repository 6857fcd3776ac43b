import type { Executor } from '../../db/index.js';
import { compose, type NotificationOf } from './messages.js';
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

/**
 * Tells a user something (SPEC §5.7): an in-app notification and its queued email, written in
 * the caller's transaction so they exist exactly when it commits (the subscribers' own, after the
 * change they react to: `subscribers.ts`; the reminders', which are the change). The email is
 * sent after the commit by its delivery job; nothing here waits on mail. Answers whether a
 * notification was made (false for a key the user already has).
 */
export async function notifyUser(ex: Executor, userId: string, input: NotifyInput) {
  const { at, dedupeKey, ...n } = input;
  const message = compose(n, at);
  return repo.insertWithEmail(ex, {
    userId,
    type: n.type,
    ...message,
    data: n.data,
    dedupeKey: dedupeKey ?? null,
    at,
  });
}

/** `notifyUser` for the account behind a dealer profile; false when the profile is gone. */
export async function notifyDealer(ex: Executor, dealerId: string, input: NotifyInput) {
  const userId = await repo.userOfDealer(ex, dealerId);
  return userId === undefined ? false : notifyUser(ex, userId, input);
}

/** How a notification names a listing whose title is missing (only drafts lack one). */
export const listingTitle = (title: string | null) => title ?? 'Untitled listing';
