import { z } from 'zod';
import { isoDateTimeSchema, moneyCentsSchema, uuidSchema } from './common.js';
import { INVOICE_STATUSES } from './invoice-values.js';
import { pageQueryShape, pageSchema } from './pagination.js';
import { utcDaySchema } from './staff-reports.js';

// SPEC §13.2: the buyer-fee invoice issued with every sale, its credit notes, and the staff's
// lists and exports (ADR 054).

export const creditNoteSchema = z.object({
  id: uuidSchema,
  number: z.string(),
  issued_at: isoDateTimeSchema,
  amount_cents: moneyCentsSchema,
  reason: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const invoiceSchema = z.object({
  id: uuidSchema,
  number: z.string(),
  issued_at: isoDateTimeSchema,
  /** Null only once the sale's auction was deleted with its seller's account. */
  auction_id: uuidSchema.nullable(),
  listing_title: z.string().nullable(),
  dealer: z.object({
    company_name: z.string().nullable(),
    address: z.string().nullable(),
    vat_number: z.string().nullable(),
  }),
  lines: z.array(z.object({ description: z.string(), amount_cents: moneyCentsSchema })),
  subtotal_cents: moneyCentsSchema,
  tax_rate_bps: z.int().min(0),
  tax_cents: moneyCentsSchema,
  total_cents: moneyCentsSchema,
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  credit_notes: z.array(creditNoteSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);

/** `GET /api/dealer/invoices`: own, newest first, optionally of one status. */
export const dealerInvoicesQuerySchema = z.strictObject({
  ...pageQueryShape,
  status: invoiceStatusSchema.optional(),
});
export type DealerInvoicesQuery = z.infer<typeof dealerInvoicesQuerySchema>;

export const invoicesPageSchema = pageSchema(invoiceSchema);

export const invoiceParamsSchema = z.strictObject({ id: uuidSchema });

/**
 * `GET /api/admin/invoices`: every invoice, newest first; `from` and `to` are UTC days of issue,
 * both inclusive (422 on `from` when it is after `to`).
 */
export const adminInvoicesQuerySchema = z.strictObject({
  ...pageQueryShape,
  status: invoiceStatusSchema.optional(),
  from: utcDaySchema.optional(),
  to: utcDaySchema.optional(),
});
export type AdminInvoicesQuery = z.infer<typeof adminInvoicesQuerySchema>;

/** `GET /api/admin/exports/payments.csv` and `…/invoices.csv`: UTC days, both inclusive. */
export const exportQuerySchema = z.strictObject({
  from: utcDaySchema.optional(),
  to: utcDaySchema.optional(),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;
