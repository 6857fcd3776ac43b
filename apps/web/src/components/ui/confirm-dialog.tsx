import { useEffect, useId, useRef, useState, type SyntheticEvent, type ReactNode } from 'react';
import { Button } from './button';
import { TextareaField } from './field';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The confirm button repeats the action's name (SPEC §8), e.g. "Reject". */
  actionLabel: string;
  description?: ReactNode;
  /** Ask for a reason labelled "Reason"; empty shows "Reason is required". */
  withReason?: boolean;
  /** Server-side field error for the reason, if any. */
  reasonError?: string | undefined;
  pending?: boolean;
  destructive?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * A modal confirmation on the native <dialog>: the browser traps focus, Escape closes it and
 * focus returns to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  actionLabel,
  description,
  withReason = false,
  reasonError,
  pending = false,
  destructive = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [localError, setLocalError] = useState<string | undefined>();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setReason('');
      setLocalError(undefined);
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (withReason && reason.trim() === '') {
      setLocalError('Reason is required');
      return;
    }
    setLocalError(undefined);
    onConfirm(reason.trim());
  };

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border border-zinc-200 bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-zinc-950/60 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100"
    >
      <form onSubmit={submit} className="flex flex-col gap-4 p-5" noValidate>
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {description && (
          <div className="text-sm text-zinc-600 dark:text-zinc-300">{description}</div>
        )}
        {withReason && (
          <TextareaField
            label="Reason"
            rows={3}
            maxLength={1000}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
            }}
            error={localError ?? reasonError}
          />
        )}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            aria-busy={pending}
            variant={destructive ? 'destructive' : 'primary'}
          >
            {actionLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
