import { taxCents } from '@gavel/contract';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { recordAuditEvent } from '../../lib/audit.js';
// The dealer's legal identity as the invoice names it (a read model: read-models.json).
import { dealerProfiles, kycRecords } from '../../db/schema.js';
import { nextDocumentNumber } from './numbering.js';
import { invoices, type InvoiceLine } from './schema.js';

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
