import { formatDateTime } from '../../../lib/format';

const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** "3 minutes ago", "yesterday"… from a past instant (rounded toward the larger unit). */
export function formatRelative(iso: string, now = Date.now()): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return formatDateTime(iso);
}

/** A past instant as relative words, with the exact date and time beside it. */
export function TimeAgo({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className={className}>
      {formatRelative(iso)}
      <span className="text-zinc-500 dark:text-zinc-400"> · {formatDateTime(iso)}</span>
    </time>
  );
}
