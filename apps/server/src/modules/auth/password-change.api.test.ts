import { describe, expect, it } from 'vitest';
import { bearer, register, useTestApp } from '../../../test/helpers.js';
import { errorCode, fieldPaths } from '../../../test/http.js';

const t = useTestApp({ RATE_LIMIT: 'on' });

let ipCounter = 0;
const post = (url: string, payload?: unknown, headers = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as never }),
    remoteAddress: `10.5.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`,
  });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const refresh = (refreshToken: string) =>
  post('/api/auth/refresh', { refresh_token: refreshToken });

/** A seller signed in on two devices. */
async function onTwoDevices() {
  const account = await register(t.app);
  const laptop = account.session;
  const phone = (await login(account.email, account.password)).json<{
    access_token: string;
    refresh_token: string;
  }>();
  return { ...account, laptop, phone };
}

describe('POST /api/auth/password', () => {
  it('changes the password, answers new tokens and ends every other session', async () => {
    const account = await onTwoDevices();
    const res = await post(
      '/api/auth/password',
      { current_password: account.password, new_password: 'A-changed-passphrase-42' },
      bearer(account.laptop.access_token),
    );
    expect(res.statusCode).toBe(200);
    const pair = res.json<Record<string, unknown>>();
    expect(Object.keys(pair).sort()).toEqual([
      'access_token',
      'expires_in',
      'refresh_token',
      'token_type',
    ]);
    expect(pair.token_type).toBe('bearer');

    for (const old of [account.laptop.refresh_token, account.phone.refresh_token]) {
      expect(errorCode(await refresh(old))).toBe('invalid_refresh_token');
    }
    expect((await refresh(pair.refresh_token as string)).statusCode).toBe(200);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'A-changed-passphrase-42')).statusCode).toBe(200);
  });

  it('answers a wrong current password with 422 on that field, never 401', async () => {
    const account = await onTwoDevices();
    const res = await post(
      '/api/auth/password',
      { current_password: 'Not-the-password-1', new_password: 'A-changed-passphrase-43' },
      bearer(account.laptop.access_token),
    );
    expect(res.statusCode).toBe(422);
    expect(fieldPaths(res)).toEqual(['current_password']);
    // Nothing changed: both sessions live on, the old password still works.
    expect((await refresh(account.phone.refresh_token)).statusCode).toBe(200);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('refuses a weak or unchanged new password with 422 on new_password', async () => {
    const account = await register(t.app);
    const auth = bearer(account.session.access_token);
    const weak = await post(
      '/api/auth/password',
      { current_password: account.password, new_password: 'password1' },
      auth,
    );
    expect(fieldPaths(weak)).toEqual(['new_password']);
    const same = await post(
      '/api/auth/password',
      { current_password: account.password, new_password: account.password },
      auth,
    );
    expect(fieldPaths(same)).toEqual(['new_password']);
    const both = await post(
      '/api/auth/password',
      { current_password: 'Not-the-password-2', new_password: 'password1' },
      auth,
    );
    expect(fieldPaths(both).sort()).toEqual(['current_password', 'new_password']);
    const missing = await post(
      '/api/auth/password',
      { new_password: 'A-fine-passphrase-77' },
      auth,
    );
    expect(fieldPaths(missing)).toEqual(['current_password']);
  });

  it('counts wrong current passwords as failed logins', async () => {
    const account = await register(t.app);
    const auth = bearer(account.session.access_token);
    for (let i = 0; i < 10; i++) {
      const res = await post(
        '/api/auth/password',
        { current_password: `Wrong-guess-${i}`, new_password: 'A-changed-passphrase-44' },
        auth,
      );
      expect(res.statusCode).toBe(422);
    }
    const locked = await post(
      '/api/auth/password',
      { current_password: account.password, new_password: 'A-changed-passphrase-44' },
      auth,
    );
    expect(locked.statusCode).toBe(429);
    expect(errorCode(locked)).toBe('rate_limited');
  });

  it('needs a session', async () => {
    const res = await post('/api/auth/password', {
      current_password: 'x',
      new_password: 'A-changed-passphrase-45',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('revokes every refresh token of the account; access tokens run out on their own', async () => {
    const account = await onTwoDevices();
    const other = await register(t.app);
    const res = await post('/api/auth/logout-all', undefined, bearer(account.phone.access_token));
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    for (const old of [account.laptop.refresh_token, account.phone.refresh_token]) {
      expect(errorCode(await refresh(old))).toBe('invalid_refresh_token');
    }
    // Another account's session is untouched.
    expect((await refresh(other.session.refresh_token)).statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(account.laptop.access_token),
    });
    expect(me.statusCode).toBe(200);
    t.clock.advance(15 * 60);
    const later = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(account.laptop.access_token),
    });
    expect(later.statusCode).toBe(401);
    // Signing in again starts a new session.
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    expect((await post('/api/auth/logout-all')).statusCode).toBe(401);
  });
});
