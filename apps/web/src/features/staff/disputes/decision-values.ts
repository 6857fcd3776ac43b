import {
  adjustedPriceRange,
  DISPUTE_NOTE_MAX,
  type DisputeDecision,
  type ResolveDisputeBody,
} from '@gavel/contract';
import { formatMoney, parseMoneyInput } from '../../../lib/format';

/** The decision form as typed: the price in major units, the note as written. */
export interface DecisionInput {
  decision: DisputeDecision | null;
  adjustedPrice: string;
  note: string;
}

export type DecisionErrors = Partial<Record<'decision' | 'adjusted_price_cents' | 'note', string>>;

/** What each choice is called on the form (SPEC §13.4's three decisions). */
export const DECISION_CHOICES: { value: DisputeDecision; label: string; hint: string }[] = [
  { value: 'rejected', label: 'Reject', hint: 'The sale stands as it was.' },
  {
    value: 'price_adjusted',
    label: 'Adjust price',
    hint: 'Lower the sale price; the buyer’s fee is credited by the difference.',
  },
  {
    value: 'sale_cancelled',
    label: 'Cancel sale',
    hint: 'The sale is undone: the fee invoice is credited in full and the listing is unsold.',
  },
];

/**
 * The form as the request body, or the messages to show under its fields. The rules are the
 * contract's (`adjustedPriceRange`: from 0 to one cent below the sale price; a note of
 * 1–`DISPUTE_NOTE_MAX`); the server checks them again.
 */
export function decisionBody(
  input: DecisionInput,
  salePriceCents: number,
  currency: string,
): { body: ResolveDisputeBody } | { errors: DecisionErrors } {
  const errors: DecisionErrors = {};
  const note = input.note;
  if (note.trim() === '') errors.note = 'Note is required';
  else if (note.length > DISPUTE_NOTE_MAX) {
    errors.note = `Note must be at most ${String(DISPUTE_NOTE_MAX)} characters`;
  }
  if (input.decision === null) {
    errors.decision = 'Choose a decision';
    return { errors };
  }
  let adjusted: number | undefined;
  if (input.decision === 'price_adjusted') {
    const cents = parseMoneyInput(input.adjustedPrice);
    const { min, max } = adjustedPriceRange({ soldAt: 0, priceCents: salePriceCents });
    if (cents === null) {
      errors.adjusted_price_cents = 'Enter the new price, such as 1500 or 1500.50';
    } else if (cents < min || cents > max) {
      errors.adjusted_price_cents = `Enter a price below the sale price of ${formatMoney(salePriceCents, currency)}`;
    } else {
      adjusted = cents;
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      decision: input.decision,
      note,
      ...(adjusted === undefined ? {} : { adjusted_price_cents: adjusted }),
    },
  };
}
