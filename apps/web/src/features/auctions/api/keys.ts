import type { AuctionSort, DealerAuctionScope } from '@gavel/contract';

import type { operations } from '../../../lib/api/schema.gen';

type FacetsQuery = NonNullable<operations['getAuctionsFacets']['parameters']['query']>;

/**
 * The list's filters without its order: what `GET /api/auctions/facets` counts by (SPEC §11), as
 * the API's generated query type says (lists comma-separated, prices in cents). An absent filter
 * may be `undefined`, and leaves no trace in a query key.
 */
export type AuctionFacetFilters = { [K in keyof FacetsQuery]?: FacetsQuery[K] | undefined };

export type AuctionStatusFilter = NonNullable<AuctionFacetFilters['status']>;

/** What the public list is asked for, as `GET /api/auctions` takes it; part of its query key. */
export interface AuctionListFilters extends AuctionFacetFilters {
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
  // Absent filters leave no trace in a key (query keys are hashed as JSON).
  list: (filters: AuctionListFilters, limit: number) =>
    ['auctions', 'list', { ...filters, limit }] as const,
  facets: (filters: AuctionFacetFilters) => ['auctions', 'facets', filters] as const,
  listing: (listingId: string) => ['auctions', 'listing', listingId] as const,
  listingDetails: (listingId: string) => ['auctions', 'listing', listingId, 'details'] as const,
  listingAuction: (listingId: string) => ['auctions', 'listing', listingId, 'auction'] as const,
  dealerView: (listingId: string) => ['auctions', 'listing', listingId, 'dealer-view'] as const,
  /** The negotiation below the reserve of the listing's auction (the highest bidder's view). */
  negotiation: (listingId: string, auctionId: string) =>
    ['auctions', 'listing', listingId, 'negotiation', auctionId] as const,
  /** The sale's dispute as its winner reads it (SPEC §13.4), and until when one may be opened. */
  dispute: (listingId: string, auctionId: string) =>
    ['auctions', 'listing', listingId, 'dispute', auctionId] as const,
  /** What the listing's specifics add to its JSON-LD, for the version of the listing read. */
  itemJsonLd: (listingId: string, updatedAt: string) =>
    ['auctions', 'listing', listingId, 'item-json-ld', updatedAt] as const,
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
