import type { Negotiation, Offer, SellerNegotiation } from '@gavel/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { NegotiationPanel, type NegotiationPanelProps } from './negotiation-panel';
import { negotiationView, offerAmountError } from './negotiation-view';

afterEach(cleanup);

const ENDED = Date.parse('2026-11-28T12:00:00.000Z');
const EXPIRES = ENDED + 48 * 3_600_000;
const NOW = ENDED + 3_600_000;

let next = 0;
function offer(by: Offer['by'], amount: number, status: Offer['status'], minutes = 0): Offer {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    by,
    amount_cents: amount,
    status,
    created_at: new Date(ENDED + (minutes + 1) * 60_000).toISOString(),
  };
}

function negotiation(offers: Offer[], extra: Partial<Negotiation> = {}): Negotiation {
  return {
    auction_id: '00000000-0000-4000-8000-0000000000aa',
    status: 'open',
    expires_at: new Date(EXPIRES).toISOString(),
    highest_bid_cents: 130_000,
    offers,
    ...extra,
  };
}

const forSeller = (n: Negotiation, reserve: number | null = 150_000): SellerNegotiation => ({
  ...n,
  reserve_price_cents: reserve,
});

function panel(props: Partial<NegotiationPanelProps> & Pick<NegotiationPanelProps, 'side'>) {
  const handlers = {
    onOffer: vi.fn((_cents: number) => Promise.resolve()),
    onAccept: vi.fn((_id: string) => Promise.resolve()),
    onDecline: vi.fn((_id: string) => Promise.resolve()),
  };
  render(
    <NegotiationPanel
      negotiation={negotiation([])}
      currency="USD"
      now={NOW}
      title="Vintage Leica M3 camera"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const offerRows = () =>
  within(screen.getByRole('region', { name: 'Offers' }))
    .queryAllByRole('listitem')
    .map((row) => row.textContent);

describe('the negotiation panel (SPEC §13.1)', () => {
  it('shows the seller the window, the highest bid, the reserve and the range it may offer', () => {
    panel({ side: 'seller', negotiation: forSeller(negotiation([])) });
    expect(screen.getByRole('heading', { name: 'Negotiate with the highest bidder' })).toBeTruthy();
    expect(screen.getByText(/\(1d 23h left\)/)).toBeTruthy();
    expect(screen.getByText('$1,300.00')).toBeTruthy();
    expect(screen.getByText('Your reserve').nextSibling?.textContent).toBe('$1,500.00');
    expect(screen.getByText('No offers yet.')).toBeTruthy();
    expect(screen.getByText('Between $1,300.01 and $1,500.00.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make an offer' })).toBeTruthy();
  });

  it('lists the offers oldest first with who made them, and the dealer never sees a reserve', () => {
    const sellers = offer('seller', 148_000, 'countered', 1);
    const dealers = offer('dealer', 135_000, 'declined', 2);
    const pending = offer('seller', 145_000, 'pending', 3);
    panel({ side: 'dealer', negotiation: negotiation([sellers, dealers, pending]) });
    const rows = offerRows();
    expect(rows[0]).toContain('The seller offered $1,480.00');
    expect(rows[0]).toContain('Countered');
    expect(rows[1]).toContain('You offered $1,350.00');
    expect(rows[1]).toContain('Declined');
    expect(rows[2]).toContain('The seller offered $1,450.00');
    expect(rows[2]).toContain('Waiting for an answer');
    expect(screen.queryByText('Your reserve')).toBeNull();
    // Below the seller's pending offer.
    expect(screen.getByText('Between $1,300.01 and $1,449.99.')).toBeTruthy();
  });

  it('offers Accept and Decline only on the other side’s pending offer', () => {
    const mine = offer('dealer', 135_000, 'pending');
    panel({ side: 'dealer', negotiation: negotiation([mine]) });
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    // One's own offer waits: no second one (ADR 053).
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
    expect(screen.getByText(/Your offer is waiting for an answer/)).toBeTruthy();
    cleanup();

    const handlers = panel({ side: 'seller', negotiation: forSeller(negotiation([mine])) });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(handlers.onDecline).toHaveBeenCalledWith(mine.id);
  });

  it('asks before accepting, since accepting sells', async () => {
    const theirs = offer('dealer', 140_000, 'pending');
    const onSold = vi.fn();
    const handlers = panel({
      side: 'seller',
      negotiation: forSeller(negotiation([theirs])),
      onSold,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(handlers.onAccept).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Sell at this offer?' });
    expect(dialog.textContent).toContain('Vintage Leica M3 camera will be sold for $1,400.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => {
      expect(onSold).toHaveBeenCalledWith(140_000);
    });
    expect(handlers.onAccept).toHaveBeenCalledWith(theirs.id);
  });

  it('stops at five offers per side', () => {
    const five = [1, 2, 3, 4, 5].map((i) => offer('seller', 150_000 - i, 'declined', i));
    panel({ side: 'seller', negotiation: forSeller(negotiation(five)) });
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
    expect(screen.getByText(/You have made the 5 offers allowed/)).toBeTruthy();
  });

  it('after the 48 hours: lapsed, nothing to do, the pending offer lapsed too', () => {
    const theirs = offer('dealer', 140_000, 'pending');
    panel({
      side: 'seller',
      negotiation: forSeller(negotiation([theirs])),
      now: EXPIRES + 1,
    });
    expect(screen.getByText(/The negotiation has ended: its 48 hours ended/)).toBeTruthy();
    expect(offerRows()[0]).toContain('Lapsed');
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
  });

  it('once an offer was accepted: says so, and offers nothing', () => {
    const accepted = offer('seller', 145_000, 'accepted');
    panel({ side: 'dealer', negotiation: negotiation([accepted], { status: 'accepted' }) });
    expect(screen.getByText('An offer was accepted.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
  });

  it('checks the amount against the range before sending it', () => {
    const handlers = panel({ side: 'seller', negotiation: forSeller(negotiation([])) });
    const field = screen.getByRole('textbox', { name: 'Your offer' });
    fireEvent.change(field, { target: { value: '1600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make an offer' }));
    expect(screen.getByText('Offer between $1,300.01 and $1,500.00')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make an offer' }));
    expect(screen.getByText('Enter an amount, such as 1500 or 1500.50')).toBeTruthy();
    expect(handlers.onOffer).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '1,450.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make an offer' }));
    expect(handlers.onOffer).toHaveBeenCalledWith(145_050);
  });

  it('shows a 422 under the amount and a 409 as an alert with the server’s message', async () => {
    const onOffer = vi
      .fn<(cents: number) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError(422, {
          error: {
            code: 'validation_error',
            message: 'Invalid request',
            details: {
              fields: [{ path: 'amount_cents', message: 'Offer at most $1,500.00' }],
            },
          },
        }),
      )
      .mockRejectedValueOnce(
        new ApiError(409, {
          error: { code: 'invalid_state', message: 'The dealer answered first.' },
        }),
      );
    panel({ side: 'seller', negotiation: forSeller(negotiation([])), onOffer });
    fireEvent.change(screen.getByRole('textbox', { name: 'Your offer' }), {
      target: { value: '1400' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Make an offer' }));
    expect(await screen.findByText('Offer at most $1,500.00')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Make an offer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The dealer answered first.');
  });
});

describe('negotiationView', () => {
  it('offers nothing when the range is empty (a reserve one cent above the bid)', () => {
    const view = negotiationView(forSeller(negotiation([]), 130_001), 'seller', NOW);
    expect(view.range).toEqual({ min: 130_001, max: 130_001 });
    const none = negotiationView(forSeller(negotiation([]), 130_000), 'seller', NOW);
    expect(none.range).toBeNull();
  });

  it('gives the dealer no upper bound without a pending seller offer, the seller none without a reserve', () => {
    expect(negotiationView(negotiation([]), 'dealer', NOW).range).toEqual({
      min: 130_001,
      max: null,
    });
    expect(negotiationView(forSeller(negotiation([]), null), 'seller', NOW).range).toEqual({
      min: 130_001,
      max: null,
    });
    expect(offerAmountError(130_000, { min: 130_001, max: null }, String)).toBe(
      'Offer at least 130001',
    );
  });
});
