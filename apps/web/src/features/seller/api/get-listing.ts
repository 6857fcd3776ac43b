import type { Listing } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sellerKeys } from './keys';
import { retryUnlessClientError } from '../../../lib/retry';

/** `GET /api/seller/listings/{id}`: one own listing (another seller's is 404). */
export const fetchSellerListing = (listingId: string, signal?: AbortSignal) =>
  apiFetch<Listing>(`/seller/listings/${encodeURIComponent(listingId)}`, { auth: true, signal });

export const sellerListingQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: sellerKeys.listing(listingId),
    queryFn: ({ signal }) => fetchSellerListing(listingId, signal),
    retry: retryUnlessClientError,
  });

export const useSellerListing = (listingId: string, enabled = true) =>
  useQuery({ ...sellerListingQueryOptions(listingId), enabled });
