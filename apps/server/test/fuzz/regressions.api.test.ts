import { describe, expect, it } from 'vitest';
import { completeListing, seller, staff, useActor } from '../actors.js';
import { newAccount, useTestApp } from '../helpers.js';
import { client, errorOf, fieldPaths } from '../http.js';
import { loginFailures } from '../../src/db/schema.js';
import { fingerprint } from './fingerprint.js';

/**
 * What the schema fuzzer found, kept as plain examples. Each of these answered 500 (or the
 * framework's own error body, or silently changed the data) before it was fixed.
 */
const t = useTestApp();
const req = client(t);
const sellerActor = useActor(t, 'seller');

const json = () => ({ ...sellerActor.headers, 'content-type': 'application/json' });

describe('text the database cannot store', () => {
  it('refuses NUL in a sign-up name with 422 on the field, and creates no account', async () => {
    const before = await fingerprint(t.db);
    const res = await req(undefined, 'POST', '/api/auth/register', {
      ...newAccount(),
      name: 'Sam\u0000Seller',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(fieldPaths(res)).toEqual(['name']);
    expect(await fingerprint(t.db)).toEqual(before);
  });

  it.each([
    ['a NUL in an attribute value', '{"attributes":{"make":"Lei\\u0000ca"}}', 'attributes.make'],
    [
      'a NUL in an attribute name',
      '{"attributes":{"ma\\u0000ke":"Leica"}}',
      // A refused name is reported on the record (the one-line rule of the contract).
      'attributes',
    ],
    [
      'a lone surrogate in an attribute value',
      '{"attributes":{"make":"a\\ud800"}}',
      'attributes.make',
    ],
    [
      'a lone surrogate in an attribute name',
      '{"attributes":{"m\\udc00":"Leica"}}',
      'attributes.m\udc00',
    ],
    ['a lone surrogate in the title (was stored as U+FFFD)', '{"title":"Leica \\ud83d"}', 'title'],
  ])('refuses %s in a listing with 422 and writes nothing', async (_what, body, path) => {
    const before = await fingerprint(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/listings',
      headers: json(),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(errorOf(res).code).toBe('validation_error');
    expect(fieldPaths(res)).toEqual([path]);
    expect(await fingerprint(t.db)).toEqual(before);
  });

  it('still stores emoji, bidi marks and combining characters as sent', async () => {
    const title = 'Leica 📷 \u202eM3\u202c Café\u0301';
    const res = await req(sellerActor, 'POST', '/api/seller/listings', {
      ...completeListing,
      title,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ title: string }>().title).toBe(title);
  });

  it.each(['/api/auctions', '/api/listings'])(
    'refuses a NUL in the search text of %s',
    async (url) => {
      const res = await req(undefined, 'GET', `${url}?q=a%00b`);
      expect(res.statusCode, res.body).toBe(422);
      expect(fieldPaths(res)).toEqual(['q']);
    },
  );
});

describe('JSON that is not an object', () => {
  it.each(['null', '[]', '[{}]', '"x"', '1', 'true'])(
    'refuses %s as a new listing with 422 and creates nothing (null made an empty draft)',
    async (text) => {
      const before = await fingerprint(t.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/seller/listings',
        headers: json(),
        payload: text,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(errorOf(res).code).toBe('validation_error');
      expect(fieldPaths(res)).toEqual(['']);
      expect(await fingerprint(t.db)).toEqual(before);
    },
  );

  it('still reads a missing or empty JSON body as no body', async () => {
    for (const payload of [undefined, '', '  ']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/seller/listings',
        headers: payload === undefined ? sellerActor.headers : json(),
        ...(payload === undefined ? {} : { payload }),
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});

describe('cursors the server never made', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  const cursor = (k: unknown) => Buffer.from(JSON.stringify([k, id])).toString('base64url');
  const numbers = [2 ** 53 - 1, 2 ** 31, -1, 1.5, 1e300];
  const dates = [
    '+275760-09-13T00:00:00.000Z',
    '0000-01-01T00:00:00.000Z',
    '-000001-01-01T00:00:00.000Z',
    '1969-12-31T23:59:59.999Z',
    '9999-12-31T23:59:59.999Z ',
    '+010000-01-01T00:00:00.000Z',
  ];
  const cases: [string, unknown][] = [
    ...numbers.flatMap((k) =>
      ['price_asc', 'price_desc'].map((sort): [string, unknown] => [
        `/api/auctions?sort=${sort}`,
        k,
      ]),
    ),
    ...dates.flatMap((k) =>
      ['ending_soon', 'newest'].map((sort): [string, unknown] => [`/api/auctions?sort=${sort}`, k]),
    ),
    ...dates.map((k): [string, unknown] => ['/api/seller/listings?limit=5', k]),
    ...dates.map((k): [string, unknown] => ['/api/notifications?limit=5', k]),
    ...numbers.map((k): [string, unknown] => [`/api/auctions/${id}/bids?limit=5`, k]),
  ];
  it.each(cases)(
    'answers 422 on cursor of %s holding %j (was 500 with SQL in the log)',
    async (url, k) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${url}&cursor=${cursor(k)}`,
        headers: sellerActor.headers,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(fieldPaths(res)).toEqual(['cursor']);
    },
  );
});

describe('query parameters', () => {
  it.each(['/api/health', '/api/auth/me', '/api/admin/queues'])(
    'refuses an unknown query parameter on %s, a route that takes none (SPEC §8)',
    async (url) => {
      const admin = await staff(t.app);
      const res = await req(admin, 'GET', `${url}?debug=1`);
      expect(res.statusCode, res.body).toBe(422);
      expect(fieldPaths(res)).toEqual(['debug']);
    },
  );

  it('still answers those routes without a query string', async () => {
    const who = await seller(t.app);
    expect((await req(who, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });
});

describe('URLs the router refuses', () => {
  it.each([
    ['bad percent-encoding', '/api/listings/%E0%A4%A'],
    ['an encoded lone surrogate', '/api/auctions/%ED%A0%80/bids'],
    ['a path parameter over the router limit', `/api/listings/${'a'.repeat(150)}`],
  ])('answers %s with the 400 envelope, not the framework body', async (_what, url) => {
    const res = await req(undefined, 'GET', url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json<{ error: { code: string; message: unknown } }>();
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error.code).toBe('bad_request');
    expect(typeof body.error.message).toBe('string');
  });
});

describe('the database fingerprint', () => {
  // With the login limit on, as in production: a refused login then writes a failure row.
  const limited = useTestApp({ RATE_LIMIT: 'on' });

  it('changes when a row is written', async () => {
    const before = await fingerprint(limited.db);
    await seller(limited.app);
    expect(await fingerprint(limited.db)).not.toEqual(before);
  });

  it('leaves out what a refused request may write: the failed login it records', async () => {
    const who = await seller(limited.app);
    const failures = () =>
      limited.db.read(async (ex) => (await ex.select().from(loginFailures)).length);
    const [before, recorded] = [await fingerprint(limited.db), await failures()];
    const res = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: who.email, password: 'not-the-password' },
    });
    expect(res.statusCode, res.body).toBe(401);
    expect(await failures()).toBeGreaterThan(recorded);
    expect(await fingerprint(limited.db)).toEqual(before);
  });
});
