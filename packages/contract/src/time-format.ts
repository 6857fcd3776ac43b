/**
 * How Gavel writes a moment and a span of time, on both sides (issue 31: one format
 * everywhere). An absolute time always names its zone; a span is written in the two largest
 * units that matter ("3d 4h", "2h 5m", "9m 41s", "41s").
 */

/** The parts of an absolute time: "Nov 28, 2026, 2:37 PM" and the zone's short name. */
export const DATE_TIME_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

export const DATE_PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
};

// Made when first used, not when the module loads: a formatter that names its zone costs tens
// of milliseconds to build on a phone (its zone names), and most pages never need it (issue 36).
let utcDateTime: Intl.DateTimeFormat | undefined;

/**
 * "Nov 28, 2026, 2:37 PM UTC": a moment for a reader whose time zone is not known (emails,
 * notifications, pages rendered on the server before the browser takes over).
 */
export const formatDateTimeUtc = (iso: string): string =>
  (utcDateTime ??= new Intl.DateTimeFormat('en-US', {
    ...DATE_TIME_PARTS,
    timeZone: 'UTC',
  })).format(new Date(iso));

/** A span of time as "3d 4h", "2h 5m", "9m 41s" or "41s"; null once it is over. */
export function formatDuration(ms: number): string | null {
  if (ms <= 0) return null;
  const totalSeconds = Math.ceil(ms / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (days > 0) return hours > 0 ? `${String(days)}d ${String(hours)}h` : `${String(days)}d`;
  if (hours > 0) return minutes > 0 ? `${String(hours)}h ${String(minutes)}m` : `${String(hours)}h`;
  if (minutes > 0) return `${String(minutes)}m ${String(seconds)}s`;
  return `${String(seconds)}s`;
}
