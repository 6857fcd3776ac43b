import type { Database, Executor } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import { findAuctionStatus, type AuctionWatching } from '../auctions/index.js';
import { getDealerForUser } from '../dealers/index.js';

export type WatchlistService = ReturnType<typeof createWatchlistService>;

/**
 * Dealers watching auctions (SPEC §5.7). Any dealer with a profile may watch, whatever its
 * status: watching commits to nothing, and a dealer awaiting activation can follow what it will
 * bid on. Only auctions dealers can see are watchable (scheduled, live or ended); one awaiting
 * scheduling is not public, so it is a 404 like an unknown id.
 */
export function createWatchlistService(deps: {
  db: Database;
  clock: Clock;
  /** Auctions' `watchlist` rows (`app.services.auctionWatching`). */
  watching: AuctionWatching;
}) {
  const { db, clock, watching } = deps;

  async function visibleAuction(ex: Executor, auctionId: string): Promise<void> {
    const status = await findAuctionStatus(ex, auctionId);
    if (status === undefined || status === 'pending') throw notFound('Auction');
  }

  /**
   * Idempotent: watching an auction already watched changes nothing. A new watcher of a live
   * auction with 15 minutes or less to go is reminded at once (SPEC §5.7).
   */
  async function watch(userId: string, auctionId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await visibleAuction(tx, auctionId);
      const dealer = await getDealerForUser(tx, userId);
      if (!dealer) {
        throw new AppError('invalid_state', 'Create your dealer profile before watching auctions.');
      }
      await watching.watchAuction(tx, { dealerId: dealer.id, auctionId }, clock.now());
    });
  }

  /** Idempotent: an auction not watched (or a dealer without a profile) is already done. */
  async function unwatch(userId: string, auctionId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await visibleAuction(tx, auctionId);
      const dealer = await getDealerForUser(tx, userId);
      if (dealer) await watching.unwatchAuction(tx, { dealerId: dealer.id, auctionId });
    });
  }

  return { watch, unwatch };
}
