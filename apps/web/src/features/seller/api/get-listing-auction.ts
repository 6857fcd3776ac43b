import type { StaffAuction } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { syncServerClock } from '../../../lib/server-clock';
import { sellerKeys } from './keys';
import { retryUnlessClientError } from '../../../lib/retry';

/**
 * `GET /api/seller/listings/{id}/auction`: the listing's latest auction, with reserve, winner and
 * fee fields. A listing without an auction yet answers 404, which here is simply `null`.
 */
export async function fetchSellerListingAuction(
  listingId: string,
  signal?: AbortSignal,
): Promise<StaffAuction | null> {
  try {
    const auction = await apiFetch<StaffAuction>(
      `/seller/listings/${encodeURIComponent(listingId)}/auction`,
      { auth: true, signal },
    );
    syncServerClock(auction.server_time);
    return auction;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const sellerListingAuctionQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: sellerKeys.listingAuction(listingId),
    queryFn: ({ signal }) => fetchSellerListingAuction(listingId, signal),
    retry: retryUnlessClientError,
    // No live stream per row on the dashboard: poll while something can change by itself.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status === 'live') return 15_000;
      if (status === 'scheduled') return 60_000;
      return false;
    },
  });

export const useSellerListingAuction = (listingId: string, enabled = true) =>
  useQuery({ ...sellerListingAuctionQueryOptions(listingId), enabled });
