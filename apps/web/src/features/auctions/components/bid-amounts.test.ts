import type { DealerAuction } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import { checkBid, quickBids, stepsAbove } from './bid-amounts';

const auction = (over: Partial<DealerAuction> = {}): DealerAuction => ({
  id: '00000000-0000-4000-8000-000000000001',
  listing_id: '00000000-0000-4000-8000-000000000002',
  status: 'live',
  start_at: '2026-01-01T10:00:00.000Z',
  end_at: '2026-01-01T11:00:00.000Z',
  starting_price_cents: 120_000,
  current_price_cents: 125_000,
  min_next_bid_cents: 130_000,
  bid_count: 2,
  reserve_met: false,
  outcome: null,
  currency: 'USD',
  listing: { title: 'Leica M3', thumbnail_url: null, location_city: 'Leeds' },
  server_time: '2026-01-01T10:30:00.000Z',
  is_leading: false,
  my_max_bid_cents: null,
  ...over,
});

describe('quick bids', () => {
  it('offers the minimum next bid, then 1, 2 and 5 increments above it', () => {
    expect(quickBids(130_000)).toEqual([130_000, 135_000, 140_000, 155_000]);
  });

  it('steps through the increment bands (SPEC §5.2)', () => {
    // 990.00 → +10.00 → 1,000.00, where the increment becomes 50.00.
    expect(stepsAbove(99_000, 1)).toBe(100_000);
    expect(stepsAbove(99_000, 2)).toBe(105_000);
    expect(stepsAbove(1_990_000, 2)).toBe(2_025_000);
  });
});

describe('checkBid', () => {
  it('reads major units and sends cents', () => {
    expect(checkBid({ amount: '1,300', max: '1500.50' }, auction())).toEqual({
      bid: { amount_cents: 130_000, max_amount_cents: 150_050 },
      errors: null,
    });
    expect(checkBid({ amount: '1300.00', max: ' ' }, auction()).bid).toEqual({
      amount_cents: 130_000,
    });
  });

  it('explains a missing, malformed or too low bid next to its field', () => {
    expect(checkBid({ amount: '', max: '' }, auction()).errors).toEqual({
      amount_cents: 'Enter your bid',
    });
    expect(checkBid({ amount: '12.345', max: 'abc' }, auction()).errors).toEqual({
      amount_cents: 'Enter an amount such as 150 or 150.00',
      max_amount_cents: 'Enter an amount such as 150 or 150.00',
    });
    expect(checkBid({ amount: '1250', max: '' }, auction()).errors).toEqual({
      amount_cents: 'Your bid must be at least $1,300.00',
    });
    expect(checkBid({ amount: '1400', max: '1300' }, auction()).errors).toEqual({
      max_amount_cents: 'The maximum bid must not be below your bid',
    });
  });

  it('lets the leader only raise its maximum', () => {
    const leading = auction({ is_leading: true, my_max_bid_cents: 150_000 });
    expect(checkBid({ amount: '1300', max: '1500' }, leading).errors).toEqual({
      max_amount_cents: 'You already lead. To raise your maximum, enter more than $1,500.00',
    });
    expect(checkBid({ amount: '1300', max: '1600' }, leading).bid).toEqual({
      amount_cents: 130_000,
      max_amount_cents: 160_000,
    });
  });
});
