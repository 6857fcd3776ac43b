import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../lib/session';
import { usePlaceBid } from './place-bid';

// The dealer's bid panel on a page that is not a secure context (plain http on a LAN name):
// `crypto.randomUUID` is missing there, and the bid must still go out with an Idempotency-Key.
describe('usePlaceBid', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            bid: null,
            auction: { id: 'a1', server_time: new Date().toISOString() },
          }),
          { status: 201, headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    writeSession({ token: 't', refreshToken: 'r', roles: ['DEALER'] });
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends a fresh Idempotency-Key without crypto.randomUUID', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePlaceBid('l1', 'a1'), { wrapper });
    await act(() => result.current.mutateAsync({ amount_cents: 150_000 }));
    await act(() => result.current.mutateAsync({ amount_cents: 160_000 }));
    // Header names are case-insensitive; a Request (openapi-fetch) hands them on in lower case.
    const keys = fetchMock.mock.calls.map(([, init]) =>
      new Headers((init as RequestInit).headers).get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
