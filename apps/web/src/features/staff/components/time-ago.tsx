import { formatDateTime, formatRelative } from '../../../lib/format';

/** A past instant as relative words, with the exact date and time beside it. */
export function TimeAgo({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className={className}>
      {formatRelative(iso)}
      <span className="text-zinc-500 dark:text-zinc-400"> · {formatDateTime(iso)}</span>
    </time>
  );
}
