import { RERUN_LIMIT, type Listing } from '@gavel/contract';
import { useState, type SubmitEvent } from 'react';
import { actionToast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { formErrors } from '../../../lib/form-errors';
import { centsToInput, formatMoney, parseMoneyInput } from '../../../lib/format';
import { useRequestRerun, type RerunBody } from '../api/request-rerun';
import { AMOUNT_HINT } from '../listing-form';

/** What the reserve field asks for: absent keeps the reserve, null removes it. */
function reserveChoice(
  text: string,
  listing: Listing,
): { body: RerunBody; error?: undefined } | { error: string } {
  if (text.trim() === centsToInput(listing.reserve_price_cents).trim()) return { body: {} };
  if (text.trim() === '') return { body: { reserve_price_cents: null } };
  const cents = parseMoneyInput(text);
  if (cents === null) return { error: AMOUNT_HINT };
  if (listing.starting_price_cents !== null && cents < listing.starting_price_cents) {
    return { error: 'The reserve price must not be below the starting price' };
  }
  return { body: { reserve_price_cents: cents } };
}

/**
 * "Request rerun": put an unsold listing up again, a new auction our team schedules, at most
 * RERUN_LIMIT times, with the reserve the seller may change (the usual reason it did not sell).
 * It uses up one rerun and withdraws any open offer to take the highest bid, so it confirms.
 * `variant` is where it sits: `panel` (the outcome page) is a card with the reserve field and
 * the reruns left; `button` (the listing page's actions) opens the confirmation with the
 * reserve field in it.
 */
export function RerunRequest({
  listing,
  offerOpen,
  variant,
}: {
  listing: Listing;
  offerOpen: boolean;
  variant: 'panel' | 'button';
}) {
  const [reserve, setReserve] = useState(() => centsToInput(listing.reserve_price_cents));
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const rerun = useRequestRerun(listing.id);
  const left = Math.max(0, RERUN_LIMIT - listing.rerun_count);
  const money = (cents: number) => formatMoney(cents, listing.currency);
  const choice = reserveChoice(reserve, listing);

  const reserveField = (
    <TextField
      label="Reserve price"
      inputMode="decimal"
      autoComplete="off"
      className={variant === 'panel' ? 'sm:w-64' : undefined}
      value={reserve}
      onChange={(event) => {
        setReserve(event.target.value);
        setError(undefined);
      }}
      error={error}
      hint={
        listing.starting_price_cents === null
          ? 'Leave empty for no reserve.'
          : `Leave empty for no reserve; at least the starting price of ${money(listing.starting_price_cents)}.`
      }
    />
  );

  const send = () => {
    if (choice.error !== undefined) {
      setError(choice.error);
      return;
    }
    if (rerun.isPending) return;
    // Awaited: on success the listing is no longer unsold and this is gone.
    rerun.mutateAsync(choice.body).then(
      () => {
        setConfirming(false);
        actionToast('rerun', 'success', 'Rerun requested. Our team will schedule the new auction.');
      },
      (failure: unknown) => {
        const fields = formErrors(failure, ['reserve_price_cents']);
        setError(fields.reserve_price_cents);
        if (variant === 'panel' || !fields.reserve_price_cents) setConfirming(false);
      },
    );
  };

  const newReserve =
    choice.error !== undefined || choice.body.reserve_price_cents === undefined
      ? listing.reserve_price_cents
      : choice.body.reserve_price_cents;
  const dialog = (
    <ConfirmDialog
      open={confirming}
      title="Request a rerun?"
      actionLabel="Request rerun"
      pending={rerun.isPending}
      description={
        <div className="flex flex-col gap-3">
          <p>
            A new auction is created{' '}
            {variant === 'panel'
              ? newReserve === null
                ? 'without a reserve'
                : `with a reserve of ${money(newReserve)}`
              : 'with the reserve below'}{' '}
            and our team schedules it. This uses one of your {left} remaining reruns.
          </p>
          {offerOpen && (
            <p className="font-medium">
              The offer to accept this auction’s highest bid is withdrawn.
            </p>
          )}
          {variant === 'button' && reserveField}
        </div>
      }
      onClose={() => {
        setConfirming(false);
      }}
      onConfirm={send}
    />
  );

  if (variant === 'button') {
    return (
      <>
        <Button
          onClick={() => {
            setReserve(centsToInput(listing.reserve_price_cents));
            setError(undefined);
            setConfirming(true);
          }}
        >
          Request rerun
        </Button>
        {dialog}
      </>
    );
  }

  if (left === 0) {
    return (
      <Card className="p-5">
        <h2 className="text-base font-semibold text-zinc-900 dark:text-white">Run it again</h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          This listing has had all {RERUN_LIMIT} reruns, so it cannot be put up again.
        </p>
      </Card>
    );
  }

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setError(choice.error);
    if (choice.error === undefined) setConfirming(true);
  };

  return (
    <Card className="flex flex-col gap-4 p-5">
      <div>
        <h2 className="text-base font-semibold text-zinc-900 dark:text-white">Run it again</h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          We create a new auction with the same listing and schedule it. Reruns left:{' '}
          <strong className="text-zinc-900 dark:text-zinc-100">
            {left} of {RERUN_LIMIT}
          </strong>
          .
        </p>
      </div>
      <form
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-4 sm:flex-row sm:items-start"
      >
        {reserveField}
        <Button type="submit" variant="secondary" className="sm:mt-7" aria-busy={rerun.isPending}>
          Request rerun
        </Button>
      </form>
      {dialog}
    </Card>
  );
}
