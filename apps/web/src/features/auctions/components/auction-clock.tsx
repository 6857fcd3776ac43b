import type { PublicAuction } from '@gavel/contract';
import { useServerNow } from '../../../lib/server-clock';
import { formatCountdown, useFormatDateTime } from '../../../lib/format';
import { AUCTION_OUTCOME } from '../../../components/status/status-labels';
import { cn } from '../../../lib/cn';

/** "3 bids"; none is "No bids yet" while bids can still come, "No bids" once it has ended. */
export const bidCountText = (count: number, ended = false) =>
  count === 0
    ? ended
      ? 'No bids'
      : 'No bids yet'
    : count === 1
      ? '1 bid'
      : `${String(count)} bids`;

type ClockAuction = Pick<PublicAuction, 'status' | 'start_at' | 'end_at' | 'outcome'>;

/** Under this, the countdown turns red. */
const URGENT_MS = 5 * 60_000;

/**
 * The time left on the server's clock, never the device's: "Ends in 9m 41s", "Starts in 2h 5m",
 * or "Ended · Sold". Between the deadline and the server's answer it says "Closing…" /
 * "Starting…" rather than guessing the outcome.
 */
export function AuctionClock({
  auction,
  className,
  bare = false,
}: {
  auction: ClockAuction;
  className?: string;
  /** Only the time left ("9m 41s"), for places whose label already says "Time left". */
  bare?: boolean;
}) {
  const now = useServerNow(1000);
  const formatDateTime = useFormatDateTime();
  let text: string;
  let urgent = false;
  let iso: string | null = null;

  if (auction.status === 'ended') {
    text = auction.outcome ? `Ended · ${AUCTION_OUTCOME[auction.outcome].label}` : 'Ended';
    iso = auction.end_at;
  } else if (auction.status === 'scheduled' && auction.start_at) {
    const left = formatCountdown(Date.parse(auction.start_at) - now);
    text = left ? (bare ? left : `Starts in ${left}`) : 'Starting…';
    iso = auction.start_at;
  } else if (auction.status === 'live' && auction.end_at) {
    const remaining = Date.parse(auction.end_at) - now;
    const left = formatCountdown(remaining);
    text = left ? (bare ? left : `Ends in ${left}`) : 'Closing…';
    urgent = remaining > 0 && remaining < URGENT_MS;
    iso = auction.end_at;
  } else {
    text = 'Not scheduled yet';
  }

  const classes = cn(
    'font-medium tabular-nums',
    urgent ? 'text-red-700 dark:text-red-400' : 'text-zinc-700 dark:text-zinc-300',
    className,
  );
  if (!iso) return <span className={classes}>{text}</span>;
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className={classes}>
      {text}
    </time>
  );
}
