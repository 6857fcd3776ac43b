import { fetchApiFile, type ApiFile } from '../../../../lib/api-file';

/**
 * `GET /api/admin/exports/invoices.csv?from=&to=` (SPEC §13.2): the invoices issued on those UTC
 * days (both included; all when absent) as RFC 4180 CSV.
 */
export const exportInvoicesCsv = (range: { from?: string; to?: string }): Promise<ApiFile> =>
  fetchApiFile('/admin/exports/invoices.csv', range, 'text/csv');
