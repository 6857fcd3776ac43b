import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { watchlist } from './schema.js';

/**
 * Adds the auction to the dealer's watchlist; already there is not an error. Answers whether
 * the row is new.
 */
export async function watch(
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
export async function unwatch(
  ex: Executor,
  input: { dealerId: string; auctionId: string },
): Promise<void> {
  await ex
    .delete(watchlist)
    .where(and(eq(watchlist.dealerId, input.dealerId), eq(watchlist.auctionId, input.auctionId)));
}
