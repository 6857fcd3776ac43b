import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { answer, publicApi, omitEmpty } from '../../../lib/api-client';
import { auctionKeys } from './keys';

export const BIDS_PAGE_SIZE = 20;

/** `GET /api/auctions/{id}/bids`: newest first, bidders shown only by alias. */
export const fetchBids = (auctionId: string, cursor: string | null, signal?: AbortSignal) => {
  return answer(
    publicApi.GET('/api/auctions/{id}/bids', {
      params: {
        path: { id: auctionId },
        query: { limit: BIDS_PAGE_SIZE, cursor: omitEmpty(cursor) },
      },
      signal,
    }),
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
