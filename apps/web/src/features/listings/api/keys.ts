import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the seller's listings. Every key starts with `['seller', 'listings']`, so the
 * dashboard's lists (another feature) are reached by prefix without importing anything from it.
 */
export const listingKeys = {
  all: ['seller', 'listings'] as const,
  detail: (id: string) => ['seller', 'listings', id] as const,
  auction: (id: string) => ['seller', 'listings', id, 'auction'] as const,
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
