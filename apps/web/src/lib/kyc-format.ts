import type { Address } from '@gavel/contract';
import { countryName } from './format';

const calendarDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });

/**
 * How declared KYC data reads, the same on the applicant's summary and the staff review.
 *
 * A `YYYY-MM-DD` calendar date (a date of birth) as the person reads dates: "June 21, 1990".
 * Formatted in UTC because `new Date('1990-06-21')` is midnight UTC, which is still 20 June
 * west of Greenwich: a calendar date has no time zone and never shifts.
 */
export function formatCalendarDate(value: string): string {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) ? value : calendarDate.format(time);
}

/** "1 High Street, SW1A 1AA London, United Kingdom": the country written out. */
export const formatAddress = (address: Address): string =>
  [
    address.line1,
    address.line2,
    `${address.postal_code} ${address.city}`,
    countryName(address.country),
  ]
    .filter(Boolean)
    .join(', ');
