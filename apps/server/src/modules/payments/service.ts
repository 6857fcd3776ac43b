import type { AdminPayment, AdminPaymentsQuery, Page } from '@gavel/contract';
import type { Database } from '../../db/index.js';
import { decodeTimeCursor, paginate } from '../../lib/cursor.js';
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

  return { list };
}
