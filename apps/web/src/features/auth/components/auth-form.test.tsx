import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { readSession } from '../../../lib/session';
import { AuthForm } from './auth-form';

const SESSION = {
  access_token: 'access-2',
  refresh_token: 'refresh-2',
  token_type: 'bearer',
  expires_in: 900,
  user: {
    id: 'u1',
    email: 'tess@example.com',
    name: 'Tess',
    roles: ['SELLER'],
    email_verified: true,
  },
};

/** Answers each call in turn with the next `[status, body]`. */
function answers(...replies: [number, unknown][]) {
  const fetchMock = vi.fn(() => {
    const [status, body] = replies.shift() ?? [500, {}];
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function openLogin() {
  const rootRoute = createRootRoute();
  const login = createRoute({
    getParentRoute: () => rootRoute,
    path: '/seller/login',
    component: () => <AuthForm area="seller" mode="login" />,
  });
  const seller = createRoute({
    getParentRoute: () => rootRoute,
    path: '/seller',
    component: () => <p>Seller home</p>,
  });
  const history = createMemoryHistory({ initialEntries: ['/seller/login'] });
  const router = createRouter({ routeTree: rootRoute.addChildren([login, seller]), history });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function enterPassword() {
  fireEvent.change(await screen.findByLabelText('Email'), {
    target: { value: 'tess@example.com' },
  });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-pass-123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const bodyOf = (fetchMock: ReturnType<typeof answers>, call: number): unknown =>
  JSON.parse((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].body as string);

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-in with two-step sign-in (SPEC §3.1)', () => {
  it('asks for the code after the password, then starts the session as a password sign-in does', async () => {
    const fetchMock = answers(
      [200, { mfa_required: true, mfa_token: 'mfa-1' }],
      [
        422,
        {
          error: {
            code: 'validation_error',
            message: 'Wrong code',
            details: { fields: [{ path: 'code', message: 'That code is not right.' }] },
          },
        },
      ],
      [200, SESSION],
    );
    openLogin();
    await enterPassword();

    const code = await screen.findByLabelText('Code');
    expect(readSession()).toBeNull();
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');

    // A recovery code has letters: the field leaves the number pad.
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(code.getAttribute('inputmode')).toBe('text');
    fireEvent.change(code, { target: { value: 'abcd-efgh-ijkl-mnop' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Seller home')).toBeTruthy();

    expect(bodyOf(fetchMock, 2)).toEqual({ mfa_token: 'mfa-1', code: 'abcd-efgh-ijkl-mnop' });
    expect((fetchMock.mock.calls[2] as unknown as [string])[0]).toMatch(
      /\/api\/auth\/mfa\/verify$/,
    );
    expect(readSession()).toEqual({
      token: 'access-2',
      refreshToken: 'refresh-2',
      roles: ['SELLER'],
    });
  });

  it('an expired code step goes back to the password with a note', async () => {
    answers(
      [200, { mfa_required: true, mfa_token: 'mfa-1' }],
      [
        400,
        { error: { code: 'invalid_token', message: 'The sign-in took too long. Sign in again.' } },
      ],
    );
    openLogin();
    await enterPassword();
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The sign-in took too long. Sign in again.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password?area=seller',
    );
  });
});
