import type { StaffAuction } from '@gavel/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../../lib/query-client';
import { ActiveRow } from './active-row';

// ADR 025: staff see in plain words that a live auction's leading dealer is suspended.

afterEach(cleanup);

const now = Date.now();
const live: StaffAuction = {
  id: '00000000-0000-4000-8000-000000000001',
  listing_id: '00000000-0000-4000-8000-000000000002',
  status: 'live',
  start_at: new Date(now - 60_000).toISOString(),
  end_at: new Date(now + 600_000).toISOString(),
  starting_price_cents: 120_000,
  current_price_cents: 135_000,
  min_next_bid_cents: 140_000,
  bid_count: 3,
  reserve_met: null,
  outcome: null,
  currency: 'USD',
  listing: { title: 'Vintage Leica M3 camera', thumbnail_url: null, location_city: 'Leeds' },
  server_time: new Date(now).toISOString(),
  reserve_price_cents: null,
  hammer_price_cents: null,
  winner: null,
  fee_cents: null,
  fee_status: null,
  fee_collected_at: null,
  fee_reference: null,
  ended_at: null,
  force_end_reason: null,
  leader_suspended: true,
  unsold_reason: null,
  offer_cents: null,
};

const renderRow = (auction: StaffAuction) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ul>
        <ActiveRow auction={auction} now={now} />
      </ul>
    </QueryClientProvider>,
  );

describe('a live auction in the staff list', () => {
  it('flags a suspended leader and says what the end will do', () => {
    renderRow(live);
    expect(screen.getByText('Leader suspended')).toBeTruthy();
    expect(screen.getByText(/The leading dealer is suspended: it will not win\./)).toBeTruthy();
    expect(screen.getByText('$1,350.00')).toBeTruthy();
    cleanup();
    // Nothing of the kind while the leader is active.
    renderRow({ ...live, leader_suspended: false });
    expect(screen.queryByText('Leader suspended')).toBeNull();
  });
});
