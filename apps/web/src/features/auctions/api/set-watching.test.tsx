import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../lib/session';
import { useIsWatching } from './get-watchlist';
import { useSetWatching } from './set-watching';

// The Watch toggle ignores presses while its change is pending: the change must end when the
// server has answered, not when the lists it makes stale have been read again.
describe('useSetWatching', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let watchlistReads = 0;

  beforeEach(() => {
    watchlistReads = 0;
    fetchMock = vi.fn((_url: string, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') {
        watchlistReads += 1;
        // The first read answers an empty watchlist; every read after it stays in flight.
        if (watchlistReads > 1) return new Promise<Response>(() => undefined);
        return Promise.resolve(
          new Response(JSON.stringify({ items: [], next_cursor: null }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        );
      }
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    vi.stubGlobal('fetch', fetchMock);
    writeSession({ token: 't', refreshToken: 'r', roles: ['DEALER'] });
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is done once the server has answered, while the watchlist is still being read again', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({ watching: useIsWatching('a1'), set: useSetWatching('a1') }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.watching).toBe(false));

    // Before, the change awaited the lists' reads again: it never ended while one was in flight.
    await act(() => result.current.set.mutateAsync(true));
    await waitFor(() => expect(result.current.watching).toBe(true));
    expect(result.current.set.isPending).toBe(false);
    // The watchlist's read again is still in flight, and a second press goes out at once.
    expect(watchlistReads).toBe(2);
    await act(() => result.current.set.mutateAsync(false));
    await waitFor(() => expect(result.current.watching).toBe(false));
    const methods = fetchMock.mock.calls.map(([, init]) => (init as RequestInit).method ?? 'GET');
    expect(methods.filter((method) => method !== 'GET')).toEqual(['PUT', 'DELETE']);
  });
});
