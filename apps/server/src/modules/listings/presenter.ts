import {
  ACCEPT_OFFER_WINDOW_SECONDS,
  type ConditionReport,
  PUBLIC_LISTING_STATUSES,
  type Listing,
  type ListingPhoto,
  type ListingStatus,
  type PublicListing,
  type SellerListingItem,
} from '@gavel/contract';
import type { FileLinks } from '../../lib/file-links.js';
import { publicSpecifics } from './condition-reports.js';
import type { AuctionPrice, AuctionSummary } from './listing-auctions.js';
import type { ListingRow, PhotoRow } from './repository.js';

export const isPublicStatus = (status: ListingStatus): boolean =>
  (PUBLIC_LISTING_STATUSES as readonly string[]).includes(status);

/** Photo URLs: stable public ones once the listing is public, short-lived signed ones before. */
export function presentPhotos(
  links: FileLinks,
  listing: Pick<ListingRow, 'status'>,
  photos: PhotoRow[],
): Promise<ListingPhoto[]> {
  const visibility = isPublicStatus(listing.status) ? 'public' : 'private';
  return Promise.all(
    photos.map(async (p) => ({
      id: p.id,
      position: p.position,
      ...(await links.photoUrls(p, visibility)),
    })),
  );
}

function common(row: ListingRow, photos: ListingPhoto[], report: ConditionReport | null) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    condition: row.condition,
    location_city: row.locationCity,
    location_country: row.locationCountry,
    attributes: row.attributes,
    specifics: row.specifics,
    condition_report: report,
    starting_price_cents: row.startingPriceCents,
    currency: row.currency,
    status: row.status,
    photos,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    submitted_at: row.submittedAt?.toISOString() ?? null,
  };
}

/**
 * As the seller and staff see it, the VIN whole. `report` is the presented condition report
 * (`presentConditionReport`), null when there is none.
 */
export function toListing(
  row: ListingRow,
  photos: ListingPhoto[],
  report: ConditionReport | null,
): Listing {
  return {
    ...common(row, photos, report),
    reserve_price_cents: row.reservePriceCents,
    rejection_reason: row.rejectionReason,
    rerun_count: row.rerunCount,
  };
}

/**
 * As everyone else sees it: whether the reserve is met, never the reserve itself; the VIN masked
 * (SPEC §11) unless `vin` is `whole` (a signed-in dealer's view).
 */
export function toPublicListing(
  row: ListingRow,
  photos: ListingPhoto[],
  auction: AuctionPrice | undefined,
  report: ConditionReport | null,
  vin: 'masked' | 'whole' = 'masked',
): PublicListing {
  const reserve = auction ? auction.reservePriceCents : row.reservePriceCents;
  return {
    ...common(row, photos, report),
    ...(vin === 'masked' ? { specifics: publicSpecifics(row.specifics) } : {}),
    reserve_met: reserve === null ? null : (auction?.currentPriceCents ?? -1) >= reserve,
  };
}

/** Groups photo rows (ordered by listing, position) by listing id. */
export function groupPhotos(rows: PhotoRow[]): Map<string, PhotoRow[]> {
  const byListing = new Map<string, PhotoRow[]>();
  for (const row of rows) {
    const list = byListing.get(row.listingId);
    if (list) list.push(row);
    else byListing.set(row.listingId, [row]);
  }
  return byListing;
}

/** A seller's list item: the listing and a summary of its latest auction. */
export function withAuction(
  listing: Listing,
  auction: AuctionSummary | undefined,
): SellerListingItem {
  if (!auction) return { ...listing, auction: null };
  const reserve = auction.reservePriceCents;
  return {
    ...listing,
    auction: {
      id: auction.id,
      status: auction.status,
      start_at: auction.startAt?.toISOString() ?? null,
      end_at: auction.endAt?.toISOString() ?? null,
      current_price_cents: auction.currentPriceCents,
      bid_count: auction.bidCount,
      reserve_met:
        reserve === null
          ? null
          : auction.currentPriceCents !== null && auction.currentPriceCents >= reserve,
      outcome: auction.outcome,
      hammer_price_cents: auction.hammerPriceCents,
      ended_at: auction.endedAt?.toISOString() ?? null,
      decide_by:
        auction.outcome === 'reserve_not_met' && auction.endedAt && auction.offerCents !== null
          ? new Date(auction.endedAt.getTime() + ACCEPT_OFFER_WINDOW_SECONDS * 1000).toISOString()
          : null,
    },
  };
}
