import type { BidAnswer, DealerAuction } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import { bidOutcome } from './bid-outcome';

const auction = (over: Partial<DealerAuction>): DealerAuction => ({
  id: '00000000-0000-4000-8000-000000000001',
  listing_id: '00000000-0000-4000-8000-000000000002',
  status: 'live',
  start_at: '2026-01-01T10:00:00.000Z',
  end_at: '2026-01-01T11:00:00.000Z',
  starting_price_cents: 120_000,
  current_price_cents: 140_000,
  min_next_bid_cents: 145_000,
  bid_count: 2,
  reserve_met: null,
  outcome: null,
  currency: 'USD',
  listing: { title: 'Leica M3', thumbnail_url: null, location_city: 'Leeds' },
  server_time: '2026-01-01T10:30:00.000Z',
  is_leading: true,
  my_max_bid_cents: null,
  ...over,
});

const bid = (amount: number, max: number | null = null): NonNullable<BidAnswer['bid']> => ({
  id: '00000000-0000-4000-8000-000000000003',
  amount_cents: amount,
  max_amount_cents: max,
  is_proxy: false,
  created_at: '2026-01-01T10:30:00.000Z',
});

describe('bidOutcome', () => {
  it('says the bid leads, with the maximum when there is one', () => {
    expect(
      bidOutcome({ bid: bid(140_000), auction: auction({ my_max_bid_cents: 140_000 }) }),
    ).toEqual({ tone: 'success', message: 'Bid placed: $1,400.00. You are the highest bidder.' });
    expect(
      bidOutcome({ bid: bid(140_000, 200_000), auction: auction({ my_max_bid_cents: 200_000 }) })
        .message,
    ).toBe('Bid placed: $1,400.00. You are the highest bidder. Your maximum: $2,000.00.');
  });

  it('explains a price above the bid: another maximum answered and ours bid on', () => {
    const answer = {
      bid: bid(140_000, 200_000),
      auction: auction({ current_price_cents: 175_000, my_max_bid_cents: 200_000 }),
    };
    expect(bidOutcome(answer).message).toBe(
      'Bid placed: $1,400.00. Another bidder’s maximum answered and yours bid on: you are the highest bidder at $1,750.00. Your maximum: $2,000.00.',
    );
  });

  it('explains being outbid at once by a higher maximum', () => {
    const answer = {
      bid: bid(140_000),
      auction: auction({
        current_price_cents: 175_000,
        is_leading: false,
        my_max_bid_cents: 140_000,
      }),
    };
    expect(bidOutcome(answer)).toEqual({
      tone: 'warning',
      message:
        'Bid placed: $1,400.00. Another bidder’s maximum answered: the price is now $1,750.00. You have been outbid.',
    });
  });

  it('says a raised maximum keeps the lead at the same price', () => {
    const answer = { bid: null, auction: auction({ my_max_bid_cents: 300_000 }) };
    expect(bidOutcome(answer).message).toBe(
      'Maximum raised to $3,000.00. You are still the highest bidder at $1,400.00.',
    );
  });
});
