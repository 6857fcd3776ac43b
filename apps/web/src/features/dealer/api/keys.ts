import type { DealerAuctionScope } from '@gavel/contract';

/**
 * Query keys of the dealer's auction lists. Every list sits under `['dealer', 'auctions']` so one
 * invalidation after a bid refreshes all tabs.
 */
export const dealerKeys = {
  all: ['dealer'] as const,
  auctionLists: ['dealer', 'auctions'] as const,
  auctions: (scope: DealerAuctionScope) => ['dealer', 'auctions', scope] as const,
  /** Ids of every watched auction, for the Watch / Unwatch button. */
  watchlist: ['dealer', 'watchlist'] as const,
};
