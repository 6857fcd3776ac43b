import { RERUN_LIMIT, type Listing } from '@gavel/contract';
import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextField } from '../../../components/ui/field';
import { formErrors } from '../../../lib/form-errors';
import { centsToInput, formatMoney, parseMoneyInput } from '../../../lib/format';
import { useRequestRerun, type RerunBody } from '../api/request-rerun';

/** What the reserve field asks for: absent keeps the reserve, null removes it. */
function reserveChoice(
  text: string,
  initial: string,
  startingCents: number | null,
): { body: RerunBody } | { error: string } {
  if (text.trim() === initial.trim()) return { body: {} };
  if (text.trim() === '') return { body: { reserve_price_cents: null } };
  const cents = parseMoneyInput(text);
  if (cents === null) return { error: 'Enter an amount such as 150 or 150.00' };
  if (startingCents !== null && cents < startingCents) {
    return { error: 'The reserve price must not be below the starting price' };
  }
  return { body: { reserve_price_cents: cents } };
}

/**
 * Put an unsold listing up again: a new auction our team schedules, at most RERUN_LIMIT times.
 * It uses up one rerun and withdraws any open offer to take the highest bid, so it confirms.
 */
export function RerunPanel({ listing, offerOpen }: { listing: Listing; offerOpen: boolean }) {
  const initial = centsToInput(listing.reserve_price_cents);
  const [reserve, setReserve] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [pendingBody, setPendingBody] = useState<RerunBody | null>(null);
  const rerun = useRequestRerun(listing.id);
  const left = Math.max(0, RERUN_LIMIT - listing.rerun_count);
  const money = (cents: number) => formatMoney(cents, listing.currency);

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
    const choice = reserveChoice(reserve, initial, listing.starting_price_cents);
    if ('error' in choice) {
      setError(choice.error);
      return;
    }
    setError(undefined);
    setPendingBody(choice.body);
  };

  const newReserve =
    pendingBody?.reserve_price_cents === undefined
      ? listing.reserve_price_cents
      : pendingBody.reserve_price_cents;

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
        <TextField
          label="Reserve price"
          inputMode="decimal"
          autoComplete="off"
          className="sm:w-64"
          value={reserve}
          onChange={(event) => {
            setReserve(event.target.value);
          }}
          error={error}
          hint={
            listing.starting_price_cents === null
              ? 'Leave empty for no reserve.'
              : `Leave empty for no reserve; at least the starting price of ${money(listing.starting_price_cents)}.`
          }
        />
        <Button type="submit" variant="secondary" className="sm:mt-7" aria-busy={rerun.isPending}>
          Request rerun
        </Button>
      </form>
      <ConfirmDialog
        open={pendingBody !== null}
        title="Request a rerun?"
        actionLabel="Request rerun"
        pending={rerun.isPending}
        description={
          <div className="flex flex-col gap-2">
            <p>
              A new auction is created{' '}
              {newReserve === null ? 'without a reserve' : `with a reserve of ${money(newReserve)}`}{' '}
              and our team schedules it. This uses one of your {left} remaining reruns.
            </p>
            {offerOpen && (
              <p className="font-medium">
                The offer to accept this auction’s highest bid is withdrawn.
              </p>
            )}
          </div>
        }
        onClose={() => {
          setPendingBody(null);
        }}
        onConfirm={() => {
          if (pendingBody === null || rerun.isPending) return;
          // Awaited: on success the listing is no longer unsold and this panel is gone.
          rerun.mutateAsync(pendingBody).then(
            () => {
              setPendingBody(null);
              toast.success('Rerun requested. Our team will schedule the new auction.');
            },
            (failure: unknown) => {
              setPendingBody(null);
              setError(formErrors(failure, ['reserve_price_cents']).reserve_price_cents);
            },
          );
        }}
      />
    </Card>
  );
}
