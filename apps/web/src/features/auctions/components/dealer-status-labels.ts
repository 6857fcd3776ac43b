import type { AuctionStatus } from '@gavel/contract';
import type { StatusLabel } from '../../../components/status/status-labels';

/** Auction statuses as dealers read them ("Upcoming"; sellers and staff read "Scheduled"). */
export const AUCTION_STATUS: Record<AuctionStatus, StatusLabel> = {
  pending: { label: 'Awaiting schedule', tone: 'neutral' },
  scheduled: { label: 'Upcoming', tone: 'brand' },
  live: { label: 'Live', tone: 'success' },
  ended: { label: 'Ended', tone: 'neutral' },
};
