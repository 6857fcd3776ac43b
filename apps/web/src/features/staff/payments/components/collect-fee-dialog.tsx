import type { AdminPayment } from '@gavel/contract';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { actionToast } from '../../../../lib/toasts';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/field';
import { formErrors } from '../../../../lib/form-errors';
import { formatMoney } from '../../../../lib/format';
import { useMarkFeeCollected } from '../api/mark-fee-collected';

/**
 * "Mark fee collected" with an optional "Reference" (the bank transfer or receipt it was paid
 * with), on the native <dialog> like the shared ConfirmDialog: focus is trapped, Escape
 * closes, focus returns to the row's button. It cannot be undone, so it is never one click.
 */
export function CollectFeeDialog({
  payment,
  onClose,
}: {
  /** The fee being collected; null keeps the dialog closed. */
  payment: AdminPayment | null;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | undefined>();
  const collect = useMarkFeeCollected();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (payment && !dialog.open) {
      setReference('');
      setError(undefined);
      dialog.showModal();
    } else if (!payment && dialog.open) {
      dialog.close();
    }
  }, [payment]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!payment || collect.isPending) return;
    const currency = payment.currency;
    collect.mutate(
      { auctionId: payment.auction_id, reference: reference.trim() },
      {
        onSuccess: () => {
          actionToast(
            'collect-fee',
            'success',
            `Fee of ${formatMoney(payment.fee_cents, currency)} from ${
              payment.dealer_company_name ?? 'the dealer'
            } marked collected`,
          );
          onClose();
        },
        onError: (failure) => {
          setError(formErrors(failure, ['reference']).reference);
        },
      },
    );
  };

  const currency = payment ? payment.currency : null;
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="collect-fee-title"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-zinc-200 bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-zinc-950/60 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-5">
        <h2 id="collect-fee-title" className="text-lg font-semibold">
          Mark fee collected
        </h2>
        {payment && currency && (
          <div className="text-sm text-zinc-600 dark:text-zinc-300">
            <p>
              {formatMoney(payment.fee_cents, currency)} from{' '}
              <span className="font-medium text-zinc-900 dark:text-zinc-100">
                {payment.dealer_company_name ?? 'a deleted dealer'}
              </span>{' '}
              for “{payment.listing_title ?? 'Untitled listing'}”.
            </p>
            <p className="mt-1">This is recorded in the audit log and cannot be undone.</p>
          </div>
        )}
        <TextField
          label="Reference"
          hint="Optional: the bank transfer or receipt reference."
          maxLength={200}
          autoComplete="off"
          value={reference}
          onChange={(event) => {
            setReference(event.target.value);
          }}
          error={error}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" aria-busy={collect.isPending}>
            Mark fee collected
          </Button>
        </div>
      </form>
    </dialog>
  );
}
