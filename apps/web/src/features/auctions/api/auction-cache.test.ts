import type { PublicAuction } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import { newerAuction, publicPart } from './auction-cache';

const base: PublicAuction = {
  id: '7d7f5b7e-4f0a-4c4e-9d4c-2a0f1c9b1e01',
  listing_id: '0b8a1e52-8d7c-4a3e-b3e5-91f0a4f2c7d2',
  status: 'live',
  start_at: '2026-01-01T10:00:00.000Z',
  end_at: '2026-01-01T11:00:00.000Z',
  starting_price_cents: 10_000,
  current_price_cents: 12_000,
  min_next_bid_cents: 13_000,
  bid_count: 3,
  reserve_met: false,
  outcome: null,
  currency: 'USD',
  listing: { title: 'Lamp', thumbnail_url: null, location_city: 'Leeds' },
  server_time: '2026-01-01T10:30:00.000Z',
};

describe('newerAuction', () => {
  it('takes the incoming answer when nothing is cached', () => {
    expect(newerAuction(undefined, base)).toBe(base);
    expect(newerAuction(null, base)).toBe(base);
  });

  it('keeps the state with more bids, whichever arrives last', () => {
    const later = { ...base, bid_count: 4, current_price_cents: 13_000 };
    expect(newerAuction(base, later)).toBe(later);
    expect(newerAuction(later, base)).toBe(later);
  });

  it('never moves back from ended to live', () => {
    const ended = { ...base, status: 'ended' as const, outcome: 'reserve_not_met' as const };
    expect(newerAuction(ended, base)).toBe(ended);
    expect(newerAuction(base, ended)).toBe(ended);
  });

  it('takes a later end time (an extension) at the same bid count', () => {
    const extended = { ...base, end_at: '2026-01-01T11:02:00.000Z' };
    expect(newerAuction(base, extended)).toBe(extended);
    expect(newerAuction(extended, base)).toBe(extended);
  });
});

describe('publicPart', () => {
  it('drops the dealer-only fields', () => {
    const dealerView = { ...base, is_leading: true, my_max_bid_cents: 50_000 };
    expect(publicPart(dealerView)).toEqual(base);
  });
});
