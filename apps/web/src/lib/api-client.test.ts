import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, answer, api, publicApi, setSessionLostHandler } from './api-client';
import { dispositionFilename, fetchApiFile } from './api-file';
import { clearSession, readSession, SESSION_STORAGE_KEY, writeSession } from './session';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const unauthenticated = () =>
  json(401, { error: { code: 'unauthenticated', message: 'Sign in to continue.' } });

/** A scripted API: each call takes the next answer; every request is recorded. */
function scriptFetch(answer: (call: Call, index: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: Call = {
        url,
        method: init.method ?? 'GET',
        headers: { ...(init.headers as Record<string, string>) },
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      return answer(call, calls.length - 1);
    }),
  );
  return calls;
}

const isRefresh = (call: Call) => call.url.endsWith('/api/auth/refresh');

let lost: string[] = [];

beforeEach(() => {
  // The client logs why a refresh failed; the reason is asserted where it matters.
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  lost = [];
  setSessionLostHandler((loginPath) => lost.push(loginPath));
  writeSession({ token: 'old-access', refreshToken: 'old-refresh', roles: ['SELLER'] });
  window.history.replaceState(null, '', '/seller/kyc');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the typed client', () => {
  it('asks for JSON, sends JSON bodies, and carries the bearer token only on auth calls', async () => {
    const calls = scriptFetch(() => json(200, { ok: true }));
    await publicApi.GET('/api/listings');
    await api.POST('/api/seller/listings', { body: { title: 'Lamp' } });

    expect(calls[0]?.headers).toEqual({ Accept: 'application/json' });
    expect(calls[0]?.url).toMatch(/\/api\/listings$/);
    expect(calls[1]).toMatchObject({
      method: 'POST',
      body: { title: 'Lamp' },
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: 'Bearer old-access',
      },
    });
  });

  it('turns any answer outside 200–299 into an error carrying the body', async () => {
    const body = {
      error: {
        code: 'validation_error',
        message: 'Some fields are not valid.',
        details: { fields: [{ path: 'address.city', message: 'Required' }] },
      },
    };
    scriptFetch(() => json(422, body));
    const error = await api
      // An incomplete form, as a person may send one.
      .POST('/api/seller/kyc', { body: {} as never })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      body,
      code: 'validation_error',
      message: 'Some fields are not valid.',
      fieldErrors: { 'address.city': 'Required' },
    });
  });

  it('keeps a body that is not JSON as text', async () => {
    scriptFetch(() => new Response('Bad gateway', { status: 502 }));
    await expect(publicApi.GET('/api/auctions')).rejects.toMatchObject({
      status: 502,
      body: 'Bad gateway',
    });
  });

  it('answers undefined for 204', async () => {
    scriptFetch(() => new Response(null, { status: 204 }));
    await expect(
      answer(
        api.DELETE('/api/seller/listings/{id}/photos/{photo_id}', {
          params: { path: { id: 'l1', photo_id: 'p1' } },
        }),
      ),
    ).resolves.toBeUndefined();
  });
});

