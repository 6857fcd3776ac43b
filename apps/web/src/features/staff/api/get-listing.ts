import type { AdminListing } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** `GET /api/admin/listings/{id}`: any listing, with its seller and the seller's KYC state. */
export const fetchAdminListing = (listingId: string, signal?: AbortSignal) =>
  apiFetch<AdminListing>(`/admin/listings/${encodeURIComponent(listingId)}`, {
    auth: true,
    signal,
  });

export const adminListingQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: adminKeys.listing(listingId),
    queryFn: ({ signal }) => fetchAdminListing(listingId, signal),
  });

export const useAdminListing = (listingId: string) => useQuery(adminListingQueryOptions(listingId));
