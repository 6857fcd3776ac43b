import type {
  AuctionOutcome,
  AuctionStatus,
  DealerStatus,
  InvoiceStatus,
  KycStatus,
  ListingStatus,
  PublicAuction,
} from '@gavel/contract';
import type { BadgeTone } from '../ui/badge';

export interface StatusLabel {
  label: string;
  tone: BadgeTone;
}

/**
 * What every page calls each status, in one place so the seller's dashboard, the listing page
 * and the staff pages never disagree. Auction statuses are worded per audience: "Upcoming" to
 * the public and dealers (`AUCTION_STATUS`), "Scheduled" to the seller and staff, who set it up
 * (`SELLER_AUCTION_STATUS`).
 */
export const LISTING_STATUS: Record<ListingStatus, StatusLabel> = {
  draft: { label: 'Draft', tone: 'neutral' },
  pending_review: { label: 'Pending review', tone: 'warning' },
  approved: { label: 'Approved', tone: 'brand' },
  rejected: { label: 'Rejected', tone: 'danger' },
  in_auction: { label: 'In auction', tone: 'brand' },
  sold: { label: 'Sold', tone: 'success' },
  unsold: { label: 'Not sold', tone: 'neutral' },
};

export const KYC_STATUS: Record<KycStatus, StatusLabel> = {
  not_started: { label: 'Not started', tone: 'neutral' },
  pending: { label: 'Pending review', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  resubmission_requested: { label: 'Resubmission requested', tone: 'warning' },
};

export const DEALER_STATUS: Record<DealerStatus, StatusLabel> = {
  pending: { label: 'Pending activation', tone: 'warning' },
  active: { label: 'Active', tone: 'success' },
  suspended: { label: 'Suspended', tone: 'danger' },
};

export const AUCTION_OUTCOME: Record<AuctionOutcome, StatusLabel> = {
  sold: { label: 'Sold', tone: 'success' },
  reserve_not_met: { label: 'Reserve not met', tone: 'warning' },
  no_bids: { label: 'No bids', tone: 'neutral' },
  // Staff cancelled the sale on a dispute (SPEC §13.4): the listing is unsold again.
  cancelled: { label: 'Sale cancelled', tone: 'danger' },
};

/** A buyer-fee invoice (SPEC §13.2): "Mark fee collected" makes it paid. */
export const INVOICE_STATUS: Record<InvoiceStatus, StatusLabel> = {
  outstanding: { label: 'Outstanding', tone: 'warning' },
  paid: { label: 'Paid', tone: 'success' },
  void: { label: 'Void', tone: 'neutral' },
};

/** The invoice statuses in the contract's order, for filters. */
export { INVOICE_STATUSES } from '@gavel/contract/values';

/** Auction statuses as the public and dealers read them. */
export const AUCTION_STATUS: Record<AuctionStatus, StatusLabel> = {
  pending: { label: 'Not scheduled', tone: 'neutral' },
  scheduled: { label: 'Upcoming', tone: 'brand' },
  live: { label: 'Live', tone: 'success' },
  ended: { label: 'Ended', tone: 'neutral' },
};

/** Auction statuses as the seller and staff read them. */
export const SELLER_AUCTION_STATUS: Record<AuctionStatus, StatusLabel> = {
  pending: { label: 'Awaiting scheduling', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'brand' },
  live: { label: 'Live', tone: 'success' },
  ended: { label: 'Ended', tone: 'neutral' },
};

/**
 * What the reserve badge says: whether there is one; once bidding is open, whether it is met.
 * An ended auction's outcome ("Sold", "Reserve not met") says it instead.
 */
export function reserveBadgeOf(
  auction: Pick<PublicAuction, 'status' | 'reserve_met'>,
): StatusLabel | null {
  if (auction.status === 'ended') return null;
  if (auction.reserve_met === null) return { label: 'No reserve', tone: 'neutral' };
  if (auction.status === 'scheduled') return { label: 'Has a reserve', tone: 'neutral' };
  return auction.reserve_met
    ? { label: 'Reserve met', tone: 'success' }
    : { label: 'Reserve not met', tone: 'warning' };
}
