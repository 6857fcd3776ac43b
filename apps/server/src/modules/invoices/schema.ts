/**
 * The invoices module's tables (ADR 040, ADR 054): the buyer-fee invoice of every sale, its
 * credit notes, and the counters that number both, one row per series and UTC year.
 */

import { invoiceStatusSchema } from '@gavel/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, enumOf } from '../../db/columns.js';
// Other areas' tables, only for foreign keys: from the assembled schema (ADR 040).
import { auctions, dealerProfiles } from '../../db/schema.js';

export const invoiceStatusEnum = enumOf('invoice_status', invoiceStatusSchema.options);

/** Money in cents, as the auctions' columns (at most `MONEY_MAX_CENTS`). */
const cents = (name: string) => integer(name);

/**
 * A document series' counter for one UTC year (`invoice`, `credit_note`): the last number given.
 * Incremented in the transaction that issues the document, whose lock on the row makes the
 * numbers gapless and unique on any number of instances (ADR 054).
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/** One line of an invoice (the buyer's fee; more kinds later). */
export interface InvoiceLine {
  description: string;
  amount_cents: number;
}

/**
 * The buyer-fee invoice of a sale (SPEC §13.2), issued in the sale's transaction. What it says
 * is copied when it is issued (the dealer's name, address and VAT number, the listing's title,
 * the tax rate and label): a later change never rewrites it. Never deleted or renumbered.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: at('issued_at').notNull(),
    // An invoice outlives what it names (an account deleted, its listings with it): it keeps
    // the copies below, and these become null.
    auctionId: uuid('auction_id').references(() => auctions.id, { onDelete: 'set null' }),
    dealerId: uuid('dealer_id').references(() => dealerProfiles.id, { onDelete: 'set null' }),
    listingTitle: text('listing_title'),
    dealerCompanyName: text('dealer_company_name'),
    dealerAddress: text('dealer_address'),
    dealerVatNumber: text('dealer_vat_number'),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotalCents: cents('subtotal_cents').notNull(),
    taxRateBps: integer('tax_rate_bps').notNull(),
    taxLabel: text('tax_label').notNull(),
    taxCents: cents('tax_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    currency: text('currency').notNull(),
    status: invoiceStatusEnum('status').notNull(),
    paidAt: at('paid_at'),
    voidedAt: at('voided_at'),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_year_sequence_key').on(t.year, t.sequence),
    // One invoice per sale: a sale cancelled later keeps its (void) invoice.
    uniqueIndex('invoices_auction_key').on(t.auctionId),
    // A dealer's list and the staff's, newest first, with keyset pages.
    index('invoices_dealer_issued_idx').on(
      t.dealerId,
      t.issuedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('invoices_issued_idx').on(t.issuedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('invoices_total', sql`${t.totalCents} = ${t.subtotalCents} + ${t.taxCents}`),
  ],
);

/** A correction of an invoice (SPEC §13.2): numbered in its own series, never edited. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    issuedAt: at('issued_at').notNull(),
    amountCents: cents('amount_cents').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    uniqueIndex('credit_notes_year_sequence_key').on(t.year, t.sequence),
    index('credit_notes_invoice_idx').on(t.invoiceId),
  ],
);
