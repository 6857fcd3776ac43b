import type { AdminPayment, FeeStatus, Page } from '@gavel/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { adminPaymentKeys } from './keys';

/** Large pages: staff reconcile fees against bank statements and want the whole list. */
const PAGE_SIZE = 50;

/** `GET /api/admin/payments?fee_status=`: fees of sold auctions, newest end first. */
export function fetchPayments(feeStatus: FeeStatus, cursor: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), fee_status: feeStatus });
  if (cursor) params.set('cursor', cursor);
  return apiFetch<Page<AdminPayment>>(`/admin/payments?${params.toString()}`, {
    auth: true,
    signal,
  });
}

export const paymentsQueryOptions = (feeStatus: FeeStatus) =>
  infiniteQueryOptions({
    queryKey: adminPaymentKeys.list(feeStatus),
    queryFn: ({ pageParam, signal }) => fetchPayments(feeStatus, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export const usePayments = (feeStatus: FeeStatus) =>
  useInfiniteQuery(paymentsQueryOptions(feeStatus));
