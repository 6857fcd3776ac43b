import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { answer, api, omitEmpty } from '../../../lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys';

/** `GET /api/admin/kyc/pending?limit=&cursor=`: seller and dealer records, oldest first. */
export function fetchPendingKyc(cursor: string | null, signal?: AbortSignal) {
  return answer(
    api.GET('/api/admin/kyc/pending', {
      params: { query: { limit: ADMIN_PAGE_SIZE, cursor: omitEmpty(cursor) } },
      signal,
    }),
  );
}

export const pendingKycQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.pendingKyc,
    queryFn: ({ pageParam, signal }) => fetchPendingKyc(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const usePendingKyc = () => useInfiniteQuery(pendingKycQueryOptions());
