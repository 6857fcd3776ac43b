import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BID_INCREMENTS, BUYER_FEES, feeFor, incrementFor, minNextBid } from './money.js';
import { MONEY_MAX_CENTS } from './values.js';

describe('incrementFor', () => {
  it.each([
    [0, 1_000],
    [99_999, 1_000],
    [100_000, 5_000],
    [499_999, 5_000],
    [500_000, 10_000],
    [1_999_999, 10_000],
    [2_000_000, 25_000],
    [1_000_000_000, 25_000],
  ])('at %i cents is %i', (price, increment) => {
    expect(incrementFor(price)).toBe(increment);
  });

  it('never decreases as the price grows', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000_000), fc.nat(1_000_000_000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return incrementFor(lo) <= incrementFor(hi);
      }),
    );
  });

  it('refuses negative and fractional amounts', () => {
    expect(() => incrementFor(-1)).toThrow(RangeError);
    expect(() => incrementFor(1.5)).toThrow(RangeError);
  });
});

describe('feeFor', () => {
  it.each([
    [0, 4_900],
    [99_999, 4_900],
    [100_000, 9_900],
    [499_999, 9_900],
    [500_000, 19_900],
    [1_499_999, 19_900],
    [1_500_000, 29_900],
  ])('at %i cents is %i', (hammer, fee) => {
    expect(feeFor(hammer)).toBe(fee);
  });
});

describe('tables', () => {
  it.each([
    ['increments', BID_INCREMENTS],
    ['fees', BUYER_FEES],
  ])('%s are ascending with one open-ended last band', (_name, bands) => {
    const bounds = bands.map((b) => b.below_cents);
    expect(bounds.at(-1)).toBeNull();
    const closed = bounds.slice(0, -1) as number[];
    expect([...closed].sort((a, b) => a - b)).toEqual(closed);
  });
});

describe('minNextBid', () => {
  it('is the starting price before the first bid', () => {
    expect(minNextBid(null, 15_000)).toBe(15_000);
  });
  it('is the price plus the increment at that price', () => {
    expect(minNextBid(99_000, 10_000)).toBe(100_000);
    expect(minNextBid(100_000, 10_000)).toBe(105_000);
  });
  it('is capped at the money limit, so the limit stays reachable, and is above it at the limit', () => {
    expect(minNextBid(MONEY_MAX_CENTS - 25_000, 100)).toBe(MONEY_MAX_CENTS);
    expect(minNextBid(MONEY_MAX_CENTS - 10_000, 100)).toBe(MONEY_MAX_CENTS);
    expect(minNextBid(MONEY_MAX_CENTS - 1, 100)).toBe(MONEY_MAX_CENTS);
    expect(minNextBid(MONEY_MAX_CENTS, 100)).toBe(MONEY_MAX_CENTS + 25_000);
  });
});
