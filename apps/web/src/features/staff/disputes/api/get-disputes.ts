import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { answer, api, omitEmpty } from '../../../../lib/api-client';
import { ADMIN_PAGE_SIZE } from '../../api/keys';
import { adminDisputeKeys, type DisputeFilter } from './keys';

/** `GET /api/admin/disputes?status=&limit=&cursor=`: oldest first (SPEC §13.4). */
export function fetchAdminDisputes(
  filter: DisputeFilter,
  cursor: string | null,
  signal?: AbortSignal,
) {
  return answer(
    api.GET('/api/admin/disputes', {
      params: {
        query: {
          limit: ADMIN_PAGE_SIZE,
          status: filter === 'all' ? undefined : filter,
          cursor: omitEmpty(cursor),
        },
      },
      signal,
    }),
  );
}

export const adminDisputesQueryOptions = (filter: DisputeFilter) =>
  infiniteQueryOptions({
    queryKey: adminDisputeKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchAdminDisputes(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const useAdminDisputes = (filter: DisputeFilter) =>
  useInfiniteQuery(adminDisputesQueryOptions(filter));
