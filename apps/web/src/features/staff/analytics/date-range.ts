import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_MAX_DAYS } from '@gavel/contract';
import { dayOrderError } from '../components/day-range-fields';

const DAY_MS = 86_400_000;

/** The UTC day of a moment, `YYYY-MM-DD` (analytics count by UTC day, SPEC §8). */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

const dayMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The `days` UTC days ending today: today and the `days - 1` before it. */
export function lastDays(days: number, now: number): { from: string; to: string } {
  return { from: utcDay(now - (days - 1) * DAY_MS), to: utcDay(now) };
}

export const defaultRange = (now: number) => lastDays(ANALYTICS_DEFAULT_DAYS, now);

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Field messages for a typed range, keyed like the API's (`from`, `to`); empty when valid. */
export function rangeErrors(from: string, to: string): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  if (!DAY_PATTERN.test(from) || Number.isNaN(dayMs(from))) errors.from = 'Enter a date';
  if (!DAY_PATTERN.test(to) || Number.isNaN(dayMs(to))) errors.to = 'Enter a date';
  if (errors.from || errors.to) return errors;
  const orderError = dayOrderError(from, to);
  if (orderError) return { from: orderError };
  if ((dayMs(to) - dayMs(from)) / DAY_MS + 1 > ANALYTICS_MAX_DAYS) {
    return { from: `The range may span at most ${String(ANALYTICS_MAX_DAYS)} days` };
  }
  return errors;
}

/** `2026-05-03` → `May 3` (a UTC day, shown as that day whatever the device's zone). */
const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
export const formatShortDay = (day: string): string => shortDay.format(dayMs(day));
export const formatLongDay = (day: string): string => longDay.format(dayMs(day));
