import { MONEY_MAX_CENTS } from '@gavel/contract/values';
import { useHydrated } from '@tanstack/react-router';

/** Money in the resource's currency, e.g. `$1,730.00` (SPEC §8); declared in the contract. */
export { formatMoney } from '@gavel/contract/values';

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

/** Cents as the text a money field shows: `150.00`. */
export function centsToInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return '';
  return `${String(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** In the person's own time zone. */
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));

const utcFormat = (options: Intl.DateTimeFormatOptions) => {
  const format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  return (iso: string): string => `${format.format(new Date(iso))} UTC`;
};
const utcDateTime = utcFormat({ dateStyle: 'medium', timeStyle: 'short' });
const utcDateTimeSeconds = utcFormat({ dateStyle: 'medium', timeStyle: 'medium' });
const dateTimeSecondsFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'medium',
});
const formatDateTimeSeconds = (iso: string): string => dateTimeSecondsFormat.format(new Date(iso));

/**
 * `formatDateTime` for a component that may be rendered on the server (SPEC §10): the server
 * cannot know the person's time zone or language, so the page is rendered, and hydrated, in
 * UTC ("Nov 27, 2026, 3:00 PM UTC"), and shows local time right after.
 */
export function useFormatDateTime(options: { seconds?: boolean } = {}): (iso: string) => string {
  const local = useHydrated();
  if (options.seconds) return local ? formatDateTimeSeconds : utcDateTimeSeconds;
  return local ? formatDateTime : utcDateTime;
}

/** `for_parts` → `For parts`, `jewellery_watches` → `Jewellery watches`. */
export function humanize(code: string): string {
  const text = code.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const CATEGORY_LABELS: Record<string, string> = {
  vehicles: 'Vehicles',
  motorcycles: 'Motorcycles',
  machinery: 'Machinery',
  electronics: 'Electronics',
  jewellery_watches: 'Jewellery & watches',
  art_collectibles: 'Art & collectibles',
  home_garden: 'Home & garden',
  other: 'Other',
};

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
