import type { AuctionOutcome, KycStatus, ListingStatus } from '@gavel/contract';
import type { BadgeTone } from '../../../components/ui/badge';

interface Label {
  label: string;
  tone: BadgeTone;
}

/** What a seller reads for each listing status. */
export const LISTING_STATUS: Record<ListingStatus, Label> = {
  draft: { label: 'Draft', tone: 'neutral' },
  pending_review: { label: 'In review', tone: 'warning' },
  approved: { label: 'Approved', tone: 'brand' },
  rejected: { label: 'Changes needed', tone: 'danger' },
  in_auction: { label: 'In auction', tone: 'brand' },
  sold: { label: 'Sold', tone: 'success' },
  unsold: { label: 'Not sold', tone: 'neutral' },
};

export const OUTCOME: Record<AuctionOutcome, Label> = {
  sold: { label: 'Sold', tone: 'success' },
  reserve_not_met: { label: 'Reserve not met', tone: 'warning' },
  no_bids: { label: 'No bids', tone: 'neutral' },
};

/** The KYC state, with the link wording the shell's banner uses ("Start" / "View" / "Fix"). */
export const KYC_STATUS: Record<KycStatus, Label & { action: string }> = {
  not_started: { label: 'Not started', tone: 'neutral', action: 'Start' },
  pending: { label: 'Pending review', tone: 'warning', action: 'View' },
  approved: { label: 'Approved', tone: 'success', action: 'View' },
  rejected: { label: 'Rejected', tone: 'danger', action: 'Fix' },
  resubmission_requested: { label: 'Resubmission requested', tone: 'danger', action: 'Fix' },
};
