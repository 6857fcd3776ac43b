import type { DealerAuction } from '@gavel/contract';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { toastErrorOf } from '../../../lib/form-errors';
import { dismissActionToast } from '../../../lib/toasts';
import { useDealerProfileOrNull } from '../../../lib/queries/get-dealer-profile';
import { useIsWatching } from '../api/get-watchlist';
import { useSetWatching } from '../api/set-watching';

/**
 * "Watch" / "Unwatch": follow an auction from the Watching tab, with a reminder before it ends.
 * A secondary toggle beside the page's one primary action ("Place bid", a card's "Bid"): an
 * outline star, filled and tinted while watching, so the watched state reads as on rather than as
 * the weaker button. Its name says the state ("Watch" / "Unwatch", SPEC §8), so it carries no
 * `aria-pressed`, which would announce the state twice.
 */
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
      variant="secondary"
      size={compact ? 'sm' : 'md'}
      // The watching look wins over the variant's by the attribute selector's weight.
      className={cn(
        'data-watching:border-brand-300 data-watching:bg-brand-50 data-watching:text-brand-800 data-watching:hover:bg-brand-100',
        'dark:data-watching:border-brand-700 dark:data-watching:bg-brand-950 dark:data-watching:text-brand-200 dark:data-watching:hover:bg-brand-900',
        compact && 'relative z-10',
      )}
      data-watching={watching ? '' : undefined}
      aria-describedby={describedBy}
      aria-busy={set.isPending}
      onClick={() => {
        if (set.isPending) return;
        set.mutate(!watching, {
          onError: toastErrorOf('watch'),
          // A retry that worked takes the last failure's toast away.
          onSuccess: () => {
            dismissActionToast('watch');
          },
        });
      }}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill={watching ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        className={cn(
          'size-4',
          watching ? 'text-brand-600 dark:text-brand-300' : 'text-zinc-500 dark:text-zinc-400',
        )}
      >
        <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z" />
      </svg>
      {watching ? 'Unwatch' : 'Watch'}
    </Button>
  );
}
