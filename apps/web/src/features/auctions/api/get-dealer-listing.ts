import type { DealerListing } from '@gavel/contract';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/retry';
import { syncServerClock } from '../../../lib/server-clock';
import { auctionKeys } from './keys';

/**
 * `GET /api/dealer/listings/{id}`: the public listing, its latest auction as this dealer sees it
 * (leading, standing maximum) and, once this dealer has won it, the seller's contact. Read by
 * the lot page's panel for an active dealer (ADR 043).
 */
export async function fetchDealerListing(
  listingId: string,
  signal?: AbortSignal,
): Promise<DealerListing> {
  const listing = await answer(
    api.GET('/api/dealer/listings/{id}', { params: { path: { id: listingId } }, signal }),
  );
  if (listing.auction) syncServerClock(listing.auction.server_time);
  return listing;
}

export const dealerListingQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: auctionKeys.dealerView(listingId),
    queryFn: ({ signal }) => fetchDealerListing(listingId, signal),
    retry: retryUnlessClientError,
  });

export const useDealerListing = (listingId: string, enabled = true) =>
  useQuery({ ...dealerListingQueryOptions(listingId), enabled });

/** For a page whose loader has read it already, so it never suspends on first render. */
export const useLoadedDealerListing = (listingId: string) =>
  useSuspenseQuery(dealerListingQueryOptions(listingId));
