import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminInvoiceExportRoutes, adminInvoiceRoutes, dealerInvoiceRoutes } from './routes.js';
import { createInvoicesService } from './service.js';

/**
 * The invoices module's face (ADR 040, ADR 054): the buyer-fee invoice a sale issues in its own
 * transaction, its payment when the fee is collected, the credit notes a disputed sale's
 * correction issues (SPEC §13.4), and the dealers' and staff's reads.
 */
export {
  issueCreditNote,
  issueInvoice,
  markInvoicePaid,
  saleInvoice,
  type CreditNoteInput,
  type InvoiceSettings,
  type SaleForInvoice,
  type SaleInvoice,
} from './issue.js';

/** Dealers' invoices (`/dealer/invoices`) and staff's (`/admin/invoices`), SPEC §13.2. */
export const invoicesModule: FastifyPluginAsyncZod = async (app) => {
  const invoices = createInvoicesService({ db: app.db });
  await app.register(dealerInvoiceRoutes, { prefix: '/dealer/invoices', invoices });
  await app.register(adminInvoiceRoutes, { prefix: '/admin/invoices', invoices });
  await app.register(adminInvoiceExportRoutes, { prefix: '/admin/exports', invoices });
};
