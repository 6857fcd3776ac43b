import type { FeeStatus } from '@gavel/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { answer, api, omitEmpty } from '../../../../lib/api-client';
import { adminPaymentKeys } from './keys';

/** Large pages: staff reconcile fees against bank statements and want the whole list. */
const PAGE_SIZE = 50;

/** `GET /api/admin/payments?fee_status=`: fees of sold auctions, newest end first. */
export function fetchPayments(feeStatus: FeeStatus, cursor: string | null, signal?: AbortSignal) {
  return answer(
    api.GET('/api/admin/payments', {
      params: { query: { limit: PAGE_SIZE, fee_status: feeStatus, cursor: omitEmpty(cursor) } },
      signal,
    }),
  );
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
