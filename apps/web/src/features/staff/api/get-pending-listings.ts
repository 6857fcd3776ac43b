import type { AdminListing, Page } from '@gavel/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys';

/** `GET /api/admin/listings/pending?limit=&cursor=`: awaiting review, oldest submission first. */
export function fetchPendingListings(cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiFetch<Page<AdminListing>>(`/admin/listings/pending?${params.toString()}`, {
    auth: true,
    signal,
  });
}

export const pendingListingsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.pendingListings,
    queryFn: ({ pageParam, signal }) => fetchPendingListings(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const usePendingListings = () => useInfiniteQuery(pendingListingsQueryOptions());
