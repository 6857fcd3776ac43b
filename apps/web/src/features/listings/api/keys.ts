import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the seller's listings. Every key starts with `['seller', 'listings']`, so one
 * invalidation after a change refreshes the dashboard's list, the listing and its auction.
 */
export const listingKeys = {
  all: ['seller', 'listings'] as const,
  /** The dashboard's list, one entry per status filter. */
  pages: (status: string | undefined) =>
    ['seller', 'listings', 'list', { status: status ?? null }] as const,
  /** The dashboard's summary and tasks: the newest listings, whatever the list's filter. */
  overview: ['seller', 'listings', 'overview'] as const,
  detail: (id: string) => ['seller', 'listings', id] as const,
  auction: (id: string) => ['seller', 'listings', id, 'auction'] as const,
};

/**
 * Query keys of the seller's auction outcomes (`GET /api/seller/auctions/{id}`, its contact, its
 * negotiation and its dispute).
 */
export const sellerAuctionKeys = {
  all: ['seller', 'auctions'] as const,
  detail: (auctionId: string) => ['seller', 'auctions', auctionId] as const,
  contact: (auctionId: string) => ['seller', 'auctions', auctionId, 'contact'] as const,
  /** Its negotiation below the reserve (SPEC §13.1). */
  negotiation: (auctionId: string) => ['seller', 'auctions', auctionId, 'negotiation'] as const,
  /** Its dispute after a sale (SPEC §13.4). */
  dispute: (auctionId: string) => ['seller', 'auctions', auctionId, 'dispute'] as const,
};

/**
 * After a change to one listing: every other query under `['seller', 'listings']` (lists,
 * counts) is stale. The listing's own queries are left alone: callers set them from the answer.
 */
export function markListingListsStale(queryClient: QueryClient, id: string): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: listingKeys.all,
    predicate: (query) => query.queryKey[2] !== id,
  });
}
