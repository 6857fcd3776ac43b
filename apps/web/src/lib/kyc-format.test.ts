import { describe, expect, it } from 'vitest';
import { formatAddress, formatCalendarDate } from './kyc-format';

describe('KYC formats', () => {
  it('reads a calendar date in words, the same day in every time zone', () => {
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(
      new Date(1990, 5, 21),
    );
    expect(formatCalendarDate('1990-06-21')).toBe(expected);
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });

  it('writes the country of an address out', () => {
    expect(
      formatAddress({
        line1: '1 High Street',
        line2: null,
        city: 'London',
        postal_code: 'SW1A 1AA',
        country: 'GB',
      }),
    ).toBe('1 High Street, SW1A 1AA London, United Kingdom');
  });
});
