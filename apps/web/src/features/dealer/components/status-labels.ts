import type { AuctionOutcome, AuctionStatus, DealerStatus, KycStatus } from '@gavel/contract';
import type { BadgeTone } from '../../../components/ui/badge';

interface Label {
  label: string;
  tone: BadgeTone;
}

export const DEALER_STATUS: Record<DealerStatus, Label> = {
  pending: { label: 'Pending activation', tone: 'warning' },
  active: { label: 'Active', tone: 'success' },
  suspended: { label: 'Suspended', tone: 'danger' },
};

export const KYC_STATUS: Record<KycStatus, Label> = {
  not_started: { label: 'Not started', tone: 'neutral' },
  pending: { label: 'Pending review', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
  resubmission_requested: { label: 'Resubmission requested', tone: 'warning' },
};

export const AUCTION_STATUS: Record<AuctionStatus, Label> = {
  pending: { label: 'Awaiting schedule', tone: 'neutral' },
  scheduled: { label: 'Upcoming', tone: 'brand' },
  live: { label: 'Live', tone: 'success' },
  ended: { label: 'Ended', tone: 'neutral' },
};

export const AUCTION_OUTCOME: Record<AuctionOutcome, string> = {
  sold: 'Sold',
  reserve_not_met: 'Reserve not met',
  no_bids: 'No bids',
};
