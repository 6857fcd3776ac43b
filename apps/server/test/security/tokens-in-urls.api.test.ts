import { describe, expect, it } from 'vitest';
import { staff, useActor } from '../actors.js';
import { bearer, register, useTestApp } from '../helpers.js';
import { errorCode } from '../http.js';
import { uploadFile } from '../upload-fixtures.js';

// Access tokens travel in the Authorization header only: a URL ends up in logs, proxies, browser
// history and Referer headers. The only credentials in URLs are the signed upload links, which
// name one file and expire within minutes (SPEC §4.3).
const t = useTestApp();
const seller = useActor(t, 'seller');

const QUERY_NAMES = ['access_token', 'token', 'jwt', 'auth', 'authorization', 'bearer'];

describe('the API never takes an access token from the URL or a cookie', () => {
  it.each([
    ['/api/auth/me', 'seller'],
    ['/api/seller/listings', 'seller'],
    ['/api/admin/queues', 'admin'],
  ] as const)('%s: 200 with the header, 401 with the token anywhere else', async (url, who) => {
    const token = who === 'admin' ? (await staff(t.app, 'ADMIN')).token : seller.token;
    // Control: the same token in the header opens the route.
    const ok = await t.app.inject({ url, headers: bearer(token) });
    expect(ok.statusCode, ok.body).toBe(200);

    const attempts = [
      ...QUERY_NAMES.map((name) => ({ url: `${url}?${name}=${token}` })),
      { url: `${url}?authorization=${encodeURIComponent(`Bearer ${token}`)}` },
      { url, headers: { cookie: `access_token=${token}; token=${token}; auth=${token}` } },
      // A token in the header must be the whole header: not smuggled after another value.
      { url, headers: { authorization: `Basic x, Bearer ${token}` } },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject(attempt);
      expect(res.statusCode, JSON.stringify(attempt)).toBe(401);
      expect(errorCode(res)).toBe('unauthenticated');
    }
  });
});

describe('the signed links the API gives out', () => {
  it('carry no session token, and their own tokens open nothing else', async () => {
    const { session } = await register(t.app);
    const file = await uploadFile(t.app, session.access_token, { purpose: 'kyc_document' });
    const presign = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/presign',
      headers: bearer(session.access_token),
      payload: {
        purpose: 'kyc_document',
        filename: 'a.pdf',
        content_type: 'application/pdf',
        size_bytes: 100,
      },
    });
    const uploadUrl = presign.json<{ upload_url: string }>().upload_url;
    const links = [file.url, uploadUrl];
    for (const link of links) {
      expect(link).not.toContain(session.access_token);
      expect(link).not.toContain(session.refresh_token);
      // Nothing JWT-shaped either.
      expect(link).not.toMatch(/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/);
    }
    // A link's signature or upload token is not a bearer credential.
    const params = [...new URL(file.url, 'http://x').searchParams.values()];
    params.push(new URL(uploadUrl, 'http://x').searchParams.get('token') ?? '');
    for (const value of params.filter(Boolean)) {
      const res = await t.app.inject({ url: '/api/auth/me', headers: bearer(value) });
      expect(res.statusCode).toBe(401);
    }
  });
});
