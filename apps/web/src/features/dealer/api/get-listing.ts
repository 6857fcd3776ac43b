import type { DealerListing } from '@gavel/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { syncServerClock } from '../../../lib/server-clock';
import { dealerKeys } from './keys';

/**
 * `GET /api/dealer/listings/{id}`: the public listing, its latest auction as this dealer sees it
 * (leading, standing maximum) and, once this dealer has won it, the seller's contact.
 */
export async function fetchDealerListing(
  listingId: string,
  signal?: AbortSignal,
): Promise<DealerListing> {
  const listing = await apiFetch<DealerListing>(
    `/dealer/listings/${encodeURIComponent(listingId)}`,
    { auth: true, signal },
  );
  if (listing.auction) syncServerClock(listing.auction.server_time);
  return listing;
}

export const dealerListingQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: dealerKeys.listing(listingId),
    queryFn: ({ signal }) => fetchDealerListing(listingId, signal),
  });

/** The route's loader has read it already, so the page never suspends on first render. */
export const useDealerListing = (listingId: string) =>
  useSuspenseQuery(dealerListingQueryOptions(listingId));
