import type { InvoiceStatus } from '@gavel/contract';
import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { keysetAfter, type TimeCursor } from '../../lib/cursor.js';
import { creditNotes, invoices } from './schema.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

export interface InvoiceFilter {
  dealerId?: string | undefined;
  status?: InvoiceStatus | undefined;
  /** Issued at or after. */
  from?: Date | undefined;
  /** Issued before. */
  until?: Date | undefined;
}

const conditions = (f: InvoiceFilter): (SQL | undefined)[] => [
  f.dealerId === undefined ? undefined : eq(invoices.dealerId, f.dealerId),
  f.status === undefined ? undefined : eq(invoices.status, f.status),
  f.from === undefined ? undefined : gte(invoices.issuedAt, f.from),
  f.until === undefined ? undefined : lt(invoices.issuedAt, f.until),
];

/** A keyset page of invoices, newest first, and one more row. */
export function listInvoices(
  ex: Executor,
  filter: InvoiceFilter,
  page: { cursor: TimeCursor | undefined; limit: number },
): Promise<InvoiceRow[]> {
  return ex
    .select()
    .from(invoices)
    .where(
      and(...conditions(filter), keysetAfter(invoices.issuedAt, invoices.id, page.cursor, 'desc')),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(page.limit);
}

export async function findInvoice(ex: Executor, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await ex.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** The credit notes of `invoiceIds`, oldest first, by invoice. */
export async function creditNotesOf(
  ex: Executor,
  invoiceIds: string[],
): Promise<Map<string, CreditNoteRow[]>> {
  const byInvoice = new Map<string, CreditNoteRow[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await ex
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.invoiceId, invoiceIds))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
  for (const row of rows) {
    byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), row]);
  }
  return byInvoice;
}

/** An invoice as the export writes it: its row and its credit notes' numbers. */
export type InvoiceExportRow = InvoiceRow & { creditNoteNumbers: string | null };

/**
 * Up to `limit` invoices issued in the range after `after`, oldest first (`issued_at`, `id`),
 * each with its credit notes' numbers (space-separated): one query per batch of an export.
 */
export function exportInvoices(
  ex: Executor,
  filter: Pick<InvoiceFilter, 'from' | 'until'>,
  after: TimeCursor | undefined,
  limit: number,
): Promise<InvoiceExportRow[]> {
  const notes = ex
    .select({
      numbers: sql<
        string | null
      >`string_agg(${creditNotes.number}, ' ' order by ${creditNotes.year}, ${creditNotes.sequence})`,
    })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoices.id));
  return ex
    .select({ ...getTableColumns(invoices), creditNoteNumbers: sql<string | null>`(${notes})` })
    .from(invoices)
    .where(and(...conditions(filter), keysetAfter(invoices.issuedAt, invoices.id, after, 'asc')))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id))
    .limit(limit);
}
