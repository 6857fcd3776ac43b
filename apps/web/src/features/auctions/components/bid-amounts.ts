import type { DealerAuction } from '@gavel/contract';
import { incrementFor, MONEY_MAX_CENTS } from '@gavel/contract/values';
import { formatMoney, parseMoneyInput } from '../../../lib/format';

/** `steps` increments above `from`, each at the increment of the price it starts from. */
export function stepsAbove(from: number, steps: number): number {
  let amount = from;
  for (let i = 0; i < steps; i += 1) amount += incrementFor(amount);
  return amount;
}

/** The quick-bid buttons: the minimum next bid, then 1, 2 and 5 increments above it. */
export function quickBids(minNextBidCents: number): number[] {
  return [0, 1, 2, 5]
    .map((steps) => stepsAbove(minNextBidCents, steps))
    .filter((amount) => amount <= MONEY_MAX_CENTS);
}

export interface BidDraft {
  amount: string;
  max: string;
}

export interface CheckedBid {
  amount_cents: number;
  max_amount_cents?: number;
}

/** Field paths of the bid body, as `validation_error` names them. */
export const BID_FIELDS = ['amount_cents', 'max_amount_cents'] as const;

/**
 * The bid as the server will judge it, checked before anything is sent so mistakes show next to
 * their field: amounts in major units, a maximum not below the bid, and at least the minimum
 * next bid unless the dealer leads and is raising its maximum.
 */
export function checkBid(
  draft: BidDraft,
  auction: DealerAuction,
): { bid: CheckedBid; errors: null } | { bid: null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const money = (cents: number) => formatMoney(cents, auction.currency);
  const amount = parseMoneyInput(draft.amount);
  const max = draft.max.trim() === '' ? undefined : parseMoneyInput(draft.max);

  if (draft.amount.trim() === '') errors.amount_cents = 'Enter your bid';
  else if (amount === null || amount === 0) {
    errors.amount_cents = 'Enter an amount such as 150 or 150.00';
  }
  if (max === null) errors.max_amount_cents = 'Enter an amount such as 150 or 150.00';

  if (amount && max !== null) {
    if (max !== undefined && max < amount) {
      errors.max_amount_cents = 'The maximum bid must not be below your bid';
    } else if (auction.is_leading && auction.my_max_bid_cents !== null) {
      // The leader cannot outbid itself; what it sends only raises its standing maximum.
      if (Math.max(amount, max ?? amount) <= auction.my_max_bid_cents) {
        errors[max === undefined ? 'amount_cents' : 'max_amount_cents'] =
          `You already lead. To raise your maximum, enter more than ${money(auction.my_max_bid_cents)}`;
      }
    } else if (amount < auction.min_next_bid_cents) {
      errors.amount_cents = `Your bid must be at least ${money(auction.min_next_bid_cents)}`;
    }
  }

  if (Object.keys(errors).length > 0 || !amount || max === null) return { bid: null, errors };
  return {
    bid: { amount_cents: amount, ...(max === undefined ? {} : { max_amount_cents: max }) },
    errors: null,
  };
}
