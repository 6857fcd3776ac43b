import type { Executor } from '../../../db/index.js';
import { remindNewWatcher } from './reminders.js';
import * as repo from './reminder-repository.js';

/**
 * For the watchlist module (ADR 040), in its transaction: the dealer watches the auction;
 * already watching changes nothing. A new watcher of a live auction with 15 minutes or less to
 * go is reminded at once (SPEC §5.7).
 */
export async function watchAuction(
  tx: Executor,
  key: { dealerId: string; auctionId: string },
  at: Date,
): Promise<void> {
  if (await repo.insertWatch(tx, { ...key, at })) await remindNewWatcher(tx, key, at);
}

/** The dealer stops watching the auction; not watching is already done. */
export function unwatchAuction(
  ex: Executor,
  key: { dealerId: string; auctionId: string },
): Promise<void> {
  return repo.deleteWatch(ex, key);
}
