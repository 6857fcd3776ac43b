import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { answer, api, omitEmpty } from '../../../lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys';

/** `GET /api/admin/listings/pending?limit=&cursor=`: awaiting review, oldest submission first. */
export function fetchPendingListings(cursor: string | null, signal?: AbortSignal) {
  return answer(
    api.GET('/api/admin/listings/pending', {
      params: { query: { limit: ADMIN_PAGE_SIZE, cursor: omitEmpty(cursor) } },
      signal,
    }),
  );
}

export const pendingListingsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.pendingListings,
    queryFn: ({ pageParam, signal }) => fetchPendingListings(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const usePendingListings = () => useInfiniteQuery(pendingListingsQueryOptions());
