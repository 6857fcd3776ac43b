import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { answer, publicApi } from '../../../lib/api-client';
import { auctionKeys } from './keys';
import { retryUnlessClientError } from '../../../lib/retry';

/** `GET /api/listings/{id}`: a public listing (in auction, sold or unsold) with its photos. */
export const fetchPublicListing = (listingId: string, signal?: AbortSignal) =>
  answer(publicApi.GET('/api/listings/{id}', { params: { path: { id: listingId } }, signal }));

export const publicListingQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: auctionKeys.listingDetails(listingId),
    queryFn: ({ signal }) => fetchPublicListing(listingId, signal),
    retry: retryUnlessClientError,
  });

/** The route's loader has already loaded it (or shown Not Found). */
export const usePublicListing = (listingId: string) =>
  useSuspenseQuery(publicListingQueryOptions(listingId));