describe('401 → refresh once → retry once', () => {
  it('refreshes, stores the new pair and retries the call with the new token', async () => {
    const calls = scriptFetch((call) => {
      if (isRefresh(call))
        return json(200, { access_token: 'new-access', refresh_token: 'new-refresh' });
      return call.headers.Authorization === 'Bearer new-access'
        ? json(200, { status: 'approved' })
        : unauthenticated();
    });

    await expect(answer(api.GET('/api/seller/kyc'))).resolves.toEqual({ status: 'approved' });
    expect(calls.map((call) => call.url.replace(/.*\/api/, ''))).toEqual([
      '/seller/kyc',
      '/auth/refresh',
      '/seller/kyc',
    ]);
    const refresh = calls[1];
    expect(refresh?.body).toEqual({ refresh_token: 'old-refresh' });
    expect(refresh?.headers.Authorization).toBeUndefined();
    expect(readSession()).toEqual({
      token: 'new-access',
      refreshToken: 'new-refresh',
      roles: ['SELLER'],
    });
    expect(lost).toEqual([]);
  });

  it('retries only once: a second 401 is an error, with no second refresh', async () => {
    const calls = scriptFetch((call) =>
      isRefresh(call) ? json(200, { access_token: 'a2', refresh_token: 'r2' }) : unauthenticated(),
    );
    await expect(api.GET('/api/seller/kyc')).rejects.toMatchObject({ status: 401 });
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(calls).toHaveLength(3);
  });

  it('shares one refresh between calls that fail together', async () => {
    const calls = scriptFetch((call) => {
      if (isRefresh(call)) return json(200, { access_token: 'shared', refresh_token: 'shared-r' });
      return call.headers.Authorization === 'Bearer shared' ? json(200, {}) : unauthenticated();
    });
    await Promise.all([
      api.GET('/api/seller/kyc'),
      api.GET('/api/seller/listings'),
      api.GET('/api/auth/me'),
    ]);
    expect(calls.filter(isRefresh)).toHaveLength(1);
    expect(calls).toHaveLength(7);
  });

  it.each([
    ['/admin/listings', '/admin/login'],
    ['/dealer/profile', '/dealer/login'],
    ['/seller/kyc', '/seller/login'],
    ['/auctions', '/seller/login'],
  ])(
    'a failed refresh on %s clears the session and sends the person to %s',
    async (path, login) => {
      window.history.replaceState(null, '', path);
      const calls = scriptFetch((call) =>
        isRefresh(call)
          ? json(401, { error: { code: 'invalid_refresh_token', message: 'Sign in again.' } })
          : unauthenticated(),
      );
      await expect(api.GET('/api/auth/me')).rejects.toMatchObject({ status: 401 });
      expect(calls.filter(isRefresh)).toHaveLength(1);
      expect(calls).toHaveLength(2); // never retried after a failed refresh
      expect(readSession()).toBeNull();
      expect(lost).toEqual([login]);
    },
  );

  it('calls failing together send the person to the login page once', async () => {
    setSessionLostHandler((loginPath) => {
      lost.push(loginPath);
      window.history.pushState(null, '', loginPath);
    });
    window.history.replaceState(null, '', '/terms');
    scriptFetch((call) =>
      isRefresh(call)
        ? json(401, { error: { code: 'invalid_refresh_token', message: 'Sign in again.' } })
        : unauthenticated(),
    );
    const results = await Promise.allSettled([
      api.GET('/api/seller/kyc'),
      api.GET('/api/notifications/unread-count'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(lost).toEqual(['/seller/login']);
  });

  it('a refresh answering without tokens counts as failed ("refresh_failed")', async () => {
    const info = vi.mocked(console.info);
    scriptFetch((call) => (isRefresh(call) ? json(200, {}) : unauthenticated()));
    await expect(api.GET('/api/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(info).toHaveBeenCalledWith('refresh_failed');
    expect(readSession()).toBeNull();
    expect(lost).toEqual(['/seller/login']);
  });

  it('with no session to renew, clears and redirects without calling refresh', async () => {
    localStorage.clear();
    const calls = scriptFetch(() => unauthenticated());
    await expect(api.GET('/api/seller/kyc')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(lost).toEqual(['/seller/login']);
  });

  it('a 401 for a session ended while the call was out is just an error: no login page', async () => {
    const calls = scriptFetch(() => {
      // Log out (this page's or another tab's) clears the session before the answer comes.
      localStorage.clear();
      return unauthenticated();
    });
    await expect(api.GET('/api/seller/kyc')).rejects.toMatchObject({ status: 401 });
    expect(calls.filter(isRefresh)).toHaveLength(0);
    expect(lost).toEqual([]);
    // The next call leaves with no session: that one is a lost session.
    await expect(api.GET('/api/seller/kyc')).rejects.toMatchObject({ status: 401 });
    expect(lost).toEqual(['/seller/login']);
  });

  it('a call after this tab’s own Log out is not sent and is just an error: Log out chose `/`', async () => {
    // A lazily loaded route's loader may run after Log out has cleared the session here.
    clearSession({ endedHere: true });
    const calls = scriptFetch(() => unauthenticated());
    await expect(api.GET('/api/seller/kyc')).rejects.toMatchObject({
      status: 401,
      code: 'unauthenticated',
    });
    expect(calls).toHaveLength(0);
    expect(lost).toEqual([]);
    // A session stored since (another tab's sign-in), then lost there: a lost session again.
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ token: 'a', refreshToken: 'r', roles: ['SELLER'] }),
    );
    expect(readSession()).not.toBeNull();
    localStorage.clear();
    await expect(api.GET('/api/seller/kyc')).rejects.toMatchObject({ status: 401 });
    expect(lost).toEqual(['/seller/login']);
  });

  it('a session cleared as lost is not one this tab ended', async () => {
    clearSession({ endedHere: true });
    clearSession();
    scriptFetch(() => unauthenticated());
    await expect(api.GET('/api/seller/kyc')).rejects.toMatchObject({ status: 401 });
    expect(lost).toEqual(['/seller/login']);
  });

  /** An access token as the server shapes it (a JWT); only its claims matter to the client. */
  const accessToken = (sub: string, jti: string) =>
    ['{"alg":"HS256","typ":"JWT"}', JSON.stringify({ sub, jti }), 'signature']
      .map((part) => btoa(part).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))
      .join('.');

  /**
   * Dealer A signed in on /dealer, with A's token (`first`) sent; `logOutAndSignInAsB()` is Log
   * out and a sign-in as dealer B (`second`) while a call is out.
   */
  function twoDealers() {
    const first = accessToken('account-a', '1');
    const second = { token: accessToken('account-b', '2'), refreshToken: 'b-refresh' };
    writeSession({ token: first, refreshToken: 'a-refresh', roles: ['DEALER'] });
    window.history.replaceState(null, '', '/dealer');
    const logOutAndSignInAsB = () => {
      localStorage.clear();
      writeSession({ ...second, roles: ['DEALER'] });
    };
    return { first, second, logOutAndSignInAsB };
  }

  it('a call out when the person logs out and another account signs in is never resent as them', async () => {
    const { first, second, logOutAndSignInAsB } = twoDealers();
    const calls = scriptFetch((call) => {
      if (call.headers.Authorization === `Bearer ${first}`) {
        // Log out, then a sign-in as another dealer, before the answer to the first call comes.
        logOutAndSignInAsB();
        return unauthenticated();
      }
      return json(201, { id: 'bid' });
    });
    await expect(
      api.POST('/api/dealer/auctions/{id}/bids', {
        params: { path: { id: 'auction-1' } },
        body: { amount_cents: 100_000 },
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.headers.Authorization)).toEqual([`Bearer ${first}`]);
    expect(lost).toEqual([]);
    expect(readSession()?.token).toBe(second.token);
  });

  it('a refresh that answers after Log out and another sign-in neither resends the call nor touches their session', async () => {
    const { first, second, logOutAndSignInAsB } = twoDealers();
    const calls = scriptFetch((call) => {
      if (isRefresh(call)) {
        // Log out and a sign-in as another dealer while A's refresh is out; it still succeeds.
        logOutAndSignInAsB();
        return json(200, { access_token: accessToken('account-a', '3'), refresh_token: 'a-2' });
      }
      return call.headers.Authorization === `Bearer ${first}`
        ? unauthenticated()
        : json(200, { status: 'approved' });
    });
    await expect(api.GET('/api/seller/kyc')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.url.replace(/.*\/api/, ''))).toEqual([
      '/seller/kyc',
      '/auth/refresh',
    ]);
    expect(readSession()).toEqual({ ...second, roles: ['DEALER'] });
    expect(lost).toEqual([]);
  });

  it('a refresh that fails after Log out and another sign-in does not sign them out', async () => {
    const { second, logOutAndSignInAsB } = twoDealers();
    const calls = scriptFetch((call) => {
      if (isRefresh(call)) {
        logOutAndSignInAsB();
        return unauthenticated(); // Log out revoked A's refresh token
      }
      return unauthenticated();
    });
    await expect(api.GET('/api/seller/kyc')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(2);
    expect(readSession()?.token).toBe(second.token);
    expect(lost).toEqual([]);
  });

  it('a call out when another tab renews the same account is resent with the new token', async () => {
    const first = accessToken('account-a', '1');
    const renewed = accessToken('account-a', '2');
    writeSession({ token: first, refreshToken: 'a-refresh', roles: ['DEALER'] });
    const calls = scriptFetch((call) => {
      if (call.headers.Authorization === `Bearer ${first}`) {
        writeSession({ token: renewed, refreshToken: 'a-refresh-2', roles: ['DEALER'] });
        return unauthenticated();
      }
      return json(200, { status: 'approved' });
    });
    await expect(answer(api.GET('/api/seller/kyc'))).resolves.toEqual({ status: 'approved' });
    expect(calls.map((call) => call.headers.Authorization)).toEqual([
      `Bearer ${first}`,
      `Bearer ${renewed}`,
    ]);
    expect(lost).toEqual([]);
  });

  it('a 401 on a public call (login: wrong password) is just an error', async () => {
    const calls = scriptFetch(() =>
      json(401, { error: { code: 'invalid_credentials', message: 'Wrong email or password.' } }),
    );
    await expect(
      publicApi.POST('/api/auth/login', { body: { email: 'a@b.c', password: 'x' } }),
    ).rejects.toMatchObject({ code: 'invalid_credentials', message: 'Wrong email or password.' });
    expect(calls).toHaveLength(1);
    expect(readSession()).not.toBeNull();
    expect(lost).toEqual([]);
  });
});

describe('what the typed client adds', () => {
  it('fills path parameters and the query, and passes headers and the abort signal on', async () => {
    const calls = scriptFetch(() => json(200, { items: [], next_cursor: null }));
    const controller = new AbortController();
    await api.GET('/api/admin/kyc/pending', {
      params: { query: { role: 'DEALER', limit: 5 } },
      headers: { 'Idempotency-Key': 'k1' },
      signal: controller.signal,
    });
    await publicApi.GET('/api/auctions/{id}/bids', { params: { path: { id: 'a 1' } } });
    expect(calls[0]?.url).toMatch(/\/api\/admin\/kyc\/pending\?role=DEALER&limit=5$/);
    expect(calls[0]?.headers['idempotency-key']).toBe('k1');
    expect(calls[1]?.url).toMatch(/\/api\/auctions\/a%201\/bids$/);
  });

  it('rejects paths and bodies the server does not describe, at compile time', () => {
    scriptFetch(() => json(200, {}));
    // @ts-expect-error: no such path
    void api.GET('/api/no-such-path');
    void api.POST('/api/dealer/auctions/{id}/bids', {
      params: { path: { id: 'a' } },
      // @ts-expect-error: a bid is an amount, not a price
      body: { price: 1 },
    });
  });
});

describe('files behind the token (fetchApiFile)', () => {
  it('sends the bearer token and the query, renews once on a 401, and names the file', async () => {
    const calls = scriptFetch((call, index) => {
      if (isRefresh(call)) return json(200, { access_token: 'new-access', refresh_token: 'r2' });
      if (index === 0) return unauthenticated();
      return new Response('%PDF-1.7', {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="GAV-2026-000001.pdf"',
        },
      });
    });
    const file = await fetchApiFile('/admin/exports/payments.csv', { from: '2026-11-01', to: '' });
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(file.filename).toBe('GAV-2026-000001.pdf');
    const last = calls.at(-1);
    expect(last?.url).toMatch(/\/api\/admin\/exports\/payments\.csv\?from=2026-11-01$/);
    expect(last?.headers.Authorization).toBe('Bearer new-access');
    expect(calls.filter(isRefresh)).toHaveLength(1);
  });

  it('throws the error envelope as ApiError', async () => {
    scriptFetch(() => json(404, { error: { code: 'not_found', message: 'No such invoice.' } }));
    await expect(fetchApiFile('/dealer/invoices/x/pdf')).rejects.toMatchObject({
      status: 404,
      message: 'No such invoice.',
    });
  });

  it('reads both forms of Content-Disposition', () => {
    expect(dispositionFilename(`attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`)).toBe(
      'résumé.csv',
    );
    expect(dispositionFilename('attachment; filename=invoices.csv')).toBe('invoices.csv');
    expect(dispositionFilename('attachment')).toBeNull();
    expect(dispositionFilename(null)).toBeNull();
  });
});
