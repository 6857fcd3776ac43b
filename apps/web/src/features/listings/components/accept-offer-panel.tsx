import { ACCEPT_OFFER_WINDOW_SECONDS, offerCentsOf, type StaffAuction } from '@gavel/contract';
import { useState } from 'react';
import { actionToast } from '../../../lib/toasts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toastError } from '../../../lib/form-errors';
import { formatCountdown, formatDateTime, formatMoney } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { useAcceptHighestBid } from '../api/accept-highest-bid';

/** When the seller may no longer take the highest bid (ms), or null without an end time. */
export function offerDeadline(auction: StaffAuction): number | null {
  return auction.ended_at === null
    ? null
    : Date.parse(auction.ended_at) + ACCEPT_OFFER_WINDOW_SECONDS * 1000;
}

/**
 * Below the reserve, the seller has 48 hours (on the server's clock) to sell at the highest bid
 * anyway; when the leading dealer could not buy, at the highest bid of a dealer who can. Shown
 * only while the offer is still open: no rerun requested, within the window.
 */
export function AcceptOfferPanel({ auction, title }: { auction: StaffAuction; title: string }) {
  const [open, setOpen] = useState(false);
  const accept = useAcceptHighestBid(auction.id);
  const now = useServerNow(1000);
  const deadline = offerDeadline(auction);
  const left = deadline === null ? null : formatCountdown(deadline - now);
  // The leader's bid, or when the leader cannot buy, the highest bid of a dealer who can.
  const bid = offerCentsOf(auction);
  const blocked = Boolean(auction.unsold_reason);
  if (deadline === null || bid === null) return null;

  if (left === null) {
    return (
      <Card className="p-5">
        <h2 className="text-base font-semibold text-zinc-900 dark:text-white">
          Accept the highest bid
        </h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          The 48 hours to accept the highest bid ended{' '}
          {formatDateTime(new Date(deadline).toISOString())}. You can still run the auction again.
        </p>
      </Card>
    );
  }

  const price = formatMoney(bid, auction.currency);
  return (
    <Card className="flex flex-col gap-3 border-brand-300 p-5 dark:border-brand-800">
      <h2 className="text-base font-semibold text-zinc-900 dark:text-white">
        Accept the highest bid
      </h2>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        You can still sell to {blocked ? 'the highest bidder who can buy' : 'the highest bidder'}{' '}
        for <strong>{price}</strong> until {formatDateTime(new Date(deadline).toISOString())}{' '}
        <span className="whitespace-nowrap tabular-nums">({left} left)</span>. The sale then works
        like any other: you get the dealer’s contact details to complete it.
      </p>
      <Button
        className="self-start"
        aria-busy={accept.isPending}
        onClick={() => {
          setOpen(true);
        }}
      >
        Accept highest bid
      </Button>
      <ConfirmDialog
        open={open}
        title="Sell at the highest bid?"
        actionLabel="Accept highest bid"
        description={
          <p>
            {`${title} will be sold for ${price}, ${blocked ? 'the highest bid from a dealer who can buy' : 'below your reserve price'}. This cannot be undone.`}
          </p>
        }
        pending={accept.isPending}
        onClose={() => {
          setOpen(false);
        }}
        onConfirm={() => {
          if (accept.isPending) return;
          // Awaited: on success the page shows the sale and this panel is gone.
          accept.mutateAsync().then(
            () => {
              setOpen(false);
              actionToast(
                'accept-offer',
                'success',
                `Sold for ${price}. The buyer’s contact details are below.`,
              );
            },
            (error: unknown) => {
              setOpen(false);
              toastError(error);
            },
          );
        }}
      />
    </Card>
  );
}
