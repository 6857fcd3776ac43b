import { taxCents } from '@gavel/contract';
import { randomUUID } from 'node:crypto';
import { and, eq, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { recordAuditEvent } from '../../lib/audit.js';
// The dealer's legal identity as the invoice names it (a read model: read-models.json).
import { dealerProfiles, kycRecords } from '../../db/schema.js';
import { nextDocumentNumber } from './numbering.js';
import { creditNotes, invoices, type InvoiceLine } from './schema.js';

/** `INVOICE_PREFIX`, `FEE_TAX_RATE_BPS`, `FEE_TAX_LABEL` (config). */
export interface InvoiceSettings {
  prefix: string;
  taxRateBps: number;
  taxLabel: string;
}

/** The sale an invoice is issued for. */
export interface SaleForInvoice {
  auctionId: string;
  dealerId: string;
  hammerPriceCents: number;
  feeCents: number;
  currency: string;
  listingTitle: string | null;
  at: Date;
}

/** The fee line's words (the invoice's one line). */
export const feeLineDescription = (
  listingTitle: string | null,
  hammerPriceCents: number,
  currency: string,
) =>
  `Buyer's fee: ${listingTitle ?? 'Untitled listing'} (hammer price ${(hammerPriceCents / 100).toFixed(2)} ${currency})`;

/** One line per part of an address, as an invoice prints it. */
function addressText(a: {
  line1: string;
  line2?: string | null;
  city: string;
  postal_code: string;
  country: string;
}): string {
  return [a.line1, a.line2, `${a.city} ${a.postal_code}`, a.country]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join('\n');
}

/**
 * Issues the buyer-fee invoice of a sale in `ex`, the sale's transaction (SPEC §13.2, ADR 054):
 * the dealer's name, address and VAT number, the tax rate and label copied as they are now, the
 * tax rounded half up, and the next number of the year taken last. Answers the invoice's id.
 */
export async function issueInvoice(
  ex: Executor,
  sale: SaleForInvoice,
  settings: InvoiceSettings,
): Promise<string> {
  const [party] = await ex
    .select({
      companyName: dealerProfiles.companyName,
      address: dealerProfiles.address,
      vatNumber: sql<string | null>`${kycRecords.details} ->> 'vat_number'`,
    })
    .from(dealerProfiles)
    .leftJoin(
      kycRecords,
      and(eq(kycRecords.userId, dealerProfiles.userId), eq(kycRecords.kind, 'dealer')),
    )
    .where(eq(dealerProfiles.id, sale.dealerId));
  const lines: InvoiceLine[] = [
    {
      description: feeLineDescription(sale.listingTitle, sale.hammerPriceCents, sale.currency),
      amount_cents: sale.feeCents,
    },
  ];
  const subtotal = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  const tax = taxCents(subtotal, settings.taxRateBps);
  const { number, year, sequence } = await nextDocumentNumber(
    ex,
    settings.prefix,
    'invoice',
    sale.at,
  );
  const id = randomUUID();
  await ex.insert(invoices).values({
    id,
    number,
    year,
    sequence,
    issuedAt: sale.at,
    auctionId: sale.auctionId,
    dealerId: sale.dealerId,
    listingTitle: sale.listingTitle,
    dealerCompanyName: party?.companyName ?? null,
    dealerAddress: party?.address ? addressText(party.address) : null,
    dealerVatNumber: party?.vatNumber?.trim() ? party.vatNumber.trim() : null,
    lines,
    subtotalCents: subtotal,
    taxRateBps: settings.taxRateBps,
    taxLabel: settings.taxLabel,
    taxCents: tax,
    totalCents: subtotal + tax,
    currency: sale.currency,
    status: 'outstanding',
  });
  await recordAuditEvent(ex, {
    type: 'invoice.issued',
    actorId: null,
    subjectType: 'invoice',
    subjectId: id,
    data: {
      number,
      auction_id: sale.auctionId,
      dealer_id: sale.dealerId,
      total_cents: subtotal + tax,
      currency: sale.currency,
    },
    at: sale.at,
  });
  return id;
}

/** "Mark fee collected" (SPEC §13.2): the sale's invoice is paid, in the marking transaction. */
export async function markInvoicePaid(ex: Executor, auctionId: string, at: Date): Promise<void> {
  await ex
    .update(invoices)
    .set({ status: 'paid', paidAt: at })
    .where(and(eq(invoices.auctionId, auctionId), eq(invoices.status, 'outstanding')));
}

/** A sale's invoice as a correction of the sale reads it (SPEC §13.4). */
export interface SaleInvoice {
  id: string;
  number: string;
  dealerId: string | null;
  /** When it was issued: the time of the sale. */
  issuedAt: Date;
  totalCents: number;
  /** The tax rate copied onto it when it was issued: a credit is taxed at the same rate. */
  taxRateBps: number;
  /** What its credit notes have given back so far. */
  creditedCents: number;
  currency: string;
}

/**
 * The invoice of the sale of `auctionId`, with what is credited on it; undefined for a sale made
 * before invoices existed (ADR 054). With `lock`, the invoice row is locked until `ex` ends.
 */
export async function saleInvoice(
  ex: Executor,
  auctionId: string,
  opts: { lock?: boolean } = {},
): Promise<SaleInvoice | undefined> {
  const query = ex.select().from(invoices).where(eq(invoices.auctionId, auctionId)).limit(1);
  const [row] = await (opts.lock ? query.for('update') : query);
  if (!row) return undefined;
  const [credited] = await ex
    .select({ cents: sum(creditNotes.amountCents).mapWith(Number) })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, row.id));
  return {
    id: row.id,
    number: row.number,
    dealerId: row.dealerId,
    issuedAt: row.issuedAt,
    totalCents: row.totalCents,
    taxRateBps: row.taxRateBps,
    creditedCents: credited?.cents ?? 0,
    currency: row.currency,
  };
}

