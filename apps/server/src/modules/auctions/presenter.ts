import type { DealerAuction, PublicAuction, StaffAuction } from '@gavel/contract';
import { isPublicStatus } from '../listings/index.js';
import type { FileLinks } from '../../lib/file-links.js';
import { minNextBidOf } from './bidding/engine.js';
import type { AuctionContext, AuctionRow, ShownAuction } from './repository.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Whether the price has reached the reserve; null when there is none. */
export function reserveMet(row: Pick<AuctionRow, 'reservePriceCents' | 'currentPriceCents'>) {
  if (row.reservePriceCents === null) return null;
  return row.currentPriceCents !== null && row.currentPriceCents >= row.reservePriceCents;
}

/**
 * Who an answer goes to: `anyone` (public reads, live events, dealers) or the listing's
 * `owner` and staff, who may get short-lived private links to photos that are not public.
 */
export type Audience = 'anyone' | 'owner';

/**
 * The fields everyone sees, with the server's clock for countdowns. A listing that is no longer
 * public (a rerun put it back to `approved`) keeps its old auctions public, but they show no
 * photo to `anyone`: a signed private link must never reach a public answer (issue 14, item 11).
 */
export async function toPublicAuction(
  row: ShownAuction,
  ctx: AuctionContext,
  links: FileLinks,
  now: Date,
  audience: Audience = 'anyone',
): Promise<PublicAuction> {
  const visibility = isPublicStatus(ctx.listing.status) ? 'public' : 'private';
  // Only the thumbnail is shown: the cover is read without its display key (no signing for it).
  const thumbnail =
    ctx.cover && (visibility === 'public' || audience === 'owner')
      ? (await links.photoUrls({ ...ctx.cover, displayKey: null }, visibility)).thumbnail_url
      : null;
  return {
    id: row.id,
    listing_id: row.listingId,
    status: row.status,
    start_at: iso(row.startAt),
    end_at: iso(row.endAt),
    starting_price_cents: row.startingPriceCents,
    current_price_cents: row.currentPriceCents,
    min_next_bid_cents: minNextBidOf(row),
    bid_count: row.bidCount,
    reserve_met: reserveMet(row),
    outcome: row.outcome,
    currency: row.currency,
    listing: {
      title: ctx.listing.title,
      thumbnail_url: thumbnail,
      location_city: ctx.listing.locationCity,
    },
    server_time: now.toISOString(),
  };
}

/** As a dealer sees it: whether it leads and its standing maximum. */
export function toDealerAuction(
  base: PublicAuction,
  row: Pick<AuctionRow, 'leaderDealerId'>,
  dealer: { dealerId: string | null; maxCents: number | null },
): DealerAuction {
  return {
    ...base,
    is_leading: dealer.dealerId !== null && row.leaderDealerId === dealer.dealerId,
    my_max_bid_cents: dealer.maxCents,
  };
}

/**
 * As staff and the listing's seller see it. `leaderSuspended`, when known, says whether the
 * dealer leading now is suspended (ADR 025).
 */
export function toStaffAuction(
  base: PublicAuction,
  row: AuctionRow,
  ctx: AuctionContext,
  leaderSuspended?: boolean,
): StaffAuction {
  return {
    ...base,
    reserve_price_cents: row.reservePriceCents,
    hammer_price_cents: row.hammerPriceCents,
    winner:
      row.winnerDealerId === null
        ? null
        : { dealer_id: row.winnerDealerId, company_name: ctx.winnerCompany ?? '' },
    fee_cents: row.feeCents,
    fee_status: row.feeStatus,
    fee_collected_at: iso(row.feeCollectedAt),
    fee_reference: row.feeReference,
    ended_at: iso(row.endedAt),
    force_end_reason: row.forceEndReason,
    ...(leaderSuspended === undefined ? {} : { leader_suspended: leaderSuspended }),
    unsold_reason: row.unsoldReason,
    offer_cents: row.outcome === 'reserve_not_met' ? row.offerCents : null,
  };
}
