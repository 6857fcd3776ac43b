import type { InvoiceStatus } from '@gavel/contract';

/** Query keys of the staff invoices page: one list per filter (status, from, to). */
export const adminInvoiceKeys = {
  all: ['admin', 'invoices'] as const,
  list: (filters: AdminInvoiceFilters) =>
    [
      'admin',
      'invoices',
      'list',
      { status: filters.status ?? null, from: filters.from ?? null, to: filters.to ?? null },
    ] as const,
};

/** What the list is filtered by, as the URL holds it (days are UTC, both included). */
export interface AdminInvoiceFilters {
  status?: InvoiceStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}
