import { fetchApiFile, type ApiFile } from '../../../../lib/api-file';

/**
 * `GET /api/admin/exports/payments.csv?from=&to=` (SPEC §13.2): the fees of sales on those UTC
 * days (both included; all when absent) as RFC 4180 CSV.
 */
export const exportPaymentsCsv = (range: { from?: string; to?: string }): Promise<ApiFile> =>
  fetchApiFile('/admin/exports/payments.csv', range, 'text/csv');
