import type { SellerListingAuction, SellerListingItem } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import { overviewOf } from './seller-overview';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const iso = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

const auction = (over: Partial<SellerListingAuction>): SellerListingAuction => ({
  id: crypto.randomUUID(),
  status: 'ended',
  start_at: iso(-120),
  end_at: iso(-60),
  current_price_cents: 100_000,
  bid_count: 1,
  reserve_met: false,
  outcome: null,
  hammer_price_cents: null,
  ended_at: null,
  decide_by: null,
  ...over,
});

const item = (
  title: string,
  status: SellerListingItem['status'],
  a: SellerListingAuction | null,
): SellerListingItem => ({
  id: crypto.randomUUID(),
  title,
  description: '',
  category: null,
  condition: null,
  location_city: null,
  location_country: null,
  attributes: {},
  specifics: {},
  condition_report: null,
  starting_price_cents: null,
  currency: 'USD',
  status,
  photos: [],
  created_at: iso(-1000),
  updated_at: iso(-1000),
  submitted_at: null,
  reserve_price_cents: null,
  rejection_reason: null,
  rerun_count: 0,
  auction: a,
});

describe('overviewOf: what the seller dashboard leads with', () => {
  const items = [
    item('Later', 'in_auction', auction({ status: 'live', end_at: iso(120) })),
    item('Sooner', 'in_auction', auction({ status: 'live', end_at: iso(8) })),
    item('Decide late', 'unsold', auction({ outcome: 'reserve_not_met', decide_by: iso(2000) })),
    item('Decide soon', 'unsold', auction({ outcome: 'reserve_not_met', decide_by: iso(30) })),
    item('Lapsed', 'unsold', auction({ outcome: 'reserve_not_met', decide_by: iso(-1) })),
    item('Sold now', 'sold', auction({ outcome: 'sold', ended_at: iso(-60) })),
    item('Sold last year', 'sold', auction({ outcome: 'sold', ended_at: '2025-11-01T00:00:00Z' })),
    item('Draft', 'draft', null),
    item('Fix me', 'rejected', null),
  ];
  const overview = overviewOf(items, NOW);

  it('lists live auctions ending soonest first', () => {
    expect(overview.live.map((i) => i.title)).toEqual(['Sooner', 'Later']);
  });

  it('lists open decisions by deadline, never a lapsed one', () => {
    expect(overview.undecided.map((i) => i.title)).toEqual(['Decide soon', 'Decide late']);
  });

  it('counts sales of this month, drafts and rejected listings', () => {
    expect(overview.soldThisMonth).toBe(1);
    expect(overview.drafts.map((i) => i.title)).toEqual(['Draft']);
    expect(overview.rejected.map((i) => i.title)).toEqual(['Fix me']);
  });
});
