import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { emailedTokenSearch } from './emailed-token';
import { VerifyEmailPage } from './verify-email-page';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The page on its route, in StrictMode as in main.tsx (effects run twice in development). */
function open(href: string) {
  const rootRoute = createRootRoute();
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path: '/verify-email',
    validateSearch: emailedTokenSearch,
    component: function Page() {
      return <VerifyEmailPage token={route.useSearch().token} />;
    },
  });
  const history = createMemoryHistory({ initialEntries: [href] });
  const router = createRouter({ routeTree: rootRoute.addChildren([route]), history });
  render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return history;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/verify-email (SPEC §3.1)', () => {
  it('posts the token once, even in StrictMode, and takes it out of the address', async () => {
    const fetchMock = answer(200, { email_verified: true });
    const history = open('/verify-email?token=abc123');
    expect(await screen.findByText('Your email address is confirmed')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/auth\/verify-email$/);
    expect(JSON.parse(init.body as string)).toEqual({ token: 'abc123' });
    expect(history.location.href).toBe('/verify-email');
    // Signed out: the way on is signing in.
    expect(screen.getByRole('link', { name: 'Sign in as a seller' })).toBeTruthy();
  });

  it('says so when the link is used or expired', async () => {
    answer(400, { error: { code: 'invalid_token', message: 'This link is not valid.' } });
    open('/verify-email?token=used');
    expect(await screen.findByText('This link has expired or has already been used')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in as a dealer' })).toBeTruthy();
  });

  it('without a token it posts nothing and asks for the emailed link', async () => {
    const fetchMock = answer(200, {});
    open('/verify-email');
    expect(await screen.findByText('Open the link from your email')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
