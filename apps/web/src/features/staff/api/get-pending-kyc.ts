import type { Page, StaffKycRecord } from '@gavel/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys } from './keys';

/** `GET /api/admin/kyc/pending?limit=&cursor=`: seller and dealer records, oldest first. */
export function fetchPendingKyc(cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiFetch<Page<StaffKycRecord>>(`/admin/kyc/pending?${params.toString()}`, {
    auth: true,
    signal,
  });
}

export const pendingKycQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.pendingKyc,
    queryFn: ({ pageParam, signal }) => fetchPendingKyc(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const usePendingKyc = () => useInfiniteQuery(pendingKycQueryOptions());
