import { describe, expect, it } from 'vitest';
import { adjustmentCredit, outcomeOf, saleOf, unsoldReasonOf } from './settlement.js';

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

describe('a leader that cannot buy (ADR 025)', () => {
  it('a suspended leader never wins: reserve_not_met whatever the reserve, with the reason', () => {
    for (const reservePriceCents of [null, 100_000, 150_001]) {
      expect(outcomeOf({ ...base, reservePriceCents }, true)).toBe('reserve_not_met');
      expect(unsoldReasonOf({ ...base, reservePriceCents }, true)).toBe('leader_suspended');
    }
    expect(unsoldReasonOf({ ...base, leaderDealerId: null, reservePriceCents: null })).toBe(
      'leader_removed',
    );
  });

  it('gives no reason when the leader could buy or nobody bid', () => {
    expect(unsoldReasonOf({ ...base, reservePriceCents: 150_001 })).toBeNull();
    const none = { bidCount: 0, currentPriceCents: null, leaderDealerId: null };
    expect(unsoldReasonOf({ ...none, reservePriceCents: null }, true)).toBeNull();
    expect(outcomeOf({ ...none, reservePriceCents: null }, true)).toBe('no_bids');
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

describe('adjustmentCredit (SPEC §13.4)', () => {
  const invoice = { totalCents: 11_880, creditedCents: 0, taxRateBps: 2000 };

  it('credits what the invoice charged above the new fee and its tax, at the invoice’s rate', () => {
    // 99.00 + 20 % charged; 49.00 + 20 % owed.
    expect(adjustmentCredit(invoice, 4_900)).toBe(11_880 - 5_880);
    expect(adjustmentCredit({ ...invoice, totalCents: 9_900, taxRateBps: 0 }, 4_900)).toBe(5_000);
  });

  it('rounds the new tax half up as the invoice did, and counts earlier credits', () => {
    // 49.99 at 20 %: 9.998 → 10.00.
    expect(adjustmentCredit(invoice, 4_999)).toBe(11_880 - (4_999 + 1_000));
    expect(adjustmentCredit({ ...invoice, creditedCents: 1_000 }, 4_900)).toBe(5_000);
  });

  it('credits nothing when the fee stays', () => {
    expect(adjustmentCredit(invoice, 9_900)).toBe(0);
  });
});
