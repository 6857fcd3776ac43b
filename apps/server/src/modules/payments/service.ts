import type { AdminPayment, AdminPaymentsQuery, ExportQuery, Page } from '@gavel/contract';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/index.js';
import { csvStream, keysetBatches, majorUnits } from '../../lib/csv.js';
import { decodeTimeCursor, paginate } from '../../lib/cursor.js';
import { dayRange } from '../../lib/utc-days.js';
import * as repo from './repository.js';

/** A column the query guarantees (a sold auction has its sale and fee columns). */
function present<T>(value: T | null, column: string, auctionId: string): T {
  if (value === null) throw new Error(`sold auction ${auctionId} has no ${column}`);
  return value;
}

export function toAdminPayment(row: repo.PaymentRow): AdminPayment {
  const id = row.auctionId;
  return {
    auction_id: id,
    listing_id: row.listingId,
    listing_title: row.listingTitle,
    dealer_id: row.dealerId,
    dealer_company_name: row.dealerCompanyName,
    hammer_price_cents: present(row.hammerPriceCents, 'hammer_price_cents', id),
    fee_cents: present(row.feeCents, 'fee_cents', id),
    fee_status: present(row.feeStatus, 'fee_status', id),
    ended_at: present(row.endedAt, 'ended_at', id).toISOString(),
    fee_collected_at: row.feeCollectedAt?.toISOString() ?? null,
    fee_reference: row.feeReference,
    currency: row.currency,
  };
}

/** payments.csv's columns (SPEC §13.2): one row per sold auction, money in major units. */
const paymentColumns: readonly {
  header: string;
  cell: (row: repo.PaymentExportRow) => string | null;
}[] = [
  { header: 'auction_id', cell: (r) => r.auctionId },
  { header: 'listing_title', cell: (r) => r.listingTitle },
  { header: 'dealer', cell: (r) => r.dealerCompanyName },
  { header: 'ended_at', cell: (r) => present(r.endedAt, 'ended_at', r.auctionId).toISOString() },
  {
    header: 'hammer_price',
    cell: (r) => majorUnits(present(r.hammerPriceCents, 'hammer_price_cents', r.auctionId)),
  },
  { header: 'fee', cell: (r) => majorUnits(present(r.feeCents, 'fee_cents', r.auctionId)) },
  { header: 'fee_status', cell: (r) => r.feeStatus },
  { header: 'fee_collected_at', cell: (r) => r.feeCollectedAt?.toISOString() ?? null },
  { header: 'fee_reference', cell: (r) => r.feeReference },
  { header: 'invoice_number', cell: (r) => r.invoiceNumber },
  { header: 'currency', cell: (r) => r.currency },
];

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** Staff's view of the fees winning dealers owe (SPEC §5.5, §6); collecting is an auction action. */
export function createPaymentsService(deps: { db: Database }) {
  const { db } = deps;

  async function list(query: AdminPaymentsQuery): Promise<Page<AdminPayment>> {
    const cursor = decodeTimeCursor(query.cursor);
    const rows = await db.read((ex) =>
      repo.listPayments(ex, { feeStatus: query.fee_status, limit: query.limit + 1, cursor }),
    );
    const page = paginate(rows, query.limit, (row) => ({
      k: present(row.endedAt, 'ended_at', row.auctionId).toISOString(),
      id: row.auctionId,
    }));
    return { items: page.rows.map(toAdminPayment), next_cursor: page.next_cursor };
  }

  /**
   * payments.csv: every sold auction that ended in the UTC days `from`–`to`, oldest end first,
   * read in keyset batches as the stream is consumed (422 on `from` after `to`).
   */
  function exportCsv(query: ExportQuery): Readable {
    const range = dayRange(query);
    return csvStream(
      paymentColumns,
      keysetBatches(
        (after, limit) => db.read((ex) => repo.exportPayments(ex, range, after, limit)),
        (row) => ({ at: present(row.endedAt, 'ended_at', row.auctionId), id: row.auctionId }),
      ),
    );
  }

  return { list, exportCsv };
}
