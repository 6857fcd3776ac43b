import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/index.js';
import { dealerProfiles, listings } from '../../../db/schema.js';
import { auctions, watchlist } from '../schema.js';

/**
 * SQL of the watchlist (auctions' own table, ADR 040): a dealer's watch added or removed, and
 * the ending-soon reminders' watchers of live auctions close to their end.
 */

const unreminded = (now: Date, soon: Date) =>
  and(
    isNull(watchlist.endingSoonNotifiedAt),
    eq(auctions.status, 'live'),
    gt(auctions.endAt, now),
    lte(auctions.endAt, soon),
  );

/** Whether any watcher is due a reminder: one indexed look, so idle ticks open no transaction. */
export async function anyDue(ex: Executor, now: Date, soon: Date): Promise<boolean> {
  const rows = await ex
    .select({ auctionId: watchlist.auctionId })
    .from(watchlist)
    .innerJoin(auctions, eq(auctions.id, watchlist.auctionId))
    .where(unreminded(now, soon))
    .limit(1);
  return rows.length > 0;
}

const reminderFields = {
  dealerId: watchlist.dealerId,
  auctionId: watchlist.auctionId,
  userId: dealerProfiles.userId,
  listingId: auctions.listingId,
  listingTitle: listings.title,
  endAt: auctions.endAt,
  currentPriceCents: auctions.currentPriceCents,
  currency: auctions.currency,
};

/**
 * Locks up to `limit` watchlist rows due a reminder, soonest end first, skipping rows another
 * transaction holds: instances never wait on, nor both take, the same watcher. The auction row
 * is read, not locked, so reminders never hold up a bid.
 */
export function claimDue(ex: Executor, now: Date, soon: Date, limit: number) {
  return ex
    .select(reminderFields)
    .from(watchlist)
    .innerJoin(auctions, eq(auctions.id, watchlist.auctionId))
    .innerJoin(listings, eq(listings.id, auctions.listingId))
    .innerJoin(dealerProfiles, eq(dealerProfiles.id, watchlist.dealerId))
    .where(unreminded(now, soon))
    .orderBy(asc(auctions.endAt), asc(watchlist.auctionId), asc(watchlist.dealerId))
    .limit(limit)
    .for('update', { of: watchlist, skipLocked: true });
}

export type DueReminder = Awaited<ReturnType<typeof claimDue>>[number];

/** One watcher of one auction, if its auction is due a reminder now (for a new watch). */
export async function findDue(
  ex: Executor,
  key: { dealerId: string; auctionId: string },
  now: Date,
  soon: Date,
): Promise<DueReminder | undefined> {
  const [row] = await ex
    .select(reminderFields)
    .from(watchlist)
    .innerJoin(auctions, eq(auctions.id, watchlist.auctionId))
    .innerJoin(listings, eq(listings.id, auctions.listingId))
    .innerJoin(dealerProfiles, eq(dealerProfiles.id, watchlist.dealerId))
    .where(
      and(
        eq(watchlist.dealerId, key.dealerId),
        eq(watchlist.auctionId, key.auctionId),
        unreminded(now, soon),
      ),
    )
    .limit(1);
  return row;
}

export async function markReminded(
  ex: Executor,
  key: { dealerId: string; auctionId: string },
  at: Date,
): Promise<void> {
  await ex
    .update(watchlist)
    .set({ endingSoonNotifiedAt: at })
    .where(and(eq(watchlist.dealerId, key.dealerId), eq(watchlist.auctionId, key.auctionId)));
}

/**
 * Adds the auction to the dealer's watchlist; already there is not an error. Answers whether
 * the row is new.
 */
export async function insertWatch(
  ex: Executor,
  input: { dealerId: string; auctionId: string; at: Date },
): Promise<boolean> {
  const rows = await ex
    .insert(watchlist)
    .values({ dealerId: input.dealerId, auctionId: input.auctionId, createdAt: input.at })
    .onConflictDoNothing({ target: [watchlist.dealerId, watchlist.auctionId] })
    .returning({ auctionId: watchlist.auctionId });
  return rows.length > 0;
}

/** Removes the auction from the dealer's watchlist; not there is not an error. */
export async function deleteWatch(
  ex: Executor,
  key: { dealerId: string; auctionId: string },
): Promise<void> {
  await ex
    .delete(watchlist)
    .where(and(eq(watchlist.dealerId, key.dealerId), eq(watchlist.auctionId, key.auctionId)));
}
