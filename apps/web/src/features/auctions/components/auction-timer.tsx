import type { PublicAuction } from '@gavel/contract';
import { useServerNow } from '../../../lib/server-clock';
import {
  formatCountdown,
  formatDateTime as formatLocalDateTime,
  useFormatDateTime,
} from '../../../lib/format';

export interface TimerText {
  /** e.g. "Ends in" */
  label: string;
  /** e.g. "9m 41s" */
  value: string;
  /** The moment it refers to, for a title / <time>. */
  at: string | null;
  urgent: boolean;
}

/** What the clock of an auction says now, on the server's clock (never the device's). */
export function timerText(
  auction: Pick<PublicAuction, 'status' | 'start_at' | 'end_at'>,
  now: number,
  formatDateTime: (iso: string) => string = formatLocalDateTime,
): TimerText {
  if (auction.status === 'scheduled' && auction.start_at) {
    const left = Date.parse(auction.start_at) - now;
    const value = formatCountdown(left);
    return { label: 'Starts in', value: value ?? 'Starting…', at: auction.start_at, urgent: false };
  }
  if (auction.status === 'live' && auction.end_at) {
    const left = Date.parse(auction.end_at) - now;
    const value = formatCountdown(left);
    // The server ends it within 2 s of end_at and says so through the live stream.
    return {
      label: 'Ends in',
      value: value ?? 'Ending…',
      at: auction.end_at,
      urgent: left < 5 * 60_000,
    };
  }
  if (auction.status === 'ended') {
    return {
      label: 'Ended',
      value: auction.end_at ? formatDateTime(auction.end_at) : '—',
      at: auction.end_at,
      urgent: false,
    };
  }
  return { label: 'Not scheduled yet', value: '—', at: null, urgent: false };
}

/** "Ends in 9m 41s", ticking every second; screen readers are not interrupted by each tick. */
export function AuctionTimer({
  auction,
  className,
}: {
  auction: Pick<PublicAuction, 'status' | 'start_at' | 'end_at'>;
  className?: string;
}) {
  const now = useServerNow(1000);
  const formatDateTime = useFormatDateTime();
  const text = timerText(auction, now, formatDateTime);
  return (
    <span className={className}>
      <span className="text-zinc-500 dark:text-zinc-400">{text.label} </span>
      <time
        dateTime={text.at ?? undefined}
        title={text.at ? formatDateTime(text.at) : undefined}
        className={
          text.urgent
            ? 'font-semibold text-red-700 tabular-nums dark:text-red-400'
            : 'font-semibold text-zinc-900 tabular-nums dark:text-zinc-100'
        }
      >
        {text.value}
      </time>
    </span>
  );
}
