import type { Page, PublicAuction } from '@gavel/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { answer, publicApi, omitEmpty } from '../../../lib/api-client';
import { syncServerClock } from '../../../lib/server-clock';
import { auctionKeys, type AuctionListFilters } from './keys';

export const AUCTIONS_PAGE_SIZE = 12;

/**
 * Cards show prices and countdowns: while the page is open (and visible) the list is read
 * again now and then, so a card whose clock ran out turns into an ended one and prices move.
 */
const LIST_REFRESH_MS = 30_000;

/** `GET /api/auctions?status=&q=&category=&…&sort=&limit=&cursor=` (SPEC §5.6, §11). */
export async function fetchAuctions(
  filters: AuctionListFilters,
  page: { limit: number; cursor?: string | null },
  signal?: AbortSignal,
): Promise<Page<PublicAuction>> {
  const result = await answer(
    publicApi.GET('/api/auctions', {
      params: {
        // Absent filters are left out of the query string.
        query: { ...filters, limit: page.limit, cursor: omitEmpty(page.cursor) },
      },
      signal,
    }),
  );
  const first = result.items[0];
  if (first) syncServerClock(first.server_time);
  return result;
}

export const auctionsQueryOptions = (filters: AuctionListFilters) =>
  infiniteQueryOptions({
    queryKey: auctionKeys.list(filters, AUCTIONS_PAGE_SIZE),
    queryFn: ({ pageParam, signal }) =>
      fetchAuctions(filters, { limit: AUCTIONS_PAGE_SIZE, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    refetchInterval: LIST_REFRESH_MS,
  });

export const useAuctions = (filters: AuctionListFilters) =>
  useInfiniteQuery({
    ...auctionsQueryOptions(filters),
    // A new filter keeps the old cards on screen (dimmed) until its answer arrives.
    placeholderData: (previous) => previous,
  });

/** How many cards the home page shows (a phone shows the first three). */
export const ENDING_SOON_COUNT = 6;

const ENDING_SOON: AuctionListFilters = { status: 'live', sort: 'ending_soon' };

/** The home page's first few live auctions, ending soonest first. */
export const endingSoonQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: auctionKeys.list(ENDING_SOON, limit),
    queryFn: ({ signal }) => fetchAuctions(ENDING_SOON, { limit }, signal),
    refetchInterval: LIST_REFRESH_MS,
  });

export const useEndingSoon = (limit: number) => useQuery(endingSoonQueryOptions(limit));
