import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '../../lib/queries/auth-keys';
import { writeSession } from '../../lib/session';
import { HEARTBEAT_INTERVAL_MS } from '../../lib/settings';
import { useHeartbeat } from './use-heartbeat';

describe('heartbeat (seed §9)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let queryClient: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );

  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = new QueryClient();
    fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    writeSession({ token: 't', refreshToken: 'r', roles: ['SELLER'] });
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('beats every 30 s while signed in, with GET /api/auth/me', () => {
    expect(HEARTBEAT_INTERVAL_MS).toBe(30_000);
    renderHook(
      () => {
        useHeartbeat(true);
      },
      { wrapper },
    );
    vi.advanceTimersByTime(29_999);
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/\/api\/auth\/me$/);
    expect(init.headers).toMatchObject({ Authorization: 'Bearer t' });
    vi.advanceTimersByTime(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps the answer as the account read by the banner and the account page', async () => {
    const me = { id: 'u', email: 'a@b.c', email_verified: true };
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(me), { status: 200 }))),
    );
    renderHook(
      () => {
        useHeartbeat(true);
      },
      { wrapper },
    );
    await vi.advanceTimersByTimeAsync(30_000);
    expect(queryClient.getQueryData(authKeys.me)).toEqual(me);
  });

  it('does not beat when signed out, and stops on unmount', () => {
    const { rerender, unmount } = renderHook(
      ({ signedIn }: { signedIn: boolean }) => {
        useHeartbeat(signedIn);
      },
      { initialProps: { signedIn: false }, wrapper },
    );
    vi.advanceTimersByTime(90_000);
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ signedIn: true });
    vi.advanceTimersByTime(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unmount();
    vi.advanceTimersByTime(90_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
