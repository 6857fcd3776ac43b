import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { answer, api } from '../../../../lib/api-client';
import { retryUnlessClientError } from '../../../../lib/retry';
import { adminInvoiceKeys, type AdminInvoiceFilters } from './keys';

/** Large pages: staff reconcile invoices against the books and want the whole list. */
const PAGE_SIZE = 50;

/** `GET /api/admin/invoices?status=&from=&to=`: every invoice, newest first. */
export function fetchAdminInvoices(
  filters: AdminInvoiceFilters,
  cursor: string | null,
  signal?: AbortSignal,
) {
  return answer(
    api.GET('/api/admin/invoices', {
      params: {
        query: {
          limit: PAGE_SIZE,
          status: filters.status,
          from: filters.from,
          to: filters.to,
          cursor: cursor ?? undefined,
        },
      },
      signal,
    }),
  );
}

export const adminInvoicesQueryOptions = (filters: AdminInvoiceFilters) =>
  infiniteQueryOptions({
    queryKey: adminInvoiceKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchAdminInvoices(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    retry: retryUnlessClientError,
  });

export const useAdminInvoices = (filters: AdminInvoiceFilters) =>
  useInfiniteQuery(adminInvoicesQueryOptions(filters));
