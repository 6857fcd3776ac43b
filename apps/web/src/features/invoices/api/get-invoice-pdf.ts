import { fetchApiFile, type ApiFile } from '../../../lib/api-file';

/**
 * `GET /api/dealer/invoices/{id}/pdf`: the invoice as a one-page A4 PDF (SPEC §13.2), fetched
 * with the session's token and saved by the caller.
 */
export const fetchInvoicePdf = (invoiceId: string): Promise<ApiFile> =>
  fetchApiFile(`/dealer/invoices/${encodeURIComponent(invoiceId)}/pdf`, {}, 'application/pdf');
