import type { AuctionSort, DealerAuctionScope, ListingCategory } from '@gavel/contract';

export type AuctionStatusFilter = 'live' | 'scheduled' | 'ended';

/** What the public list is asked for; part of its query key. */
export interface AuctionListFilters {
  status?: AuctionStatusFilter | undefined;
  q?: string | undefined;
  category?: ListingCategory | undefined;
  sort: AuctionSort;
}

/**
 * Query keys of the public auction pages. Everything about one listing's auction sits under
 * `['auctions', 'listing', listingId]`, so a live event or a bid refreshes the page with one
 * invalidation.
 */
export const auctionKeys = {
  all: ['auctions'] as const,
  lists: ['auctions', 'list'] as const,
  list: (filters: AuctionListFilters, limit: number) =>
    [
      'auctions',
      'list',
      {
        status: filters.status ?? null,
        q: filters.q ?? null,
        category: filters.category ?? null,
        sort: filters.sort,
        limit,
      },
    ] as const,
  listing: (listingId: string) => ['auctions', 'listing', listingId] as const,
  listingDetails: (listingId: string) => ['auctions', 'listing', listingId, 'details'] as const,
  listingAuction: (listingId: string) => ['auctions', 'listing', listingId, 'auction'] as const,
  dealerView: (listingId: string) => ['auctions', 'listing', listingId, 'dealer-view'] as const,
  bids: (auctionId: string) => ['auctions', 'bids', auctionId] as const,
};

/**
 * Query keys of the dealer's auction lists (`GET /api/dealer/auctions`) and watchlist. Every list
 * sits under `['dealer', 'auctions']` so one invalidation after a bid refreshes all tabs.
 */
export const dealerAuctionKeys = {
  lists: ['dealer', 'auctions'] as const,
  list: (scope: DealerAuctionScope) => ['dealer', 'auctions', scope] as const,
  /** Ids of every watched auction, for the Watch / Unwatch button. */
  watchlist: ['dealer', 'watchlist'] as const,
};
