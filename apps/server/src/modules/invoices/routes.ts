import {
  adminInvoicesQuerySchema,
  dealerInvoicesQuerySchema,
  exportQuerySchema,
  invoiceParamsSchema,
  invoiceSchema,
  invoicesPageSchema,
} from '@gavel/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvResponse, sendCsv } from '../../lib/csv.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { caller } from '../../plugins/auth.js';
import type { InvoicePdf, InvoicesService } from './service.js';

const listErrors = errorResponses(401, 403, 422);
const readErrors = errorResponses(401, 403, 404, 422);

/** The PDF answer's schema: one A4 page, as a download (SPEC §13.2). */
const pdfResponse = {
  200: {
    description: 'The invoice as a one-page A4 PDF, downloaded as `<number>.pdf`',
    content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  },
  ...readErrors,
};

/**
 * Sends an invoice's PDF as the download `GAV-2026-000001.pdf` (a number is capitals, digits
 * and hyphens only: `INVOICE_PREFIX` allows nothing else, so the name needs no escaping).
 */
const sendPdf = (reply: FastifyReply, pdf: InvoicePdf) =>
  reply
    .header('content-disposition', `attachment; filename="${pdf.number}.pdf"`)
    .header('cache-control', 'private, no-store')
    .type('application/pdf')
    .send(Buffer.from(pdf.bytes.buffer, pdf.bytes.byteOffset, pdf.bytes.byteLength));

/** `/api/dealer/invoices`: a dealer's own invoices (SPEC §13.2). */
export const dealerInvoiceRoutes: FastifyPluginCallbackZod<{ invoices: InvoicesService }> = (
  app,
  { invoices },
  done,
) => {
  app.addHook('onRequest', app.requireAuth('DEALER'));
  const tags = ['dealer invoices'];
  app.get(
    '',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: "The dealer's buyer-fee invoices, newest first, optionally of one status",
        querystring: dealerInvoicesQuerySchema,
        response: { 200: invoicesPageSchema, ...listErrors },
      },
    },
    (request) => invoices.listForDealer(caller(request).userId, request.query),
  );
  app.get(
    '/:id',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: "One of the dealer's invoices, with its credit notes (another's is 404)",
        params: invoiceParamsSchema,
        response: { 200: invoiceSchema, ...readErrors },
      },
    },
    (request) => invoices.getForDealer(caller(request).userId, request.params.id),
  );
  app.get(
    '/:id/pdf',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: "One of the dealer's invoices as a one-page A4 PDF (another's is 404)",
        params: invoiceParamsSchema,
        response: pdfResponse,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await invoices.pdfForDealer(caller(request).userId, request.params.id)),
  );
  done();
};

/** `/api/admin/invoices`: every invoice, for staff (ADMIN or OPS). */
export const adminInvoiceRoutes: FastifyPluginCallbackZod<{ invoices: InvoicesService }> = (
  app,
  { invoices },
  done,
) => {
  app.addHook('onRequest', app.requireAuth('ADMIN', 'OPS'));
  const tags = ['staff'];
  app.get(
    '',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Every invoice, newest first; by status and by UTC day of issue (from, to)',
        querystring: adminInvoicesQuerySchema,
        response: { 200: invoicesPageSchema, ...listErrors },
      },
    },
    (request) => invoices.listForStaff(request.query),
  );
  app.get(
    '/:id',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'One invoice, with its credit notes',
        params: invoiceParamsSchema,
        response: { 200: invoiceSchema, ...readErrors },
      },
    },
    (request) => invoices.getForStaff(request.params.id),
  );
  app.get(
    '/:id/pdf',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'One invoice as a one-page A4 PDF',
        params: invoiceParamsSchema,
        response: pdfResponse,
      },
    },
    async (request, reply) => sendPdf(reply, await invoices.pdfForStaff(request.params.id)),
  );
  done();
};

/** `/api/admin/exports/invoices.csv`: staff's export of invoices (SPEC §13.2). */
export const adminInvoiceExportRoutes: FastifyPluginCallbackZod<{ invoices: InvoicesService }> = (
  app,
  { invoices },
  done,
) => {
  app.get(
    '/invoices.csv',
    {
      onRequest: app.requireAuth('ADMIN', 'OPS'),
      schema: {
        tags: ['staff'],
        security: bearerAuth,
        summary: 'Every invoice issued in the UTC days from–to (both inclusive), as CSV',
        description:
          'One row per invoice, oldest first: money in major units beside its `currency`; ' +
          'the credit notes’ numbers space-separated. Streamed.',
        querystring: exportQuerySchema,
        response: csvResponse(listErrors),
      },
    },
    async (request, reply) => sendCsv(reply, 'invoices.csv', invoices.exportCsv(request.query)),
  );
  done();
};
