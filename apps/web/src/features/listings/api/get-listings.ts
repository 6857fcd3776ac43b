import type { ListingStatus } from '@gavel/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { answer, api, omitEmpty } from '../../../lib/api-client';
import { listingKeys } from './keys';

export const SELLER_LISTINGS_PAGE_SIZE = 20;

export interface SellerListingsQuery {
  status?: ListingStatus | undefined;
  cursor?: string | undefined;
  limit?: number;
}

/** `GET /api/seller/listings?limit=&cursor=&status=`: own listings, newest first. */
export function fetchSellerListings(query: SellerListingsQuery, signal?: AbortSignal) {
  return answer(
    api.GET('/api/seller/listings', {
      params: {
        query: {
          limit: query.limit ?? SELLER_LISTINGS_PAGE_SIZE,
          cursor: omitEmpty(query.cursor),
          status: omitEmpty(query.status),
        },
      },
      signal,
    }),
  );
}

export const sellerListingsQueryOptions = (status?: ListingStatus) =>
  infiniteQueryOptions({
    queryKey: listingKeys.pages(status),
    queryFn: ({ pageParam, signal }) =>
      fetchSellerListings({ status, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    // Live prices and countdown ends change by themselves: refresh while something is running.
    refetchInterval: (query) => {
      const statuses = (query.state.data?.pages ?? []).flatMap((page) =>
        page.items.map((item) => item.auction?.status),
      );
      if (statuses.includes('live')) return 15_000;
      if (statuses.includes('scheduled')) return 60_000;
      return false;
    },
  });

export const useSellerListings = (status?: ListingStatus) =>
  useInfiniteQuery(sellerListingsQueryOptions(status));

/** How many of the newest listings the dashboard's summary and tasks are drawn from. */
export const OVERVIEW_SIZE = 100;

/**
 * The dashboard's summary (live now, needs a decision, sold this month) and tasks: the newest
 * 100 listings with their auctions, one request, refreshed like the list while something runs.
 */
export const sellerOverviewQueryOptions = () =>
  queryOptions({
    queryKey: listingKeys.overview,
    queryFn: ({ signal }) => fetchSellerListings({ limit: OVERVIEW_SIZE }, signal),
    refetchInterval: (query) => {
      const statuses = (query.state.data?.items ?? []).map((item) => item.auction?.status);
      if (statuses.includes('live')) return 15_000;
      if (statuses.includes('scheduled')) return 60_000;
      return false;
    },
  });

export const useSellerOverview = () => useQuery(sellerOverviewQueryOptions());
