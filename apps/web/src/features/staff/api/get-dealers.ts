import type { AdminDealer, DealerStatus, Page } from '@gavel/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys';

/** `GET /api/admin/dealers?status=&limit=&cursor=`. */
export function fetchDealers(
  status: DealerStatus | undefined,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE) });
  if (status) params.set('status', status);
  if (cursor) params.set('cursor', cursor);
  return apiFetch<Page<AdminDealer>>(`/admin/dealers?${params.toString()}`, {
    auth: true,
    signal,
  });
}

export const dealersQueryOptions = (status?: DealerStatus) =>
  infiniteQueryOptions({
    queryKey: adminKeys.dealerPages(status),
    queryFn: ({ pageParam, signal }) => fetchDealers(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const useDealers = (status?: DealerStatus) => useInfiniteQuery(dealersQueryOptions(status));
