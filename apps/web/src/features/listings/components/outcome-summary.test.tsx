import type { StaffAuction } from '@gavel/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { AcceptOfferPanel } from './accept-offer-panel';
import { earlyEndSentence, OutcomeSummary } from './outcome-summary';

// ADR 025: an auction whose leading dealer was suspended when it ended is not sold to it; the
// seller reads why, and may accept the highest bid of a dealer who can buy.

afterEach(cleanup);

const ended: StaffAuction = {
  id: '00000000-0000-4000-8000-000000000001',
  listing_id: '00000000-0000-4000-8000-000000000002',
  status: 'ended',
  start_at: '2026-11-26T10:00:00.000Z',
  end_at: '2026-11-26T11:00:00.000Z',
  starting_price_cents: 120_000,
  current_price_cents: 135_000,
  min_next_bid_cents: 140_000,
  bid_count: 3,
  reserve_met: null,
  outcome: 'reserve_not_met',
  currency: 'USD',
  listing: { title: 'Vintage Leica M3 camera', thumbnail_url: null, location_city: 'Leeds' },
  server_time: new Date().toISOString(),
  reserve_price_cents: null,
  hammer_price_cents: null,
  winner: null,
  fee_cents: null,
  fee_status: null,
  fee_collected_at: null,
  fee_reference: null,
  // Just ended, so the 48 hours to accept are open.
  ended_at: new Date().toISOString(),
  force_end_reason: null,
  leader_suspended: true,
  unsold_reason: 'leader_suspended',
  offer_cents: 130_000,
};

const withQueries = (node: ReactNode) => (
  <QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>
);

describe('the seller outcome when the leading dealer was suspended', () => {
  it('says it did not sell, why, and which bid the seller may accept', () => {
    render(<OutcomeSummary auction={ended} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Not sold');
    expect(screen.queryByText('Reserve not met')).toBeNull();
    expect(
      screen.getByText(
        'The highest bid, $1,350.00, came from a dealer whose account is suspended, so Gavel did not sell your item to them. The highest bid from a dealer who can buy is $1,300.00: you can accept it or run the auction again.',
      ),
    ).toBeTruthy();
  });

  it('says when no other dealer bid', () => {
    render(<OutcomeSummary auction={{ ...ended, offer_cents: null }} />);
    expect(
      screen.getByText(/No other dealer bid, so you can run the auction again\./),
    ).toBeTruthy();
  });

  it('offers the eligible dealer’s bid, not the suspended leader’s price', () => {
    render(withQueries(<AcceptOfferPanel auction={ended} title="Vintage Leica M3 camera" />));
    expect(screen.getByText('$1,300.00')).toBeTruthy();
    expect(screen.getByText(/the highest bidder who can buy/)).toBeTruthy();
    expect(screen.queryByText('$1,350.00')).toBeNull();
  });

  it('offers nothing when no dealer who can buy bid', () => {
    const { container } = render(
      withQueries(<AcceptOfferPanel auction={{ ...ended, offer_cents: null }} title="Leica" />),
    );
    expect(container.textContent).toBe('');
  });

  it('after the seller accepted, says so instead of a below-reserve note', () => {
    render(
      <OutcomeSummary
        auction={{
          ...ended,
          outcome: 'sold',
          hammer_price_cents: 130_000,
          winner: { dealer_id: '00000000-0000-4000-8000-000000000003', company_name: 'Two Ltd' },
          fee_cents: 9_900,
          fee_status: 'outstanding',
          offer_cents: null,
        }}
      />,
    );
    expect(screen.getByText('Your item sold for $1,300.00 to Two Ltd.')).toBeTruthy();
    expect(
      screen.getByText(
        'The highest bidder could not buy, so you accepted the highest bid from a dealer who can.',
      ),
    ).toBeTruthy();
  });
});

describe('a sale below the reserve', () => {
  const sold: StaffAuction = {
    ...ended,
    outcome: 'sold',
    reserve_price_cents: 150_000,
    hammer_price_cents: 135_000,
    winner: { dealer_id: '00000000-0000-4000-8000-000000000003', company_name: 'Two Ltd' },
    fee_cents: 9_900,
    fee_status: 'outstanding',
    leader_suspended: false,
    unsold_reason: null,
    offer_cents: null,
  };
  const note = 'You accepted the highest bid below your reserve price.';

  it('says the seller accepted the highest bid when it sold at that bid', () => {
    render(<OutcomeSummary auction={sold} />);
    expect(screen.getByText(note)).toBeTruthy();
  });

  it('says nothing of it when staff adjusted the price on a dispute', () => {
    render(<OutcomeSummary auction={{ ...sold, hammer_price_cents: 120_000 }} />);
    expect(screen.getByText('Your item sold for $1,200.00 to Two Ltd.')).toBeTruthy();
    expect(screen.queryByText(note)).toBeNull();
  });
});

describe('a force end’s reason', () => {
  it.each([
    [
      'Closed early: the item must be collected this week.',
      'Our team ended this auction early: the item must be collected this week.',
    ],
    [
      'Closed early at the seller’s request.',
      'Our team ended this auction early at the seller’s request.',
    ],
    ['Ended early', 'Our team ended this auction early.'],
    ['Duplicate listing.', 'Our team ended this auction early: Duplicate listing.'],
  ])('“%s” reads as one sentence', (reason, sentence) => {
    expect(earlyEndSentence(reason)).toBe(sentence);
  });

  it('shows on the outcome once', () => {
    render(
      <OutcomeSummary
        auction={{
          ...ended,
          force_end_reason: 'Closed early: the item must be collected this week.',
        }}
      />,
    );
    expect(
      screen.getByText('Our team ended this auction early: the item must be collected this week.'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/early: Closed early/);
  });
});
