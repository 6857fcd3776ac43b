import type { DealerStatus } from '@gavel/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { answer, api, omitEmpty } from '../../../lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys';

/** `GET /api/admin/dealers?status=&limit=&cursor=`. */
export function fetchDealers(
  status: DealerStatus | undefined,
  cursor: string | null,
  signal?: AbortSignal,
) {
  return answer(
    api.GET('/api/admin/dealers', {
      params: {
        query: { limit: ADMIN_PAGE_SIZE, status: omitEmpty(status), cursor: omitEmpty(cursor) },
      },
      signal,
    }),
  );
}

export const dealersQueryOptions = (status?: DealerStatus) =>
  infiniteQueryOptions({
    queryKey: adminKeys.dealerPages(status),
    queryFn: ({ pageParam, signal }) => fetchDealers(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const useDealers = (status?: DealerStatus) => useInfiniteQuery(dealersQueryOptions(status));
