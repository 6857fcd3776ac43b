import type { StaffAuction } from '@gavel/contract';
import { useState } from 'react';
import { actionToast } from '../../../../lib/toasts';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { formErrors } from '../../../../lib/form-errors';
import { formatMoney } from '../../../../lib/format';
import { useForceEndAuction } from '../api/force-end-auction';

function endedMessage(auction: StaffAuction): string {
  const title = auction.listing.title ?? 'The auction';
  if (auction.outcome === 'sold' && auction.hammer_price_cents !== null) {
    return `${title} ended: sold for ${formatMoney(auction.hammer_price_cents, auction.currency)}`;
  }
  if (auction.outcome === 'reserve_not_met' && auction.unsold_reason === 'leader_suspended') {
    return `${title} ended unsold: the leading dealer is suspended, so it does not win`;
  }
  if (auction.outcome === 'reserve_not_met') return `${title} ended: the reserve was not met`;
  return `${title} ended with no bids`;
}

/** "Force end" on a live auction: irreversible, so it asks for a reason in a dialog. */
export function ForceEndButton({ auction }: { auction: StaffAuction }) {
  const [open, setOpen] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const forceEnd = useForceEndAuction(auction.id);

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          setReasonError(undefined);
          setOpen(true);
        }}
      >
        Force end
      </Button>
      <ConfirmDialog
        open={open}
        title={`Force end “${auction.listing.title ?? 'this auction'}”?`}
        actionLabel="Force end"
        destructive
        withReason
        reasonError={reasonError}
        pending={forceEnd.isPending}
        description={
          <>
            <p>
              The auction ends now and settles like a normal end: sold to the highest bidder if the
              reserve is met. Bidders and the seller are told. This cannot be undone.
            </p>
            {auction.leader_suspended && (
              <p className="mt-2">
                The leading dealer is suspended, so it will not win: the auction ends unsold and the
                seller may accept the highest bid from a dealer who can buy.
              </p>
            )}
          </>
        }
        onClose={() => {
          setOpen(false);
        }}
        onConfirm={(reason) => {
          if (forceEnd.isPending) return;
          // The ended auction leaves the list (this row unmounts) when the lists refresh, so
          // the outcome is told through the promise, which settles even after an unmount.
          forceEnd.mutateAsync(reason).then(
            (ended) => {
              setOpen(false);
              actionToast('force-end', 'success', endedMessage(ended));
            },
            (error: unknown) => {
              setReasonError(formErrors(error, ['reason']).reason);
            },
          );
        }}
      />
    </>
  );
}
