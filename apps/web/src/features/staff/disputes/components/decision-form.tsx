import { DISPUTE_NOTE_MAX, type Dispute, type DisputeDecision } from '@gavel/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { TextareaField, TextField } from '../../../../components/ui/field';
import { cn } from '../../../../lib/cn';
import { formErrors } from '../../../../lib/form-errors';
import { characterCount, formatMoney } from '../../../../lib/format';
import { actionToast } from '../../../../lib/toasts';
import { useResolveDispute } from '../api/resolve-dispute';
import {
  decisionBody,
  DECISION_CHOICES,
  type DecisionErrors,
  type DecisionInput,
} from '../decision-values';

const DONE: Record<DisputeDecision, string> = {
  rejected: 'Dispute rejected',
  price_adjusted: 'Price adjusted',
  sale_cancelled: 'Sale cancelled',
};

/**
 * Staff's one decision on an open dispute (SPEC §13.4): Reject, Adjust price (with the new
 * price, below the sale price) or Cancel sale, and a note both parties read. Cancelling asks
 * first. A 409 means someone decided first: the page shows their decision.
 */
export function DecisionForm({ dispute }: { dispute: Dispute }) {
  const name = useId();
  const resolve = useResolveDispute(dispute.id);
  const [input, setInput] = useState<DecisionInput>({
    decision: null,
    adjustedPrice: '',
    note: '',
  });
  const [errors, setErrors] = useState<DecisionErrors>({});
  const [confirming, setConfirming] = useState(false);
  const salePrice = dispute.hammer_price_cents ?? dispute.sale_price_cents;
  const money = (cents: number) => formatMoney(cents, dispute.currency);
  const requested = dispute.requested_adjustment_cents;

  const send = () => {
    const parsed = decisionBody(input, salePrice, dispute.currency);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      setConfirming(false);
      return;
    }
    const { body } = parsed;
    // Awaited rather than per-call callbacks: the decided dispute replaces this form, and the
    // callbacks of an unmounted observer never run.
    resolve.mutateAsync(body).then(
      () => {
        setConfirming(false);
        actionToast(
          'dispute-decision',
          'success',
          body.adjusted_price_cents === undefined
            ? DONE[body.decision]
            : `${DONE[body.decision]} to ${money(body.adjusted_price_cents)}`,
        );
      },
      (error: unknown) => {
        setConfirming(false);
        setErrors(formErrors(error, ['adjusted_price_cents', 'note'], 'dispute-decision'));
      },
    );
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (resolve.isPending) return;
    const parsed = decisionBody(input, salePrice, dispute.currency);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    if (parsed.body.decision === 'sale_cancelled') setConfirming(true);
    else send();
  };

  const set = (change: Partial<DecisionInput>) => {
    setInput((current) => ({ ...current, ...change }));
  };

  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Decide the dispute"
        className="flex flex-col gap-4 border-t border-zinc-200 pt-4 dark:border-zinc-800"
      >
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.decision ? `${name}-error` : undefined}
        >
          <legend className="mb-1.5 text-sm font-medium text-zinc-800 dark:text-zinc-200">
            Decision
          </legend>
          {DECISION_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-md border px-3 py-2.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                input.decision === choice.value
                  ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-950/40'
                  : 'border-zinc-200 hover:border-zinc-300 dark:border-zinc-700 dark:hover:border-zinc-600',
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={input.decision === choice.value}
                onChange={() => {
                  set({ decision: choice.value });
                  setErrors((current) => ({ ...current, decision: undefined }));
                }}
                aria-labelledby={`${name}-${choice.value}`}
                aria-describedby={`${name}-${choice.value}-hint`}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
              />
              <span className="flex flex-col gap-0.5">
                <span
                  id={`${name}-${choice.value}`}
                  className="text-sm font-medium text-zinc-900 dark:text-zinc-100"
                >
                  {choice.label}
                </span>
                <span
                  id={`${name}-${choice.value}-hint`}
                  className="text-xs text-zinc-600 dark:text-zinc-400"
                >
                  {choice.hint}
                </span>
              </span>
            </label>
          ))}
          {errors.decision && (
            <p id={`${name}-error`} className="text-sm text-red-700 dark:text-red-400">
              {errors.decision}
            </p>
          )}
        </fieldset>
        {input.decision === 'price_adjusted' && (
          <TextField
            label="Adjusted price"
            name="adjusted_price"
            inputMode="decimal"
            autoComplete="off"
            className="sm:max-w-xs"
            value={input.adjustedPrice}
            onChange={(event) => {
              set({ adjustedPrice: event.target.value });
            }}
            hint={
              `The new sale price, below ${money(salePrice)}.` +
              (requested !== null && requested < salePrice
                ? ` The buyer asked for ${money(requested)} off: ${money(salePrice - requested)}.`
                : '')
            }
            error={errors.adjusted_price_cents}
          />
        )}
        <TextareaField
          label="Note"
          name="note"
          rows={3}
          maxLength={DISPUTE_NOTE_MAX}
          value={input.note}
          onChange={(event) => {
            set({ note: event.target.value });
          }}
          hint={`Both the seller and the buyer read it. ${characterCount(input.note.length, DISPUTE_NOTE_MAX)}.`}
          error={errors.note}
        />
        <Button type="submit" className="self-start" aria-busy={resolve.isPending}>
          Submit decision
        </Button>
      </form>
      {/* Outside the form: the dialog has a form of its own. */}
      <ConfirmDialog
        open={confirming}
        title="Cancel this sale?"
        actionLabel="Cancel sale"
        destructive
        pending={resolve.isPending}
        description={
          <p>
            {dispute.listing_title} goes back to unsold, the buyer’s fee invoice is credited in full
            and both parties are told. This cannot be undone.
          </p>
        }
        onConfirm={send}
        onClose={() => {
          setConfirming(false);
        }}
      />
    </>
  );
}
