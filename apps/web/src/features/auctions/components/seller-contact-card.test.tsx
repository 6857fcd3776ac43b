import type { DealerAuction, SaleDispute } from '@gavel/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { auctionKeys } from '../api/keys';
import { WonLot } from './seller-contact-card';

afterEach(cleanup);

const listingId = '00000000-0000-4000-8000-000000000002';
const auction: DealerAuction = {
  id: '00000000-0000-4000-8000-000000000001',
  listing_id: listingId,
  status: 'ended',
  start_at: '2026-01-01T10:00:00.000Z',
  end_at: '2026-01-01T11:00:00.000Z',
  starting_price_cents: 120_000,
  current_price_cents: 1_800_000,
  min_next_bid_cents: 1_810_000,
  bid_count: 2,
  reserve_met: true,
  outcome: 'sold',
  currency: 'USD',
  listing: { title: 'Leica M3', thumbnail_url: null, location_city: 'Leeds' },
  server_time: '2026-01-02T10:30:00.000Z',
  is_leading: true,
  my_max_bid_cents: 1_800_000,
};

/** The sale's dispute as the page read it, decided as `decision` says (null: no dispute). */
function renderWith(decision: NonNullable<SaleDispute['dispute']>['decision'] | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const sale: SaleDispute = {
    auction_id: auction.id,
    window_ends_at: '2026-01-08T11:00:00.000Z',
    can_open: false,
    dispute:
      decision === undefined
        ? null
        : {
            id: '00000000-0000-4000-8000-000000000009',
            auction_id: auction.id,
            status: decision ? 'resolved' : 'open',
            reason: 'mileage_discrepancy',
            description: 'The odometer reads more than listed.',
            photos: [],
            requested_adjustment_cents: 300_000,
            seller_response: null,
            decision,
            created_at: '2026-01-02T10:00:00.000Z',
            resolved_at: decision ? '2026-01-03T10:00:00.000Z' : null,
            listing_id: listingId,
            listing_title: 'Leica M3',
            currency: 'USD',
            hammer_price_cents: decision?.adjusted_price_cents ?? 1_800_000,
            sale_price_cents: 1_800_000,
            sold_at: '2026-01-01T11:00:00.000Z',
            dealer_company_name: 'North Motors',
          },
  };
  client.setQueryData(auctionKeys.dispute(listingId, auction.id), sale);
  render(
    <QueryClientProvider client={client}>
      <WonLot listingId={listingId} auction={auction} contact={undefined} />
    </QueryClientProvider>,
  );
}

describe('the buyer’s fee after a win', () => {
  it('is owed for the hammer price', () => {
    renderWith(undefined);
    expect(screen.getByText(/for a hammer price of \$18,000\.00 and due now/)).toBeTruthy();
  });

  it('is owed for the adjusted price once staff adjusted it on a dispute', () => {
    renderWith({ decision: 'price_adjusted', adjusted_price_cents: 1_500_000, note: 'Agreed.' });
    expect(screen.getByText(/for the adjusted price of \$15,000\.00 and due now/)).toBeTruthy();
  });

  it('stays at the hammer price when the dispute was rejected', () => {
    renderWith({ decision: 'rejected', adjusted_price_cents: null, note: 'No evidence.' });
    expect(screen.getByText(/for a hammer price of \$18,000\.00/)).toBeTruthy();
  });
});
