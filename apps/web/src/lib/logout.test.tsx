import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, api } from './api-client';
import { useEndLocalSession } from './logout';
import { createQueryClient } from './query-client';
import { readSession, writeSession } from './session';

// Log out while a signed-in page's reads are in flight: they were sent with the session's token,
// which the server is about to revoke; answered after that, each would be a 401.
describe('useEndLocalSession', () => {
  let signals: AbortSignal[];

  beforeEach(() => {
    signals = [];
    // Every read stays in flight until it is aborted.
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        if (init?.signal) signals.push(init.signal);
        return new Promise<Response>(() => undefined);
      }),
    );
    writeSession({ token: 't', refreshToken: 'r', roles: ['SELLER'] });
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  function SellerPage() {
    useQuery({
      queryKey: ['seller', 'kyc'],
      queryFn: ({ signal }) => answer(api.GET('/api/seller/kyc', { signal })),
    });
    const endLocalSession = useEndLocalSession();
    return (
      <button type="button" onClick={() => endLocalSession('Signed out')}>
        Log out
      </button>
    );
  }

  it('stops the reads in flight before the session ends', async () => {
    const queryClient = createQueryClient();
    const rootRoute = createRootRoute({ component: SellerPage });
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: ['/seller'] }),
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]?.aborted).toBe(false);

    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(signals[0]?.aborted).toBe(true);
    expect(readSession()).toBeNull();
  });
});
