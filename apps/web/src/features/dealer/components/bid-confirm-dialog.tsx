import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * The bid's confirmation, on the native <dialog> like the shared ConfirmDialog (focus trapped,
 * Escape closes, focus returns to the opener). A local copy because the shared one derives its
 * title id from the action label, and "Place bid" (with a space) yields an id that
 * `aria-labelledby` cannot reference, which leaves the dialog without a name.
 */
export function BidConfirmDialog({
  open,
  title,
  children,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onConfirm();
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
        <div className="text-sm text-zinc-600 dark:text-zinc-300">{children}</div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" aria-busy={pending}>
            Place bid
          </Button>
        </div>
      </form>
    </dialog>
  );
}
