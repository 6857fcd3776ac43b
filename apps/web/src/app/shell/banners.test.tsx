import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { writeSession } from '../../lib/session';
import { BANNER_STALE_TIMES } from '../../lib/settings';
import { queuesQueryOptions } from '../../features/staff/api/get-queues';
import { dealerProfileBannerQueryOptions } from '../../lib/queries/get-dealer-profile';
import { sellerKycBannerQueryOptions } from '../../features/kyc/api/get-seller-kyc';
import { DealerBanner } from './dealer-banner';
import { EmailBanner } from './email-banner';
import { SellerKycBanner } from './seller-kyc-banner';

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

function renderInApp(element: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const rootRoute = createRootRoute({ component: () => element });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  writeSession({ token: 't', refreshToken: 'r', roles: ['SELLER', 'DEALER'] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('seller KYC banner (seed §2)', () => {
  it.each([
    ['not_started', 'KYC not started', 'Start'],
    ['pending', 'KYC pending review', 'View'],
    ['rejected', 'KYC not approved', 'Fix'],
    ['resubmission_requested', 'KYC not approved', 'Fix'],
  ])('%s → "%s" with a "%s" link to /seller/kyc', async (status, text, link) => {
    const fetchMock = answer(200, { status });
    renderInApp(<SellerKycBanner />);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe('/seller/kyc');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/seller\/kyc$/);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer t' });
  });

  it('is not shown once KYC is approved', async () => {
    const fetchMock = answer(200, { status: 'approved' });
    renderInApp(<SellerKycBanner />);
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('dealer banner (seed §2)', () => {
  it.each([
    ['pending', 'Dealer access pending activation', 'Onboarding', '/dealer/onboarding'],
    ['suspended', 'Dealer account suspended', 'Profile', '/dealer/profile'],
  ])('%s → "%s" with a "%s" link', async (status, text, link, href) => {
    answer(200, { status });
    renderInApp(<DealerBanner />);
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(href);
  });

  it('no profile (an error reading it) → "Dealer onboarding not started"', async () => {
    answer(404, { error: { code: 'not_found', message: 'No dealer profile yet.' } });
    renderInApp(<DealerBanner />);
    expect(await screen.findByText('Dealer onboarding not started')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Onboarding' }).getAttribute('href')).toBe(
      '/dealer/onboarding',
    );
  });

  it('is not shown for an active dealer', async () => {
    const fetchMock = answer(200, { status: 'active' });
    renderInApp(<DealerBanner />);
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('email banner (SPEC §3.1)', () => {
  const me = (verified: boolean) => ({
    id: 'u1',
    email: 'sam@example.com',
    name: 'Sam',
    roles: ['SELLER'],
    email_verified: verified,
    mfa_enabled: false,
    created_at: '2026-01-01T00:00:00.000Z',
  });

  it('asks an unconfirmed account to confirm, and "Resend email" asks for a new link', async () => {
    const fetchMock = answer(200, me(false));
    renderInApp(<EmailBanner />);
    expect(await screen.findByText('Confirm your email address')).toBeTruthy();
    expect(screen.getByText(/sam@example\.com/)).toBeTruthy();
    answer(202, {});
    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    await vi.waitFor(() => {
      expect(vi.mocked(fetch)).toHaveBeenCalled();
    });
    const [url, init] = vi.mocked(fetch).mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/auth\/verify-email\/resend$/);
    expect(init.method).toBe('POST');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not shown once the address is confirmed', async () => {
    const fetchMock = answer(200, me(true));
    renderInApp(<EmailBanner />);
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('seed §9 stale times of the shell reads', () => {
  it('admin queues 60 s, seller KYC banner 2 s, dealer banner 10 s', () => {
    expect(BANNER_STALE_TIMES).toEqual({
      adminQueues: 60_000,
      sellerKyc: 2_000,
      dealerProfile: 10_000,
    });
    expect(queuesQueryOptions().staleTime).toBe(60_000);
    expect(sellerKycBannerQueryOptions().staleTime).toBe(2_000);
    expect(dealerProfileBannerQueryOptions().staleTime).toBe(10_000);
  });
});
