import { RERUN_LIMIT, type Listing } from '@gavel/contract';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { formErrors } from '../../../lib/form-errors';
import { centsToInput, formatMoney, parseMoneyInput } from '../../../lib/format';
import { useRequestRerun, type RerunBody } from '../api/request-rerun';
import { AMOUNT_HINT } from '../listing-form';

/**
 * "Request rerun" with a confirmation that also lets the seller change the reserve for the new
 * auction (the usual reason an auction did not sell). A native <dialog>: focus is trapped,
 * Escape closes it and focus returns to the button that opened it.
 */
export function RerunButton({ listing, lapsesOffer }: { listing: Listing; lapsesOffer: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [reserve, setReserve] = useState('');
  const [error, setError] = useState<string | undefined>();
  const rerun = useRequestRerun(listing.id);
  const left = RERUN_LIMIT - listing.rerun_count;

  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);

  const start = () => {
    setReserve(centsToInput(listing.reserve_price_cents));
    setError(undefined);
    setOpen(true);
  };

  const confirm = (event: SyntheticEvent) => {
    event.preventDefault();
    if (rerun.isPending) return;
    const body: RerunBody = {};
    if (reserve.trim() === '') {
      if (listing.reserve_price_cents !== null) body.reserve_price_cents = null;
    } else {
      const cents = parseMoneyInput(reserve);
      if (cents === null) {
        setError(AMOUNT_HINT);
        return;
      }
      if (listing.starting_price_cents !== null && cents < listing.starting_price_cents) {
        setError('The reserve price must not be below the starting price.');
        return;
      }
      if (cents !== listing.reserve_price_cents) body.reserve_price_cents = cents;
    }
    rerun.mutate(body, {
      onSuccess: () => {
        setOpen(false);
        toast.success('Rerun requested: our team will schedule the new auction.');
      },
      onError: (failure) => {
        const fields = formErrors(failure, ['reserve_price_cents']);
        setError(fields.reserve_price_cents);
        if (!fields.reserve_price_cents) setOpen(false);
      },
    });
  };

  const startingPrice =
    listing.starting_price_cents === null
      ? null
      : formatMoney(listing.starting_price_cents, listing.currency);

  return (
    <>
      <Button onClick={start}>Request rerun</Button>
      <dialog
        ref={ref}
        aria-labelledby="rerun-dialog-title"
        onClose={() => {
          setOpen(false);
        }}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-zinc-200 bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-zinc-950/60 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100"
      >
        <form onSubmit={confirm} noValidate className="flex flex-col gap-4 p-5">
          <h2 id="rerun-dialog-title" className="text-lg font-semibold">
            Request a rerun?
          </h2>
          <div className="flex flex-col gap-2 text-sm text-zinc-600 dark:text-zinc-300">
            <p>
              A new auction is created
              {startingPrice ? ` at the same starting price, ${startingPrice}` : ''}, and our team
              schedules it. This uses 1 of your {left} remaining reruns.
            </p>
            {lapsesOffer && (
              <p>You can then no longer accept the highest bid of the last auction.</p>
            )}
          </div>
          <TextField
            label="Reserve price"
            inputMode="decimal"
            autoComplete="off"
            value={reserve}
            error={error}
            hint="Leave empty for no reserve. A lower reserve makes a sale more likely."
            onChange={(event) => {
              setReserve(event.target.value);
              setError(undefined);
            }}
          />
          <div className="flex justify-end gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                setOpen(false);
              }}
            >
              Cancel
            </Button>
            <Button type="submit" aria-busy={rerun.isPending || undefined}>
              Request rerun
            </Button>
          </div>
        </form>
      </dialog>
    </>
  );
}
