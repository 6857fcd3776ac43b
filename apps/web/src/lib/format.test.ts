import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToInput, countryName, formatMoney, parseMoneyInput } from './format';
import { formatCountdown, serverNow, syncServerClock } from './server-clock';
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
    [9_000, '0:09'],
    [12 * 60_000 + 7_000, '12:07'],
    [5 * 3_600_000 + 2 * 60_000, '5h 02m'],
    [3 * 86_400_000 + 4 * 3_600_000, '3d 4h'],
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
