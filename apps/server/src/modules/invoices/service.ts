import type {
  AdminInvoicesQuery,
  DealerInvoicesQuery,
  ExportQuery,
  Invoice,
  Page,
} from '@gavel/contract';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/index.js';
import { csvStream, keysetBatches, majorUnits } from '../../lib/csv.js';
import { decodeTimeCursor, paginate } from '../../lib/cursor.js';
import { notFound } from '../../lib/errors.js';
import { dayRange } from '../../lib/utc-days.js';
import { getDealerForUser } from '../dealers/index.js';
import { renderInvoicePdf, taxRateText } from './pdf.js';
import * as repo from './repository.js';

/** An invoice as the API answers it (SPEC §13.2). */
export function toInvoice(row: repo.InvoiceRow, notes: repo.CreditNoteRow[]): Invoice {
  return {
    id: row.id,
    number: row.number,
    issued_at: row.issuedAt.toISOString(),
    auction_id: row.auctionId,
    listing_title: row.listingTitle,
    dealer: {
      company_name: row.dealerCompanyName,
      address: row.dealerAddress,
      vat_number: row.dealerVatNumber,
    },
    lines: row.lines,
    subtotal_cents: row.subtotalCents,
    tax_rate_bps: row.taxRateBps,
    tax_cents: row.taxCents,
    total_cents: row.totalCents,
    currency: row.currency,
    status: row.status,
    credit_notes: notes.map((n) => ({
      id: n.id,
      number: n.number,
      issued_at: n.issuedAt.toISOString(),
      amount_cents: n.amountCents,
      reason: n.reason,
    })),
  };
}

/** An invoice's PDF: its bytes and the number that names the file. */
export interface InvoicePdf {
  number: string;
  bytes: Uint8Array;
}

/** invoices.csv's columns (SPEC §13.2): money in major units beside its currency. */
const invoiceColumns: readonly {
  header: string;
  cell: (row: repo.InvoiceExportRow) => string | null;
}[] = [
  { header: 'number', cell: (r) => r.number },
  { header: 'issued_at', cell: (r) => r.issuedAt.toISOString() },
  { header: 'status', cell: (r) => r.status },
  { header: 'dealer', cell: (r) => r.dealerCompanyName },
  { header: 'dealer_vat_number', cell: (r) => r.dealerVatNumber },
  { header: 'auction_id', cell: (r) => r.auctionId },
  { header: 'listing_title', cell: (r) => r.listingTitle },
  { header: 'subtotal', cell: (r) => majorUnits(r.subtotalCents) },
  { header: 'tax_label', cell: (r) => r.taxLabel },
  { header: 'tax_rate', cell: (r) => taxRateText(r.taxRateBps) },
  { header: 'tax', cell: (r) => majorUnits(r.taxCents) },
  { header: 'total', cell: (r) => majorUnits(r.totalCents) },
  { header: 'currency', cell: (r) => r.currency },
  { header: 'paid_at', cell: (r) => r.paidAt?.toISOString() ?? null },
  { header: 'credit_notes', cell: (r) => r.creditNoteNumbers },
];

export type InvoicesService = ReturnType<typeof createInvoicesService>;

/** Dealers' and staff's reads of invoices (SPEC §13.2). Another dealer's invoice is 404. */
export function createInvoicesService(deps: { db: Database }) {
  const { db } = deps;

  async function page(
    filter: repo.InvoiceFilter,
    query: { cursor?: string | undefined; limit: number },
  ): Promise<Page<Invoice>> {
    const cursor = decodeTimeCursor(query.cursor);
    return db.read(async (ex) => {
      const rows = await repo.listInvoices(ex, filter, { cursor, limit: query.limit + 1 });
      const result = paginate(rows, query.limit, (row) => ({
        k: row.issuedAt.toISOString(),
        id: row.id,
      }));
      const notes = await repo.creditNotesOf(
        ex,
        result.rows.map((r) => r.id),
      );
      return {
        items: result.rows.map((r) => toInvoice(r, notes.get(r.id) ?? [])),
        next_cursor: result.next_cursor,
      };
    });
  }

  /** The dealer profile of a dealer's account; none: its list is empty, its reads 404. */
  const dealerOf = (userId: string) => db.read((ex) => getDealerForUser(ex, userId));

  /** The invoice (another dealer's is 404) and its tax label. */
  async function load(id: string, dealerId?: string) {
    return db.read(async (ex) => {
      const row = await repo.findInvoice(ex, id);
      if (!row || (dealerId !== undefined && row.dealerId !== dealerId)) throw notFound('Invoice');
      const notes = await repo.creditNotesOf(ex, [row.id]);
      return { invoice: toInvoice(row, notes.get(row.id) ?? []), taxLabel: row.taxLabel };
    });
  }

  const one = async (id: string, dealerId?: string): Promise<Invoice> =>
    (await load(id, dealerId)).invoice;

  /** The invoice's one-page PDF and its number (the file's name). */
  async function pdf(id: string, dealerId?: string): Promise<InvoicePdf> {
    const { invoice, taxLabel } = await load(id, dealerId);
    const bytes = await renderInvoicePdf({ ...invoice, tax_label: taxLabel });
    return { number: invoice.number, bytes };
  }

  const dealerIdOf = async (userId: string): Promise<string> => {
    const dealer = await dealerOf(userId);
    if (!dealer) throw notFound('Invoice');
    return dealer.id;
  };

  return {
    async listForDealer(userId: string, query: DealerInvoicesQuery): Promise<Page<Invoice>> {
      const dealer = await dealerOf(userId);
      if (!dealer) return { items: [], next_cursor: null };
      return page({ dealerId: dealer.id, status: query.status }, query);
    },
    getForDealer: async (userId: string, id: string): Promise<Invoice> =>
      one(id, await dealerIdOf(userId)),
    pdfForDealer: async (userId: string, id: string): Promise<InvoicePdf> =>
      pdf(id, await dealerIdOf(userId)),
    listForStaff: (query: AdminInvoicesQuery) =>
      page({ status: query.status, ...dayRange(query) }, query),
    getForStaff: (id: string) => one(id),
    pdfForStaff: (id: string) => pdf(id),
    /**
     * invoices.csv: every invoice issued in the UTC days `from`–`to`, oldest first, read in
     * keyset batches as the stream is consumed (422 on `from` after `to`, before any byte).
     */
    exportCsv(query: ExportQuery): Readable {
      const range = dayRange(query);
      return csvStream(
        invoiceColumns,
        keysetBatches(
          (after, limit) => db.read((ex) => repo.exportInvoices(ex, range, after, limit)),
          (row) => ({ at: row.issuedAt, id: row.id }),
        ),
      );
    },
  };
}
