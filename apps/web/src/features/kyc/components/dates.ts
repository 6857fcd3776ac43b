const calendarDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A `YYYY-MM-DD` calendar date (a date of birth) as the person reads dates. Formatted in UTC
 * because `new Date('1990-05-01')` is midnight UTC, which is still 30 April west of Greenwich.
 */
export function formatCalendarDate(value: string): string {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) ? value : calendarDate.format(time);
}
