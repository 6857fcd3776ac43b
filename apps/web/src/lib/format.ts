import {
  CATEGORY_NAMES,
  DATE_PARTS,
  DATE_TIME_PARTS,
  formatDateTimeUtc,
  MONEY_MAX_CENTS,
} from '@gavel/contract/values';
import { useHydrated } from '@tanstack/react-router';

/** Money in the resource's currency, e.g. `$1,730.00` (SPEC §8); declared in the contract. */
export { formatDateTimeUtc, formatMoney } from '@gavel/contract/values';

/** Milliseconds left as `3d 4h`, `2h 5m`, `9m 41s` or `41s`; `null` once it is over. */
export { formatDuration as formatCountdown } from '@gavel/contract/values';

/**
 * A price typed in major units (`150`, `150.5`, `150.00`, `1,500`) as integer cents; null
 * when it is not a valid amount. Never goes through floating point.
 */
export function parseMoneyInput(text: string): number | null {
  const cleaned = text.trim().replace(/[\s,]/g, '');
  const match = /^(\d{1,10})(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return cents <= MONEY_MAX_CENTS ? cents : null;
}

/**
 * A formatter made when first used: building one costs far more than using it (tens of
 * milliseconds on a phone for one that names its zone), and a page loads this module whether or
 * not it shows a date (issue 36).
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const counts = lazily(() => new Intl.NumberFormat('en-US'));

/** What a text field with a limit says under it as it is typed: "58 of 2,000 characters". */
export const characterCount = (length: number, max: number): string =>
  `${counts().format(length)} of ${counts().format(max)} characters`;

/** Cents as the text a money field shows: `150.00`. */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return `${String(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/*
 * Time, in one format everywhere (issue 31): an absolute moment in the person's own time zone
 * with the zone named ("Nov 28, 2026, 2:37 PM GMT+1"), a span as "2h 5m" (`formatCountdown`), a
 * past moment as "3 minutes ago" (`formatRelative`). The server writes moments for readers it
 * cannot place (notifications, emails) the same way in UTC (`formatDateTimeUtc`, the contract).
 */
const dateTimeFormat = lazily(() => new Intl.DateTimeFormat(undefined, DATE_TIME_PARTS));
const dateTimeSecondsFormat = lazily(
  () => new Intl.DateTimeFormat(undefined, { ...DATE_TIME_PARTS, second: '2-digit' }),
);
const dateFormat = lazily(() => new Intl.DateTimeFormat(undefined, DATE_PARTS));
// A calendar day (a date of birth, `YYYY-MM-DD`) is no moment: it is the same day in every zone.
const calendarDayFormat = lazily(
  () => new Intl.DateTimeFormat(undefined, { ...DATE_PARTS, timeZone: 'UTC' }),
);
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** In the person's own time zone, the zone named: "Nov 28, 2026, 2:37 PM GMT+1". */
export const formatDateTime = (iso: string): string => dateTimeFormat().format(new Date(iso));

/**
 * "Nov 28, 2026": the day of a moment in the person's time zone, or a calendar day
 * (`1990-06-21`, a date of birth) as that same day wherever the person is.
 */
export const formatDate = (value: string): string =>
  CALENDAR_DAY.test(value)
    ? calendarDayFormat().format(new Date(`${value}T00:00:00Z`))
    : dateFormat().format(new Date(value));

const utcDateTimeSeconds = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', { ...DATE_TIME_PARTS, second: '2-digit', timeZone: 'UTC' }),
);
const formatDateTimeSeconds = (iso: string): string =>
  dateTimeSecondsFormat().format(new Date(iso));
const formatDateTimeSecondsUtc = (iso: string): string =>
  utcDateTimeSeconds().format(new Date(iso));

/**
 * `formatDateTime` for a component that may be rendered on the server (SPEC §10): the server
 * cannot know the person's time zone or language, so the page is rendered, and hydrated, in
 * UTC ("Nov 27, 2026, 3:00 PM UTC"), and shows local time right after.
 */
export function useFormatDateTime(options: { seconds?: boolean } = {}): (iso: string) => string {
  const local = useHydrated();
  if (options.seconds) return local ? formatDateTimeSeconds : formatDateTimeSecondsUtc;
  return local ? formatDateTime : formatDateTimeUtc;
}

const relative = lazily(() => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));

const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Infinity],
];

/** "3 minutes ago", "yesterday", "in 2 hours"… (rounded toward the larger unit). */
export function formatRelative(iso: string, now = Date.now()): string {
  let value = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return relative().format(Math.round(value), unit);
    value /= size;
  }
  return formatDateTime(iso);
}

/** `for_parts` → `For parts`, `jewellery_watches` → `Jewellery watches`. */
export function humanize(code: string): string {
  const text = code.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What each category is called, from the contract. */
export const CATEGORY_LABELS: Record<string, string> = CATEGORY_NAMES;

export const categoryLabel = (code: string | null): string =>
  code === null ? 'Uncategorised' : (CATEGORY_LABELS[code] ?? humanize(code));

/** Bytes as `1.2 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

let regionNames: Intl.DisplayNames | null | undefined;

/**
 * `GB` → `United Kingdom`, from the browser's own names; the code itself when the browser does not
 * know it (or has no `Intl.DisplayNames`), null for no code.
 */
export function countryName(code: string | null): string | null {
  if (!code) return null;
  regionNames ??=
    typeof Intl.DisplayNames === 'function'
      ? new Intl.DisplayNames(['en'], { type: 'region' })
      : null;
  try {
    return regionNames?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
