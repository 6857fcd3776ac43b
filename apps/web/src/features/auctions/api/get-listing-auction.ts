import type { PublicAuction } from '@gavel/contract';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { answer, ApiError, publicApi } from '../../../lib/api-client';
import { serverNow, syncServerClock } from '../../../lib/server-clock';
import { auctionKeys } from './keys';
import { retryUnlessClientError } from '../../../lib/retry';

/**
 * `GET /api/auctions/by-listing/{listing_id}`: the listing's latest public auction. A listing
 * whose auction is not scheduled yet answers 404, which here is simply `null`.
 */
export async function fetchListingAuction(
  listingId: string,
  signal?: AbortSignal,
): Promise<PublicAuction | null> {
  try {
    const auction = await answer(
      publicApi.GET('/api/auctions/by-listing/{listing_id}', {
        params: { path: { listing_id: listingId } },
        signal,
      }),
    );
    syncServerClock(auction.server_time);
    return auction;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const MINUTE = 60_000;

/**
 * When to ask again. The live stream announces bids, extensions and the end, but not the
 * start, so a scheduled auction is re-read just after its start time; a live one just after
 * its end as a safety net should the stream be down, and every few minutes in any case.
 */
export function nextCheckMs(auction: PublicAuction | null | undefined): number | false {
  if (!auction || auction.status === 'ended') return false;
  const due = auction.status === 'scheduled' ? auction.start_at : auction.end_at;
  if (!due) return false;
  const wait = Date.parse(due) - serverNow() + 1500;
  return Math.min(Math.max(wait, 2000), 5 * MINUTE);
}

export const listingAuctionQueryOptions = (listingId: string) =>
  queryOptions({
    queryKey: auctionKeys.listingAuction(listingId),
    queryFn: ({ signal }) => fetchListingAuction(listingId, signal),
    retry: retryUnlessClientError,
    refetchInterval: (query) => nextCheckMs(query.state.data),
  });

export const useListingAuction = (listingId: string) =>
  useSuspenseQuery(listingAuctionQueryOptions(listingId));
