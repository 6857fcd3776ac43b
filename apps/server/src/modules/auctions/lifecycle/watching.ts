import type { Executor } from '../../../db/index.js';
import type { Notifier } from '../../notifications/index.js';
import { remindNewWatcher } from './reminders.js';
import * as repo from './reminder-repository.js';

interface WatchKey {
  dealerId: string;
  auctionId: string;
}

/**
 * For the watchlist module (ADR 040), in its transaction: auctions' `watchlist` rows, which it
 * adds and removes through `app.services.auctionWatching`.
 */
export interface AuctionWatching {
  /**
   * The dealer watches the auction; already watching changes nothing. A new watcher of a live
   * auction with 15 minutes or less to go is reminded at once (SPEC §5.7).
   */
  watchAuction(tx: Executor, key: WatchKey, at: Date): Promise<void>;
  /** The dealer stops watching the auction; not watching is already done. */
  unwatchAuction(ex: Executor, key: WatchKey): Promise<void>;
}

/** Watching, with the notifier that reminds a new watcher. */
export function createAuctionWatching(notifier: Notifier): AuctionWatching {
  return {
    async watchAuction(tx, key, at) {
      if (await repo.insertWatch(tx, { ...key, at })) {
        await remindNewWatcher(tx, notifier, key, at);
      }
    },
    unwatchAuction: (ex, key) => repo.deleteWatch(ex, key),
  };
}
