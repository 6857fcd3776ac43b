import type { DealerAuction } from '@gavel/contract';
import { feeFor } from '@gavel/contract/values';
import { useState, type SyntheticEvent } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { formErrors } from '../../../lib/form-errors';
import { actionToast } from '../../../lib/toasts';
import { centsToInput, formatMoney } from '../../../lib/format';
import { usePlaceBid } from '../api/place-bid';
import { BID_FIELDS, checkBid, quickBids, type BidDraft, type CheckedBid } from './bid-amounts';
import { bidOutcome } from './bid-outcome';

function BidSummary({ bid, currency }: { bid: CheckedBid; currency: string }) {
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-md bg-zinc-50 p-3 dark:bg-zinc-800/60">
        <dt>Your bid</dt>
        <dd className="text-right font-semibold text-zinc-900 tabular-nums dark:text-white">
          {money(bid.amount_cents)}
        </dd>
        <dt>Maximum bid</dt>
        <dd className="text-right font-semibold text-zinc-900 tabular-nums dark:text-white">
          {bid.max_amount_cents === undefined ? 'None' : money(bid.max_amount_cents)}
        </dd>
        <dt>Buyer’s fee if you win at this price</dt>
        <dd className="text-right tabular-nums">{money(feeFor(bid.amount_cents))}</dd>
      </dl>
      <p>
        {bid.max_amount_cents === undefined
          ? 'Bids are binding: if you win, you buy the item at the final price.'
          : `We bid for you, one increment at a time, up to ${money(bid.max_amount_cents)} whenever another dealer outbids you. Bids are binding.`}
      </p>
    </div>
  );
}

/**
 * The bid form of a live auction: quick bids, "Your bid" and "Maximum bid (optional)" typed in
 * major units, checked against the minimum next bid and confirmed before anything is sent. The
 * answer's toast says what the bid did (bid-outcome.ts), and replaces the last bid's toast.
 */
export function BidForm({ listingId, auction }: { listingId: string; auction: DealerAuction }) {
  const [amountText, setAmountText] = useState<string | null>(null);
  const [maxText, setMaxText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<CheckedBid | null>(null);
  const place = usePlaceBid(listingId, auction.id);
  const money = (cents: number) => formatMoney(cents, auction.currency);
  const leading = auction.is_leading && auction.my_max_bid_cents !== null;
  const amount = amountText ?? '';

  const send = (bid: CheckedBid) => {
    if (place.isPending) return;
    place.mutate(bid, {
      onSuccess: (answer) => {
        setConfirming(null);
        setAmountText(null);
        setMaxText('');
        const outcome = bidOutcome(answer);
        actionToast('bid', outcome.tone, outcome.message);
      },
      onError: (error) => {
        setConfirming(null);
        setErrors(formErrors(error, BID_FIELDS, 'bid'));
      },
    });
  };

  const review = (draft: BidDraft) => {
    const checked = checkBid(draft, auction);
    setErrors(checked.errors ?? {});
    if (checked.bid) setConfirming(checked.bid);
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    review({ amount, max: maxText });
  };

  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-busy={place.isPending}
        className="flex flex-col gap-3"
      >
        {!leading && (
          <div role="group" aria-label="Quick bids" className="grid grid-cols-4 gap-1.5">
            {quickBids(auction.min_next_bid_cents).map((quick) => (
              <Button
                key={quick}
                variant="secondary"
                size="sm"
                className="px-1 tabular-nums"
                aria-label={`Bid ${money(quick)}`}
                onClick={() => {
                  const next = centsToInput(quick);
                  setAmountText(next);
                  review({ amount: next, max: maxText });
                }}
              >
                {money(quick)}
              </Button>
            ))}
          </div>
        )}
        <TextField
          label="Your bid"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder={leading ? undefined : centsToInput(auction.min_next_bid_cents)}
          value={amount}
          onChange={(event) => {
            setAmountText(event.target.value);
          }}
          error={errors.amount_cents}
        />
        <TextField
          label="Maximum bid (optional)"
          name="max_amount"
          inputMode="decimal"
          autoComplete="off"
          hint={
            leading
              ? `Raise it above ${money(auction.my_max_bid_cents ?? 0)} to lead for longer.`
              : 'We bid for you up to this, one step at a time, when you are outbid.'
          }
          value={maxText}
          onChange={(event) => {
            setMaxText(event.target.value);
          }}
          error={errors.max_amount_cents}
        />
        <Button type="submit" size="lg" aria-busy={place.isPending}>
          {place.isPending ? 'Placing bid…' : 'Place bid'}
        </Button>
      </form>
      {/* Outside the form: the dialog has a form of its own. */}
      <ConfirmDialog
        open={confirming !== null}
        title="Confirm bid"
        actionLabel="Place bid"
        pending={place.isPending}
        onConfirm={() => {
          if (confirming) send(confirming);
        }}
        onClose={() => {
          setConfirming(null);
        }}
        description={confirming && <BidSummary bid={confirming} currency={auction.currency} />}
      />
    </>
  );
}
