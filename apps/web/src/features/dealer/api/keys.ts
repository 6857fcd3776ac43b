import type { DealerAuctionScope } from '@gavel/contract';

/**
 * Query keys of the dealer area. `['dealer', 'profile']` is the same key the shell's dealer
 * banner reads (same call, same answer), so saving the profile or a KYC update refreshes the
 * banner too. Every auction list sits under `['dealer', 'auctions']` so one invalidation after a
 * bid refreshes all tabs.
 */
export const dealerKeys = {
  all: ['dealer'] as const,
  profile: ['dealer', 'profile'] as const,
  kyc: ['dealer', 'kyc'] as const,
  auctionLists: ['dealer', 'auctions'] as const,
  auctions: (scope: DealerAuctionScope) => ['dealer', 'auctions', scope] as const,
  /** Ids of every watched auction, for the Watch / Unwatch button. */
  watchlist: ['dealer', 'watchlist'] as const,
};
