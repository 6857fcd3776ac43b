import type { DealerAuction } from '@gavel/contract';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../lib/form-errors';
import { useDealerProfileOrNull } from '../../../lib/queries/get-dealer-profile';
import { useIsWatching } from '../api/get-watchlist';
import { useSetWatching } from '../api/set-watching';

/** "Watch" / "Unwatch": follow an auction from the Watching tab, with a reminder before it ends. */
export function WatchButton({
  auction,
  compact = false,
  describedBy,
}: {
  auction: DealerAuction;
  /** The small form, on auction cards. */
  compact?: boolean;
  /** The id of the auction's title, so "Watch" on a card says which auction it is about. */
  describedBy?: string;
}) {
  const watching = useIsWatching(auction.id);
  const set = useSetWatching(auction.id);
  const { profile } = useDealerProfileOrNull();
  // Watching needs a dealer profile (the API refuses it before); the state is unknown until the
  // watchlist is read; an ended auction can only be taken off it.
  if (!profile || watching === undefined || (!watching && auction.status === 'ended')) {
    return null;
  }
  return (
    <Button
      variant={watching ? 'secondary' : 'primary'}
      size={compact ? 'sm' : 'md'}
      className={compact ? 'relative z-10' : undefined}
      aria-describedby={describedBy}
      aria-busy={set.isPending}
      onClick={() => {
        if (set.isPending) return;
        set.mutate(!watching, { onError: toastError });
      }}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        className="size-4"
      >
        <path d="M2.5 12s3.5-7 9.5-7 9.5 7 9.5 7-3.5 7-9.5 7-9.5-7-9.5-7Z" />
        <circle cx="12" cy="12" r="3" />
        {watching && <path d="m3 3 18 18" />}
      </svg>
      {watching ? 'Unwatch' : 'Watch'}
    </Button>
  );
}
