import { describe, expect, it } from 'vitest';
import { dealerCardAction, dealerCardPriceTerm } from './dealer-card';

const now = Date.parse('2026-01-01T10:30:00.000Z');
const live = { status: 'live', end_at: '2026-01-01T11:00:00.000Z' } as const;

describe('dealerCardAction', () => {
  it('offers Bid on a live auction an active dealer can bid on', () => {
    expect(dealerCardAction(live, { canBid: true, now })).toBe('Bid');
  });

  it('offers View when the dealer cannot bid (access not active, or not known yet)', () => {
    expect(dealerCardAction(live, { canBid: false, now })).toBe('View');
  });

  it('offers View once the clock has run out, before the server says it ended', () => {
    expect(dealerCardAction(live, { canBid: true, now: Date.parse(live.end_at) })).toBe('View');
    expect(dealerCardAction({ status: 'live', end_at: null }, { canBid: true, now })).toBe('View');
  });

  it('offers View on auctions that are not live', () => {
    for (const status of ['pending', 'scheduled', 'ended'] as const) {
      expect(dealerCardAction({ ...live, status }, { canBid: true, now })).toBe('View');
    }
  });
});

describe('dealerCardPriceTerm', () => {
  const auction = { status: 'live', current_price_cents: 125_000, outcome: null } as const;

  it('says Current bid while the auction runs, as the lot page does', () => {
    expect(dealerCardPriceTerm(auction, 'live')).toBe('Current bid');
    expect(dealerCardPriceTerm(auction, 'bidding')).toBe('Current bid');
    expect(dealerCardPriceTerm({ ...auction, status: 'scheduled' }, 'watching')).toBe(
      'Current bid',
    );
  });

  it('says Starting price before the first bid', () => {
    expect(dealerCardPriceTerm({ ...auction, current_price_cents: null }, 'live')).toBe(
      'Starting price',
    );
    expect(
      dealerCardPriceTerm({ ...auction, status: 'ended', current_price_cents: null }, 'watching'),
    ).toBe('Starting price');
  });

  it('names the price of an ended auction by its outcome', () => {
    expect(dealerCardPriceTerm({ ...auction, status: 'ended', outcome: 'sold' }, 'won')).toBe(
      'Winning bid',
    );
    expect(dealerCardPriceTerm({ ...auction, status: 'ended', outcome: 'sold' }, 'watching')).toBe(
      'Sold for',
    );
    expect(
      dealerCardPriceTerm({ ...auction, status: 'ended', outcome: 'reserve_not_met' }, 'watching'),
    ).toBe('Highest bid');
  });
});
