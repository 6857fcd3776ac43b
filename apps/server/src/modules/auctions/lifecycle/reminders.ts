import type { Database, Executor } from '../../../db/index.js';
import { listingTitle, type Notifier } from '../../notifications/index.js';
import * as repo from './reminder-repository.js';

/** A watched auction is "about to end" when this much time or less remains (SPEC §5.7). */
export const ENDING_SOON_SECONDS = 15 * 60;
/** Watchers reminded per transaction. */
export const REMINDER_BATCH = 50;

const soonAfter = (now: Date) => new Date(now.getTime() + ENDING_SOON_SECONDS * 1000);

/**
 * Reminds one watcher, in the caller's transaction: marks the watch as reminded and makes the
 * `auction.ending_soon` notification, keyed per auction, so a dealer who stops watching and
 * starts again is not reminded twice.
 */
async function remind(
  ex: Executor,
  notifier: Notifier,
  row: repo.DueReminder,
  at: Date,
): Promise<boolean> {
  await repo.markReminded(ex, row, at);
  if (row.endAt === null) return false;
  return notifier.notifyUser(ex, row.userId, {
    type: 'auction.ending_soon',
    data: {
      auction_id: row.auctionId,
      listing_id: row.listingId,
      listing_title: listingTitle(row.listingTitle),
      currency: row.currency,
      end_at: row.endAt.toISOString(),
      current_price_cents: row.currentPriceCents,
    },
    at,
    dedupeKey: `auction.ending_soon:${row.auctionId}`,
  });
}

/**
 * The scheduler's reminder phase: every watcher of a live auction that ends within
 * `ENDING_SOON_SECONDS` and was not reminded yet gets its reminder, exactly once across
 * instances (rows claimed with `FOR UPDATE SKIP LOCKED`, then marked in the same transaction).
 * Answers how many reminders were made.
 */
export async function remindDue(
  db: Database,
  notifier: Notifier,
  now: Date,
  batch = REMINDER_BATCH,
): Promise<number> {
  const soon = soonAfter(now);
  if (!(await db.read((ex) => repo.anyDue(ex, now, soon)))) return 0;
  let total = 0;
  for (;;) {
    const { claimed, made } = await db.transaction(async (tx) => {
      const rows = await repo.claimDue(tx, now, soon, batch);
      let made = 0;
      for (const row of rows) if (await remind(tx, notifier, row, now)) made++;
      return { claimed: rows.length, made };
    });
    total += made;
    if (claimed < batch) return total;
  }
}

/**
 * For a dealer who just started watching: "at once if less remains when the dealer starts
 * watching a live auction" (SPEC §5.7). Runs in the watch's transaction, after its insert.
 */
export async function remindNewWatcher(
  tx: Executor,
  notifier: Notifier,
  key: { dealerId: string; auctionId: string },
  now: Date,
): Promise<void> {
  const row = await repo.findDue(tx, key, now, soonAfter(now));
  if (row) await remind(tx, notifier, row, now);
}
