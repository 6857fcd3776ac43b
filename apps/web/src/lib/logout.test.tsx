import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, api, setSessionLostHandler } from './api-client';
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

  it('a signed-in route whose code arrives after Log out sends no read, nor the person to a login page', async () => {
    // The server: a call with the session's token is answered, one without it is a 401.
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) => {
        const auth = new Headers(init?.headers).get('Authorization');
        sent.push(auth);
        const [status, body] =
          auth === 'Bearer t'
            ? [200, {}]
            : [401, { error: { code: 'unauthenticated', message: 'Sign in to continue.' } }];
        return Promise.resolve(
          new Response(JSON.stringify(body), {
            status,
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      }),
    );
    const lost: string[] = [];
    setSessionLostHandler((loginPath) => lost.push(loginPath));
    const queryClient = createQueryClient();
    function Header() {
      const endLocalSession = useEndLocalSession();
      return (
        <>
          <button type="button" onClick={() => endLocalSession('Signed out')}>
            Log out
          </button>
          <Outlet />
        </>
      );
    }
    let loaderSettled = false;
    let release: () => void = () => undefined;
    const codeArrives = new Promise<undefined>((resolve) => {
      release = () => resolve(undefined);
    });
    const rootRoute = createRootRoute({ component: Header });
    const home = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      component: () => 'Home',
    });
    const seller = createRoute({
      getParentRoute: () => rootRoute,
      path: '/seller',
      // As the app's signed-in routes, whose loaders come with their route's code (the router
      // plugin's `autoCodeSplitting`): the page's read starts once that code has arrived.
      loader: async () => {
        await codeArrives;
        try {
          await queryClient.query({
            queryKey: ['seller', 'kyc'],
            queryFn: () => answer(api.GET('/api/seller/kyc')),
          });
        } finally {
          loaderSettled = true;
        }
      },
      component: () => 'KYC',
    });
    const router = createRouter({
      routeTree: rootRoute.addChildren([home, seller]),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByText('Home');
    void router.navigate({ to: '/seller' });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    release();
    // The loader still runs once the code is there, after Log out: settled, its read has had
    // every effect it will have.
    await waitFor(() => expect(loaderSettled).toBe(true));
    await waitFor(() => expect(router.state.status).toBe('idle'));
    expect(lost).toEqual([]);
    expect(router.state.location.pathname).toBe('/');
    // The loader's read was never sent: it could only have been refused.
    expect(sent).toEqual([]);
  });
});
