import type { FeeStatus } from '@gavel/contract';
import { and, asc, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { auctions, dealerProfiles, invoices, listings } from '../../db/schema.js';
import { keysetAfter, type TimeCursor } from '../../lib/cursor.js';

/** A sold auction's sale and fee, with its listing's title and its winner's company. */
export interface PaymentRow {
  auctionId: string;
  listingId: string;
  listingTitle: string | null;
  dealerId: string | null;
  dealerCompanyName: string | null;
  hammerPriceCents: number | null;
  feeCents: number | null;
  feeStatus: FeeStatus | null;
  endedAt: Date | null;
  feeCollectedAt: Date | null;
  feeReference: string | null;
  currency: string;
}

/**
 * Rows after the cursor in `(ended_at, id)` descending order. A row comparison, unlike the
 * equivalent OR, lets PostgreSQL start the index scan at the cursor (auctions_ended_idx).
 */
const before = (cursor: TimeCursor | undefined): SQL | undefined =>
  cursor &&
  sql`(${auctions.endedAt}, ${auctions.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`;

/** A sold auction's payment as the list and the export read it. */
const PAYMENT_COLUMNS = {
  auctionId: auctions.id,
  listingId: auctions.listingId,
  listingTitle: listings.title,
  dealerId: auctions.winnerDealerId,
  dealerCompanyName: dealerProfiles.companyName,
  hammerPriceCents: auctions.hammerPriceCents,
  feeCents: auctions.feeCents,
  feeStatus: auctions.feeStatus,
  endedAt: auctions.endedAt,
  feeCollectedAt: auctions.feeCollectedAt,
  feeReference: auctions.feeReference,
  currency: auctions.currency,
};

/**
 * Auctions with a fee (the sold ones), newest end first, optionally of one fee status: one query
 * with its joins, whatever the page size.
 */
export function listPayments(
  ex: Executor,
  input: { feeStatus?: FeeStatus | undefined; limit: number; cursor?: TimeCursor | undefined },
): Promise<PaymentRow[]> {
  return ex
    .select(PAYMENT_COLUMNS)
    .from(auctions)
    .innerJoin(listings, eq(listings.id, auctions.listingId))
    .leftJoin(dealerProfiles, eq(dealerProfiles.id, auctions.winnerDealerId))
    .where(
      and(
        input.feeStatus ? eq(auctions.feeStatus, input.feeStatus) : isNotNull(auctions.feeStatus),
        // Always true of a sold auction; it lets the scan of auctions_ended_idx skip the
        // auctions that have not ended (their null ended_at sorts first, descending).
        isNotNull(auctions.endedAt),
        before(input.cursor),
      ),
    )
    .orderBy(desc(auctions.endedAt), desc(auctions.id))
    .limit(input.limit);
}

/** A sold auction as payments.csv writes it: its payment and its invoice's number. */
export type PaymentExportRow = PaymentRow & { invoiceNumber: string | null };

/**
 * Up to `limit` sold auctions that ended in `[from, until)` after `after`, oldest end first
 * (`ended_at`, `id`), with their invoice's number: one query per batch of an export.
 */
export function exportPayments(
  ex: Executor,
  range: { from?: Date | undefined; until?: Date | undefined },
  after: TimeCursor | undefined,
  limit: number,
): Promise<PaymentExportRow[]> {
  return ex
    .select({ ...PAYMENT_COLUMNS, invoiceNumber: invoices.number })
    .from(auctions)
    .innerJoin(listings, eq(listings.id, auctions.listingId))
    .leftJoin(dealerProfiles, eq(dealerProfiles.id, auctions.winnerDealerId))
    .leftJoin(invoices, eq(invoices.auctionId, auctions.id))
    .where(
      and(
        isNotNull(auctions.feeStatus),
        isNotNull(auctions.endedAt),
        range.from === undefined ? undefined : gte(auctions.endedAt, range.from),
        range.until === undefined ? undefined : lt(auctions.endedAt, range.until),
        keysetAfter(auctions.endedAt, auctions.id, after, 'asc'),
      ),
    )
    .orderBy(asc(auctions.endedAt), asc(auctions.id))
    .limit(limit);
}
