import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sellerKycBody, useActor } from '../actors.js';
import { bearer, newAccount, useTestApp, type Session } from '../helpers.js';
import { uploadFile } from '../upload-fixtures.js';

// Security review, issue 14 item 15: the login answer, /api/auth/me and KYC answers carried no
// `Cache-Control: no-store`, so a browser or a shared cache could keep tokens and private data.
// The rule (plugins/auth.ts): every answer of a route that takes a token and every
// /api/auth/* answer; public reads and files keep their own caching.
const t = useTestApp({ RATE_LIMIT: 'on' });
const seller = useActor(t, 'seller');
const dealer = useActor(t, 'dealer');

const noStore = (res: LightMyRequestResponse) => {
  expect(res.headers['cache-control'], `${res.statusCode} ${res.body}`).toBe('no-store');
};
const post = (url: string, payload: unknown, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload: payload as never, headers });
const get = (url: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

describe('Cache-Control: no-store on private answers', () => {
  it('on every session answer: register, login, refresh, me and logout', async () => {
    const account = newAccount();
    const registered = await post('/api/auth/register', account);
    expect(registered.statusCode).toBe(201);
    noStore(registered);

    const login = await post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.statusCode).toBe(200);
    noStore(login);
    const session = login.json<Session>();

    const me = await get('/api/auth/me', bearer(session.access_token) as Record<string, string>);
    expect(me.statusCode).toBe(200);
    noStore(me);

    const refreshed = await post('/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    noStore(refreshed);

    const logout = await post('/api/auth/logout', {
      refresh_token: refreshed.json<Session>().refresh_token,
    });
    expect(logout.statusCode).toBe(204);
    noStore(logout);
  });

  it('on refusals of the session routes too: a wrong password, a spent token, no token', async () => {
    const wrong = await post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'Wrong-password-1',
    });
    expect(wrong.statusCode).toBe(401);
    noStore(wrong);
    const spent = await post('/api/auth/refresh', { refresh_token: 'not-a-token' });
    expect(spent.statusCode).toBe(401);
    noStore(spent);
    const anonymous = await get('/api/auth/me');
    expect(anonymous.statusCode).toBe(401);
    noStore(anonymous);
  });

  it('on seller KYC reads and writes', async () => {
    const before = await get('/api/seller/kyc', seller.headers);
    expect(before.statusCode).toBe(200);
    noStore(before);

    const invalid = await post('/api/seller/kyc', {}, seller.headers);
    expect(invalid.statusCode).toBe(422);
    noStore(invalid);

    const doc = await uploadFile(t.app, seller.token, { purpose: 'kyc_document' });
    const submitted = await post('/api/seller/kyc', sellerKycBody([doc.id]), seller.headers);
    expect(submitted.statusCode).toBe(201);
    noStore(submitted);
    const after = await get('/api/seller/kyc', seller.headers);
    expect(after.statusCode).toBe(200);
    noStore(after);
  });

  it('on other signed-in reads, and on a token used on the wrong role', async () => {
    const mine = await get('/api/dealer/auctions', dealer.headers);
    expect(mine.statusCode).toBe(200);
    noStore(mine);
    const forbidden = await get('/api/seller/kyc', dealer.headers);
    expect(forbidden.statusCode).toBe(403);
    noStore(forbidden);
  });

  it('not on public reads, even with a token attached', async () => {
    for (const headers of [undefined, dealer.headers]) {
      const list = await get('/api/auctions', headers);
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBeUndefined();
      const health = await get('/api/health', headers);
      expect(health.statusCode).toBe(200);
      expect(health.headers['cache-control']).toBeUndefined();
    }
  });
});
