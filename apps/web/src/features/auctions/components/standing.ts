import type { DealerAuction } from '@gavel/contract';
import type { BadgeTone } from '../../../components/ui/badge';

export type Standing =
  'leading' | 'outbid' | 'won' | 'cancelled' | 'lost' | 'highest_below_reserve' | null;

/**
 * Where this dealer stands in an auction: null before it has bid. While the auction runs, the
 * SPEC's two sentences; once it has ended, whether it won (and whether staff cancelled that sale
 * since).
 */
export function standingOf(auction: DealerAuction): Standing {
  if (auction.my_max_bid_cents === null) return null;
  if (auction.status !== 'ended') return auction.is_leading ? 'leading' : 'outbid';
  if (!auction.is_leading) return 'lost';
  if (auction.outcome === 'cancelled') return 'cancelled';
  return auction.outcome === 'sold' ? 'won' : 'highest_below_reserve';
}

export const STANDING_TEXT: Record<Exclude<Standing, null>, { text: string; tone: BadgeTone }> = {
  leading: { text: 'You are the highest bidder', tone: 'success' },
  outbid: { text: 'You have been outbid', tone: 'danger' },
  won: { text: 'You won this auction', tone: 'success' },
  // Staff cancelled the sale on a dispute (SPEC §13.4).
  cancelled: { text: 'Your purchase was cancelled', tone: 'neutral' },
  lost: { text: 'You did not win this auction', tone: 'neutral' },
  highest_below_reserve: { text: 'Your bid was highest, but below the reserve', tone: 'warning' },
};
