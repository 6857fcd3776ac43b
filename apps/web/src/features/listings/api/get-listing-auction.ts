import type { StaffAuction } from '@gavel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answer, api, ApiError } from '../../../lib/api-client';
import { serverNow, syncServerClock } from '../../../lib/server-clock';
import { listingKeys } from './keys';

/** `GET /api/seller/listings/{id}/auction`: the latest auction, or null before there is one (404). */
export async function getListingAuction(
  listingId: string,
  signal?: AbortSignal,
): Promise<StaffAuction | null> {
  try {
    const auction = await answer(
      api.GET('/api/seller/listings/{id}/auction', { params: { path: { id: listingId } }, signal }),
    );
    syncServerClock(auction.server_time);
    return auction;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * No event announces that an auction was scheduled or has started, and the stream may drop:
 * poll slowly while staff have yet to schedule it, and every 2 s once a start or end is due
 * until the server reports the change.
 */
function pollInterval(auction: StaffAuction | null | undefined): number | false {
  if (!auction) return false;
  if (auction.status === 'pending') return 30_000;
  const due = auction.status === 'scheduled' ? auction.start_at : auction.end_at;
  if (auction.status === 'ended' || due === null) return false;
  return Date.parse(due) <= serverNow() ? 2000 : 30_000;
}

export const listingAuctionQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: listingKeys.auction(listingId),
    queryFn: ({ signal }) => getListingAuction(listingId, signal),
    refetchInterval: (query) => pollInterval(query.state.data),
  });

export const useListingAuction = (listingId: string) =>
  useQuery(listingAuctionQueryOptions(listingId));
