import type { ListingStatus, Page, SellerListingItem } from '@gavel/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { listingKeys } from './keys';

export const SELLER_LISTINGS_PAGE_SIZE = 20;

export interface SellerListingsQuery {
  status?: ListingStatus | undefined;
  cursor?: string | undefined;
  limit?: number;
}

/** `GET /api/seller/listings?limit=&cursor=&status=`: own listings, newest first. */
export function fetchSellerListings(query: SellerListingsQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(query.limit ?? SELLER_LISTINGS_PAGE_SIZE) });
  if (query.cursor) params.set('cursor', query.cursor);
  if (query.status) params.set('status', query.status);
  return apiFetch<Page<SellerListingItem>>(`/seller/listings?${params.toString()}`, {
    auth: true,
    signal,
  });
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
