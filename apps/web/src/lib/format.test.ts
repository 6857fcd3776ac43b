import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  characterCount,
  centsToInput,
  countryName,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDateTimeUtc,
  formatMoney,
  formatRelative,
  parseMoneyInput,
} from './format';
import { serverNow, syncServerClock } from './server-clock';
import { areaOf, safeRedirect } from './auth-redirect';

describe('money', () => {
  it('formats cents in the given currency', () => {
    expect(formatMoney(173_000, 'USD')).toBe('$1,730.00');
    expect(formatMoney(5, 'EUR')).toBe('€0.05');
  });

  it.each([
    ['150', 15_000],
    ['150.00', 15_000],
    ['150.5', 15_050],
    ['1,500.25', 150_025],
    [' 0.01 ', 1],
    ['10000000', 1_000_000_000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseMoneyInput(text)).toBe(cents);
  });

  it.each(['', 'abc', '1.234', '-5', '1e3', '10000000.01', '.5.'])('refuses %j', (text) => {
    expect(parseMoneyInput(text)).toBeNull();
  });

  it('round-trips every amount through the input text exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        expect(parseMoneyInput(centsToInput(cents))).toBe(cents);
      }),
    );
  });
});

describe('countdowns', () => {
  it.each([
    [0, null],
    [-5, null],
    [1, '1s'],
    [9_000, '9s'],
    [60_000, '1m 0s'],
    [9 * 60_000 + 41_000, '9m 41s'],
    [2 * 3_600_000, '2h'],
    [2 * 3_600_000 + 5 * 60_000, '2h 5m'],
    [3 * 86_400_000 + 4 * 3_600_000, '3d 4h'],
    [3 * 86_400_000, '3d'],
  ])('%i ms → %j', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });

  it('runs on the server clock, not the device clock', () => {
    const deviceNow = Date.now();
    syncServerClock(new Date(deviceNow + 120_000).toISOString(), deviceNow);
    expect(serverNow() - Date.now()).toBeGreaterThan(119_000);
    syncServerClock(new Date(deviceNow).toISOString(), deviceNow);
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(1_000);
  });
});

describe('moments', () => {
  it('names the time zone of every absolute time', () => {
    expect(formatDateTimeUtc('2026-11-28T02:37:00.000Z')).toBe('Nov 28, 2026, 2:37 AM UTC');
    // The test run's own zone (UTC or not): the text ends with the zone's name.
    const zone = new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' })
      .formatToParts(new Date('2026-11-28T02:37:00.000Z'))
      .find((part) => part.type === 'timeZoneName')?.value;
    expect(zone).toBeTruthy();
    expect(formatDateTime('2026-11-28T02:37:00.000Z').endsWith(zone ?? '?')).toBe(true);
  });

  it('keeps a calendar day (a date of birth) the same day in every zone', () => {
    // Midnight UTC is still the day before west of Greenwich: a calendar day never shifts.
    const expected = new Intl.DateTimeFormat(undefined, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    }).format(new Date(1990, 5, 21));
    expect(formatDate('1990-06-21')).toBe(expected);
  });

  it('says how long ago a moment was', () => {
    const now = Date.parse('2026-11-28T12:00:00.000Z');
    expect(formatRelative('2026-11-28T11:58:00.000Z', now)).toBe('2 minutes ago');
    expect(formatRelative('2026-11-27T12:00:00.000Z', now)).toBe('yesterday');
  });
});

describe('redirects after sign-in', () => {
  it('maps paths to areas as the seed says', () => {
    expect(areaOf('/admin')).toBe('admin');
    expect(areaOf('/admin/kyc')).toBe('admin');
    expect(areaOf('/dealer/profile')).toBe('dealer');
    expect(areaOf('/administrator')).toBe('seller');
    expect(areaOf('/auctions/x')).toBe('seller');
  });

  it('only follows same-site paths, never back to a login page', () => {
    expect(safeRedirect('/auctions?q=leica', '/seller')).toBe('/auctions?q=leica');
    expect(safeRedirect('//evil.example', '/seller')).toBe('/seller');
    expect(safeRedirect('https://evil.example', '/seller')).toBe('/seller');
    expect(safeRedirect('/seller/login?redirect=/x', '/seller')).toBe('/seller');
    expect(safeRedirect(undefined, '/dealer')).toBe('/dealer');
  });
});

describe('country names', () => {
  it('names a code from the browser, keeps an unknown code, and has none for no code', () => {
    expect(countryName('GB')).toBe('United Kingdom');
    expect(countryName('gb')).toBe('United Kingdom');
    expect(countryName('QQ')).toBe('QQ');
    expect(countryName(null)).toBeNull();
  });
});

describe('character counts', () => {
  it('says how much of a limit is used, with thousands grouped', () => {
    expect(characterCount(58, 2000)).toBe('58 of 2,000 characters');
    expect(characterCount(0, 1000)).toBe('0 of 1,000 characters');
  });
});
