import type { DealerListing } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { auctionKeys } from './keys';
import { retryUnlessClientError } from './retry';

/**
 * `GET /api/dealer/listings/{id}`: the listing with its auction as this dealer sees it; the
 * bid panel reads `is_leading` and `my_max_bid_cents` from it.
 */
export const fetchDealerListing = (listingId: string, signal?: AbortSignal) =>
  apiFetch<DealerListing>(`/dealer/listings/${encodeURIComponent(listingId)}`, {
    auth: true,
    signal,
  });

export const dealerListingQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: auctionKeys.dealerView(listingId),
    queryFn: ({ signal }) => fetchDealerListing(listingId, signal),
    retry: retryUnlessClientError,
  });

export const useDealerListing = (listingId: string, enabled: boolean) =>
  useQuery({ ...dealerListingQueryOptions(listingId), enabled });