/** A credit note to issue on a sale's invoice (SPEC §13.2, §13.4). */
export interface CreditNoteInput {
  auctionId: string;
  amountCents: number;
  reason: string;
  at: Date;
  /** The staff member whose decision it carries out. */
  actorId: string | null;
  /** The sale is cancelled: the invoice becomes `void` (paid or not) with this note. */
  void?: boolean;
}

/**
 * Issues a credit note on the invoice of a sale in `ex`, the correcting transaction (SPEC
 * §13.4): numbered in the credit-note series of its UTC year, gapless as invoices are (the
 * number is taken last), recorded as `credit_note.issued`; with `void`, the invoice is void from
 * `at`. A paid invoice is credited all the same: the note is what the dealer is owed back.
 * Answers the note's number, or null when the sale has no invoice to credit.
 */
export async function issueCreditNote(
  ex: Executor,
  note: CreditNoteInput,
  settings: InvoiceSettings,
): Promise<string | null> {
  const invoice = await saleInvoice(ex, note.auctionId, { lock: true });
  if (!invoice) return null;
  if (!Number.isSafeInteger(note.amountCents) || note.amountCents <= 0) {
    throw new Error(`a credit note of ${note.amountCents} cents`);
  }
  if (note.amountCents > invoice.totalCents - invoice.creditedCents) {
    throw new Error(`invoice ${invoice.number} cannot be credited ${note.amountCents} cents more`);
  }
  if (note.void) {
    await ex
      .update(invoices)
      .set({ status: 'void', voidedAt: note.at })
      .where(eq(invoices.id, invoice.id));
  }
  const { number, year, sequence } = await nextDocumentNumber(
    ex,
    settings.prefix,
    'credit_note',
    note.at,
  );
  const id = randomUUID();
  await ex.insert(creditNotes).values({
    id,
    number,
    year,
    sequence,
    invoiceId: invoice.id,
    issuedAt: note.at,
    amountCents: note.amountCents,
    reason: note.reason,
  });
  await recordAuditEvent(ex, {
    type: 'credit_note.issued',
    actorId: note.actorId,
    subjectType: 'invoice',
    subjectId: invoice.id,
    data: {
      number,
      invoice_number: invoice.number,
      auction_id: note.auctionId,
      dealer_id: invoice.dealerId,
      amount_cents: note.amountCents,
      currency: invoice.currency,
      reason: note.reason,
      voided: note.void === true,
    },
    at: note.at,
  });
  return number;
}
