import type { InvoiceStatus } from '@gavel/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { answer, api } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/retry';
import { invoiceKeys } from './keys';

const PAGE_SIZE = 20;

/** `GET /api/dealer/invoices?status=`: the dealer's buyer-fee invoices, newest first. */
export function fetchInvoices(
  status: InvoiceStatus | undefined,
  cursor: string | null,
  signal?: AbortSignal,
) {
  return answer(
    api.GET('/api/dealer/invoices', {
      params: { query: { limit: PAGE_SIZE, status, cursor: cursor ?? undefined } },
      signal,
    }),
  );
}

export const invoicesQueryOptions = (status: InvoiceStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: invoiceKeys.list(status),
    queryFn: ({ pageParam, signal }) => fetchInvoices(status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    retry: retryUnlessClientError,
  });

export const useInvoices = (status: InvoiceStatus | undefined) =>
  useInfiniteQuery(invoicesQueryOptions(status));
