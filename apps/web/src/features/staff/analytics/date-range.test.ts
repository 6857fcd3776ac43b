import { describe, expect, it } from 'vitest';
import { defaultRange, formatShortDay, lastDays, rangeErrors } from './date-range';

describe('analytics date range', () => {
  const now = Date.parse('2026-03-10T23:30:00Z');

  it('defaults to today and the 29 days before it, in UTC', () => {
    expect(defaultRange(now)).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(lastDays(7, now)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
  });

  it('checks the range like the API does', () => {
    expect(rangeErrors('2026-03-01', '2026-03-10')).toEqual({});
    expect(rangeErrors('2026-03-11', '2026-03-10').from).toMatch(/after/);
    expect(rangeErrors('', '2026-03-10')).toEqual({ from: 'Enter a date' });
    expect(rangeErrors('2024-01-01', '2026-01-01').from).toMatch(/366/);
  });

  it('labels UTC days as those days', () => {
    expect(formatShortDay('2026-05-03')).toBe('May 3');
  });
});
