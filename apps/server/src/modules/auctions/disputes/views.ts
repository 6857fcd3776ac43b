import type { Dispute } from '@gavel/contract';
import type { Executor } from '../../../db/index.js';
import { saleInvoice } from '../../invoices/index.js';
import { notFound } from '../../../lib/errors.js';
import type { FileLinks } from '../../../lib/file-links.js';
import type { AuctionRow } from '../repository.js';
import * as repo from './repository.js';

/** The sale's two outcomes a dispute is about: sold, or cancelled on its dispute. */
export const isSale = (row: AuctionRow) => row.outcome === 'sold' || row.outcome === 'cancelled';

/**
 * When a sale was made: its invoice's issue (every sale issues one in its transaction), else,
 * for a sale older than invoices (ADR 054), the auction's end.
 */
export async function soldAtOf(ex: Executor, row: AuctionRow): Promise<Date> {
  const invoice = await saleInvoice(ex, row.id);
  const at = invoice?.issuedAt ?? row.endedAt;
  if (!at) throw new Error(`sold auction ${row.id} has no time of sale`);
  return at;
}

/**
 * Disputes as the API answers them (SPEC §13.4), each photo with a short-lived signed link:
 * only ever given to the dispute's dealer, its seller or staff. Two statements for a page.
 */
export async function disputeViews(
  ex: Executor,
  links: FileLinks,
  rows: repo.DisputeViewRow[],
): Promise<Dispute[]> {
  const photos = await repo.photosOfDisputes(
    ex,
    rows.map((r) => r.dispute.id),
  );
  return Promise.all(
    rows.map(async (r) => {
      const d = r.dispute;
      return {
        id: d.id,
        auction_id: d.auctionId,
        status: d.status,
        reason: d.reason,
        description: d.description,
        photos: await Promise.all(
          photos
            .filter((p) => p.disputeId === d.id)
            .map(async (p) => ({
              id: p.id,
              content_type: p.contentType,
              url: await links.documentUrl(p),
            })),
        ),
        requested_adjustment_cents: d.requestedAdjustmentCents,
        seller_response:
          d.sellerResponse === null || d.respondedAt === null
            ? null
            : { body: d.sellerResponse, created_at: d.respondedAt.toISOString() },
        decision:
          d.decision === null
            ? null
            : {
                decision: d.decision,
                adjusted_price_cents: d.adjustedPriceCents,
                note: d.note ?? '',
              },
        created_at: d.createdAt.toISOString(),
        resolved_at: d.resolvedAt?.toISOString() ?? null,
        listing_id: r.listingId,
        listing_title: r.listingTitle ?? 'Untitled listing',
        currency: r.currency,
        hammer_price_cents: r.hammerPriceCents,
        sale_price_cents: d.salePriceCents,
        sold_at: d.soldAt.toISOString(),
        dealer_company_name: r.dealerCompanyName,
      };
    }),
  );
}

/** One dispute's answer (404 when there is none). */
export async function disputeView(ex: Executor, links: FileLinks, id: string): Promise<Dispute> {
  const row = await repo.findDisputeView(ex, id);
  const [answer] = row ? await disputeViews(ex, links, [row]) : [];
  if (!answer) throw notFound('Dispute');
  return answer;
}
