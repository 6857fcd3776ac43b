import type { BidAnswer } from '@gavel/contract';
import { formatMoney } from '../../../lib/format';
import type { ToastTone } from '../../../lib/toasts';

/**
 * What a bid did, from the server's answer (SPEC §8 "Bids"): the price can move past the amount
 * sent when maximums answer each other (the proxy rule), and the toast says why.
 */
export function bidOutcome(answer: BidAnswer): { tone: ToastTone; message: string } {
  const { bid, auction } = answer;
  const money = (cents: number) => formatMoney(cents, auction.currency);
  const price = auction.current_price_cents ?? bid?.amount_cents ?? auction.starting_price_cents;
  const max = auction.my_max_bid_cents;
  if (bid === null) {
    return {
      tone: 'success',
      message:
        max === null
          ? `Maximum raised. You are still the highest bidder at ${money(price)}.`
          : `Maximum raised to ${money(max)}. You are still the highest bidder at ${money(price)}.`,
    };
  }
  const placed = `Bid placed: ${money(bid.amount_cents)}.`;
  if (!auction.is_leading) {
    return {
      tone: 'warning',
      message: `${placed} Another bidder’s maximum answered: the price is now ${money(price)}. You have been outbid.`,
    };
  }
  const yourMax = max !== null && max > price ? ` Your maximum: ${money(max)}.` : '';
  if (price > bid.amount_cents) {
    return {
      tone: 'success',
      message: `${placed} Another bidder’s maximum answered and yours bid on: you are the highest bidder at ${money(price)}.${yourMax}`,
    };
  }
  return {
    tone: 'success',
    message: `${placed} You are the highest bidder.${yourMax}`,
  };
}
