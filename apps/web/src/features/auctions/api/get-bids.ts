import type { Page, PublicBid } from '@gavel/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { auctionKeys } from './keys';

export const BIDS_PAGE_SIZE = 20;

/** `GET /api/auctions/{id}/bids`: newest first, bidders shown only by alias. */
export const fetchBids = (auctionId: string, cursor: string | null, signal?: AbortSignal) => {
  const params = new URLSearchParams({ limit: String(BIDS_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiFetch<Page<PublicBid>>(
    `/auctions/${encodeURIComponent(auctionId)}/bids?${params.toString()}`,
    { signal },
  );
};

export const bidsQueryOptions = (auctionId: string) =>
  infiniteQueryOptions({
    queryKey: auctionKeys.bids(auctionId),
    queryFn: ({ pageParam, signal }) => fetchBids(auctionId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const useBids = (auctionId: string) => useInfiniteQuery(bidsQueryOptions(auctionId));
