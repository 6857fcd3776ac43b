import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type * as sonner from 'sonner';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { readSession } from '../../../lib/session';
import { actionToast } from '../../../lib/toasts';
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

vi.mock('sonner', async (importOriginal) => {
  const actual = await importOriginal<typeof sonner>();
  return {
    ...actual,
    toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() }),
  };
});

beforeEach(() => {
  localStorage.clear();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.dismiss).mockClear();
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

describe('a failed sign-in is shown on the form', () => {
  it('a wrong password is an alert on the form that takes the focus, not a toast', async () => {
    answers(
      [401, { error: { code: 'unauthorized', message: 'The email or password is incorrect.' } }],
      [401, { error: { code: 'unauthorized', message: 'The email or password is incorrect.' } }],
      [200, SESSION],
    );
    openLogin();
    await enterPassword();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The email or password is incorrect.');
    await waitFor(() => {
      expect(document.activeElement).toBe(alert);
    });
    expect(toast.error).not.toHaveBeenCalled();
    expect(readSession()).toBeNull();

    // The same failure again takes the focus again (it may have moved to a field meanwhile).
    screen.getByLabelText('Password').focus();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('alert'));
    });

    // The next, correct sign-in dismisses every toast still showing and the alert goes.
    actionToast('watch', 'success', 'Watching');
    await waitFor(() => {
      expect(toast.success).toHaveBeenCalled();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Seller home')).toBeTruthy();
    expect(toast.dismiss).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a lockout (429) is an alert with the wait, and Sign in waits too', async () => {
    answers([
      429,
      {
        error: {
          code: 'rate_limited',
          message: 'Too many failed sign-in attempts. Please wait before trying again.',
          details: { retry_after_seconds: 600 },
        },
      },
    ]);
    openLogin();
    await enterPassword();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Too many failed sign-in attempts. Please wait before trying again.',
    );
    await waitFor(() => {
      expect(document.activeElement).toBe(alert);
    });
    expect(screen.getByRole('status').textContent).toBe('Try again in 10 minutes');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign in' }).disabled).toBe(true);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('missing fields are shown next to them and the first takes the focus', async () => {
    const fetchMock = answers();
    openLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failure of the code step that is not about the code is an alert on it', async () => {
    answers(
      [200, { mfa_required: true, mfa_token: 'mfa-1' }],
      [500, { error: { code: 'internal_error', message: 'Something went wrong on our side.' } }],
    );
    openLogin();
    await enterPassword();
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Something went wrong on our side.');
    await waitFor(() => {
      expect(document.activeElement).toBe(alert);
    });
    expect(toast.error).not.toHaveBeenCalled();
  });
});
