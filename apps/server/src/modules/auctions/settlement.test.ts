import { describe, expect, it } from 'vitest';
import { outcomeOf, saleOf } from './settlement.js';

const leader = '00000000-0000-4000-8000-000000000001';
const base = { bidCount: 2, currentPriceCents: 150_000, leaderDealerId: leader };

describe('outcomeOf', () => {
  it('is no_bids without a bid', () => {
    expect(
      outcomeOf({
        bidCount: 0,
        currentPriceCents: null,
        leaderDealerId: null,
        reservePriceCents: 100,
      }),
    ).toBe('no_bids');
  });

  it('is sold at or above the reserve, and with no reserve', () => {
    expect(outcomeOf({ ...base, reservePriceCents: 150_000 })).toBe('sold');
    expect(outcomeOf({ ...base, reservePriceCents: null })).toBe('sold');
  });

  it('is reserve_not_met below the reserve, or when the leader no longer exists', () => {
    expect(outcomeOf({ ...base, reservePriceCents: 150_001 })).toBe('reserve_not_met');
    expect(outcomeOf({ ...base, leaderDealerId: null, reservePriceCents: null })).toBe(
      'reserve_not_met',
    );
  });
});

describe('saleOf', () => {
  it('sells to the leader at the current price with the fee of that price', () => {
    expect(saleOf({ ...base, reservePriceCents: null })).toEqual({
      outcome: 'sold',
      hammerPriceCents: 150_000,
      winnerDealerId: leader,
      feeCents: 9_900,
      feeStatus: 'outstanding',
    });
    expect(saleOf({ ...base, currentPriceCents: 99_999, reservePriceCents: null }).feeCents).toBe(
      4_900,
    );
  });

  it('refuses to sell without a price or a leader', () => {
    expect(() => saleOf({ ...base, currentPriceCents: null, reservePriceCents: null })).toThrow();
  });
});
