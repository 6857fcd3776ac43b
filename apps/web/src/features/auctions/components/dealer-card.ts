import type { DealerAuction, DealerAuctionScope } from '@gavel/contract';
import { priceTerm } from './price-term';

/**
 * The one action of a card in a dealer tab: "Bid" while this dealer can bid on the auction (it
 * is live, not past its end on the server's clock, and the dealer's access is active), "View"
 * otherwise. Both open the lot page.
 */
export function dealerCardAction(
  auction: Pick<DealerAuction, 'status' | 'end_at'>,
  { canBid, now }: { canBid: boolean; now: number },
): 'Bid' | 'View' {
  const open =
    auction.status === 'live' && auction.end_at !== null && Date.parse(auction.end_at) > now;
  return canBid && open ? 'Bid' : 'View';
}

/** What the price on a dealer card is: `priceTerm`, and in the Won tab the dealer's winning bid. */
export function dealerCardPriceTerm(
  auction: Pick<DealerAuction, 'status' | 'current_price_cents' | 'outcome'>,
  scope: DealerAuctionScope,
): string {
  if (scope === 'won' && auction.current_price_cents !== null) return 'Winning bid';
  return priceTerm(auction);
}
