import { LIVE_STREAM_RETRY_SECONDS } from '@gavel/contract';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuctionEvents } from './auction-events';

/**
 * The browser's EventSource as far as the hook uses it: a refused stream (an HTTP error status
 * such as 429) ends in `error` with `readyState` CLOSED, and the browser never retries it.
 */
class BrowserEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: BrowserEventSource[] = [];
  readyState = BrowserEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    BrowserEventSource.opened.push(this);
  }
  close() {
    this.readyState = BrowserEventSource.CLOSED;
  }
  refuse() {
    this.readyState = BrowserEventSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  accept() {
    this.readyState = BrowserEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
}

// SPEC §9: past the open-stream limits the server answers 429 with Retry-After; the page opens
// the stream again after that wait instead of staying without live updates.
describe('useAuctionEvents', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    BrowserEventSource.opened = [];
    vi.stubGlobal('EventSource', BrowserEventSource);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('opens a refused stream again after the wait the server asks for, and reads again', () => {
    const onOpen = vi.fn();
    const { result } = renderHook(() => useAuctionEvents('a1', { onEvent: vi.fn(), onOpen }));
    expect(BrowserEventSource.opened).toHaveLength(1);
    act(() => BrowserEventSource.opened[0]?.refuse());
    expect(result.current).toBe('closed');

    // Not before the wait the server asks for; within twice it (spread, so pages do not return
    // all at once).
    act(() => {
      vi.advanceTimersByTime(LIVE_STREAM_RETRY_SECONDS * 1000 - 1);
    });
    expect(BrowserEventSource.opened).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(LIVE_STREAM_RETRY_SECONDS * 1000 + 1);
    });
    expect(BrowserEventSource.opened).toHaveLength(2);
    expect(BrowserEventSource.opened[1]?.url).toMatch(/\/auctions\/a1\/events$/);

    act(() => BrowserEventSource.opened[1]?.accept());
    expect(result.current).toBe('open');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('leaves a page without retrying once it is gone', () => {
    const { unmount } = renderHook(() => useAuctionEvents('a1', { onEvent: vi.fn() }));
    act(() => BrowserEventSource.opened[0]?.refuse());
    unmount();
    act(() => {
      vi.advanceTimersByTime(LIVE_STREAM_RETRY_SECONDS * 1000 * 3);
    });
    expect(BrowserEventSource.opened).toHaveLength(1);
  });

  it('lets the browser reconnect by itself after a dropped connection', () => {
    const { result } = renderHook(() => useAuctionEvents('a1', { onEvent: vi.fn() }));
    const source = BrowserEventSource.opened[0];
    act(() => {
      source?.accept();
      source?.dispatchEvent(new Event('error'));
    });
    expect(result.current).toBe('connecting');
    act(() => {
      vi.advanceTimersByTime(LIVE_STREAM_RETRY_SECONDS * 1000 * 2);
    });
    expect(BrowserEventSource.opened).toHaveLength(1);
  });
  it("hands a stream's events on in the order they came, read with the contract's schema", async () => {
    const onEvent = vi.fn();
    renderHook(() => useAuctionEvents('a1', { onEvent }));
    const source = BrowserEventSource.opened[0];
    const auction = {
      id: '0b0e6a51-2f2a-4c8e-9b0a-2d5f1f7c2a11',
      listing_id: '5a1e0c1f-7d33-4b7e-8f55-6a1c0f6f3c22',
      status: 'live',
      start_at: '2026-11-29T10:00:00.000Z',
      end_at: '2026-11-29T12:00:00.000Z',
      starting_price_cents: 10_000,
      current_price_cents: 12_000,
      min_next_bid_cents: 12_500,
      bid_count: 3,
      reserve_met: null,
      outcome: null,
      currency: 'USD',
      listing: { title: 'Lot', thumbnail_url: null, location_city: null },
      server_time: '2026-11-29T11:00:00.000Z',
    };
    vi.useRealTimers();
    act(() => {
      source?.accept();
      // The first event loads the schema's chunk; those behind it wait for it, in order.
      source?.dispatchEvent(new MessageEvent('bid', { data: JSON.stringify(auction) }));
      source?.dispatchEvent(new MessageEvent('extended', { data: '{"not":"an auction"}' }));
      source?.dispatchEvent(
        new MessageEvent('ended', { data: JSON.stringify({ ...auction, status: 'ended' }) }),
      );
    });
    await waitFor(() => {
      expect(onEvent).toHaveBeenCalledTimes(3);
    });
    expect(onEvent.mock.calls).toEqual([
      ['bid', auction],
      ['extended', null],
      ['ended', { ...auction, status: 'ended' }],
    ]);
  });
});
