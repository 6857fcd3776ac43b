import type { AuctionStatus } from '@gavel/contract';
import type { BadgeTone } from '../../../components/ui/badge';

interface Label {
  label: string;
  tone: BadgeTone;
}

export const AUCTION_STATUS: Record<AuctionStatus, Label> = {
  pending: { label: 'Awaiting schedule', tone: 'neutral' },
  scheduled: { label: 'Upcoming', tone: 'brand' },
  live: { label: 'Live', tone: 'success' },
  ended: { label: 'Ended', tone: 'neutral' },
};
