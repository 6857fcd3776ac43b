import { validationError } from './errors.js';

// UTC days as the API takes them (`YYYY-MM-DD`, `utcDaySchema`): the staff reports and exports
// count whole days in UTC, both ends included.

export const DAY_MS = 86_400_000;

/** The start of a UTC day. */
export const utcMidnight = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The UTC day of an instant. */
export const utcDayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The UTC day `n` days after `day` (before it when negative). */
export const addUtcDays = (day: string, n: number): string =>
  utcDayOf(new Date(utcMidnight(day).getTime() + n * DAY_MS));

/** A query's `from` (422 on it) when it is after its `to`; either may be absent. */
export function assertDayOrder(from: string | undefined, to: string | undefined): void {
  if (from !== undefined && to !== undefined && from > to) {
    throw validationError(
      [{ path: 'from', message: 'Must not be after `to`' }],
      'Some fields of the query string are not valid.',
    );
  }
}

/** `from`/`to` UTC days (both included) as a half-open time range; 422 when reversed. */
export function dayRange(query: { from?: string | undefined; to?: string | undefined }): {
  from: Date | undefined;
  until: Date | undefined;
} {
  assertDayOrder(query.from, query.to);
  return {
    from: query.from === undefined ? undefined : utcMidnight(query.from),
    until: query.to === undefined ? undefined : utcMidnight(addUtcDays(query.to, 1)),
  };
}
