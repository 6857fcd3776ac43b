import type { BidAnswer, PublicAuction } from '@gavel/contract';
import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { formErrors } from '../../../lib/form-errors';
import { centsToInput, formatMoney, parseMoneyInput } from '../../../lib/format';
import { usePlaceBid } from '../api/place-bid';

const FIELDS = ['amount_cents', 'max_amount_cents'] as const;
const AMOUNT_HINT = 'Type an amount such as 150 or 150.00';

function announce(answer: BidAnswer) {
  const { auction, bid } = answer;
  const money = (cents: number) => formatMoney(cents, auction.currency);
  if (!bid) {
    toast.success(
      auction.my_max_bid_cents === null
        ? 'Your maximum bid was updated'
        : `Your maximum bid is now ${money(auction.my_max_bid_cents)}`,
    );
  } else if (auction.is_leading) {
    toast.success(
      `Bid placed. You lead at ${money(auction.current_price_cents ?? bid.amount_cents)}`,
    );
  } else {
    // The panel above says "You have been outbid"; the toast says why.
    toast.warning('Bid placed, but another bidder’s maximum is higher.');
  }
}

/**
 * "Your bid" starts at the minimum next bid and follows it as others bid, until the dealer
 * types their own amount. Amounts are typed in major units and sent as cents.
 */
export function BidForm({ listingId, auction }: { listingId: string; auction: PublicAuction }) {
  const placeBid = usePlaceBid(listingId, auction.id);
  const [amountText, setAmountText] = useState<string | null>(null);
  const [maxText, setMaxText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const amountValue = amountText ?? centsToInput(auction.min_next_bid_cents);
  const min = formatMoney(auction.min_next_bid_cents, auction.currency);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (placeBid.isPending) return;
    const found: Record<string, string> = {};
    const amount = parseMoneyInput(amountValue);
    if (amount === null || amount === 0) found.amount_cents = AMOUNT_HINT;
    let max: number | undefined;
    if (maxText.trim() !== '') {
      const parsed = parseMoneyInput(maxText);
      if (parsed === null) found.max_amount_cents = AMOUNT_HINT;
      else if (amount !== null && parsed < amount) {
        found.max_amount_cents = 'The maximum bid must not be below your bid';
      } else max = parsed;
    }
    setErrors(found);
    if (amount === null || Object.keys(found).length > 0) return;

    placeBid.mutate(
      { amount_cents: amount, ...(max === undefined ? {} : { max_amount_cents: max }) },
      {
        onSuccess: (answer) => {
          announce(answer);
          setAmountText(null);
          setMaxText('');
        },
        onError: (error) => {
          setErrors(formErrors(error, FIELDS));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label="Your bid"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amountValue}
        onChange={(event) => {
          setAmountText(event.target.value);
        }}
        error={errors.amount_cents}
        hint={`At least ${min} (${auction.currency})`}
      />
      <TextField
        label="Maximum bid (optional)"
        name="max_amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder="e.g. 2500"
        value={maxText}
        onChange={(event) => {
          setMaxText(event.target.value);
        }}
        error={errors.max_amount_cents}
        hint="We bid for you, one step at a time, up to this amount. Others never see it."
      />
      <Button type="submit" size="lg" aria-busy={placeBid.isPending}>
        {placeBid.isPending ? 'Placing bid…' : 'Place bid'}
      </Button>
    </form>
  );
}
