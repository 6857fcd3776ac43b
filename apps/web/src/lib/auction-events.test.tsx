import { LIVE_STREAM_RETRY_SECONDS } from '@gavel/contract';
import { act, cleanup, renderHook } from '@testing-library/react';
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
});
