import { fetchApiFile, type ApiFile } from '../../../../lib/api-file';

/** `GET /api/admin/invoices/{id}/pdf`: any invoice as its one-page A4 PDF (SPEC §13.2). */
export const fetchAdminInvoicePdf = (invoiceId: string): Promise<ApiFile> =>
  fetchApiFile(`/admin/invoices/${encodeURIComponent(invoiceId)}/pdf`, {}, 'application/pdf');
