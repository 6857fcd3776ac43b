import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `GET /api/admin/listings/{id}`: any listing, with its seller and the seller's KYC state. */
export const fetchAdminListing = (listingId: string, signal?: AbortSignal) =>
  answer(api.GET('/api/admin/listings/{id}', { params: { path: { id: listingId } }, signal }));

export const adminListingQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: adminKeys.listing(listingId),
    queryFn: ({ signal }) => fetchAdminListing(listingId, signal),
  });

export const useAdminListing = (listingId: string) => useQuery(adminListingQueryOptions(listingId));
