import { MULTI_LINE_MESSAGE, ONE_LINE_MESSAGE } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import { completeListing, useActor } from '../actors.js';
import { fingerprint } from '../fuzz/fingerprint.js';
import { newAccount, useTestApp } from '../helpers.js';
import { client, errorOf, fieldErrors } from '../http.js';
import { outboxEmailsTo } from '../mail-fixtures.js';

/**
 * One-line text a person types refuses control characters with 422 on the field (issue 28): a
 * name of `Bob\r\nBcc: …` was taken and greeted the account in its email on two lines.
 */
const t = useTestApp();
const req = client(t);
const sellerActor = useActor(t, 'seller');
const dealerActor = useActor(t, 'dealer');

const profileBody = (over: Record<string, unknown> = {}) => ({
  company_name: 'North Motors Ltd',
  contact_name: 'Nia North',
  phone: '+44 113 496 0000',
  email: 'sales@north-motors.example',
  address: { line1: '7 Canal Wharf', city: 'Leeds', postal_code: 'LS11 5PS', country: 'GB' },
  ...over,
});

describe('one-line text fields', () => {
  it('refuses a CR LF in the sign-up name with 422 on name, creates no account, sends nothing', async () => {
    const body = { ...newAccount(), name: 'Bob\r\nBcc: attacker@evil.test' };
    const before = await fingerprint(t.db);
    const res = await req(undefined, 'POST', '/api/auth/register', body);
    expect(res.statusCode, res.body).toBe(422);
    expect(errorOf(res).code).toBe('validation_error');
    expect(fieldErrors(res)).toEqual([{ path: 'name', message: ONE_LINE_MESSAGE }]);
    expect(await fingerprint(t.db)).toEqual(before);

    await t.app.services.emailWorker.runDue();
    expect(await outboxEmailsTo(t.config.dataDir, body.email)).toEqual([]);
    const login = await req(undefined, 'POST', '/api/auth/login', {
      email: body.email,
      password: body.password,
    });
    expect(login.statusCode).toBe(401);
  });

  it.each([
    ['a tab', 'Bob\tSmith'],
    ['a trailing LF', 'Bob\n'],
    ['a line separator', 'Bob\u2028Smith'],
    ['a C1 control', 'Bob\u0085Smith'],
  ])('refuses %s in the sign-up name', async (_what, name) => {
    const res = await req(undefined, 'POST', '/api/auth/register', { ...newAccount(), name });
    expect(res.statusCode, res.body).toBe(422);
    expect(fieldErrors(res)).toEqual([{ path: 'name', message: ONE_LINE_MESSAGE }]);
  });

  it('refuses an LF in the company name and a tab in the city of a dealer profile, by field', async () => {
    const before = await fingerprint(t.db);
    const res = await req(
      dealerActor,
      'POST',
      '/api/dealer/profile',
      profileBody({
        company_name: 'North Motors\nLtd',
        address: {
          line1: '7 Canal Wharf',
          city: 'Le\teds',
          postal_code: 'LS11 5PS',
          country: 'GB',
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(fieldErrors(res)).toEqual(
      expect.arrayContaining([
        { path: 'company_name', message: ONE_LINE_MESSAGE },
        { path: 'address.city', message: ONE_LINE_MESSAGE },
      ]),
    );
    expect(fieldErrors(res)).toHaveLength(2);
    expect(await fingerprint(t.db)).toEqual(before);

    const ok = await req(dealerActor, 'POST', '/api/dealer/profile', profileBody());
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses an LF in a listing title, and still keeps line breaks in its description', async () => {
    const before = await fingerprint(t.db);
    const bad = await req(sellerActor, 'POST', '/api/seller/listings', {
      ...completeListing,
      title: 'Leica M3\nBcc: attacker@evil.test',
    });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(fieldErrors(bad)).toEqual([{ path: 'title', message: ONE_LINE_MESSAGE }]);
    expect(await fingerprint(t.db)).toEqual(before);

    const description = 'Serviced in 2024.\r\nShutter accurate.\n\n\tLight brassing.';
    const ok = await req(sellerActor, 'POST', '/api/seller/listings', {
      ...completeListing,
      description,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json<{ description: string }>().description).toBe(description);
  });

  it('refuses a line break in an attribute name on attributes, with the one-line message', async () => {
    const res = await req(sellerActor, 'POST', '/api/seller/listings', {
      ...completeListing,
      attributes: { 'Ma\nke': 'Leica' },
    });
    expect(res.statusCode, res.body).toBe(422);
    // On the record, not on a path that repeats the refused name.
    expect(fieldErrors(res)).toEqual([{ path: 'attributes', message: ONE_LINE_MESSAGE }]);
  });

  it('refuses an escape character in a description', async () => {
    const res = await req(sellerActor, 'POST', '/api/seller/listings', {
      ...completeListing,
      description: 'Red \u001b[31mtext',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(fieldErrors(res)).toEqual([{ path: 'description', message: MULTI_LINE_MESSAGE }]);
  });

  it.each(['/api/auctions', '/api/listings'])(
    'refuses a line break in the search text of %s on q',
    async (url) => {
      const res = await req(undefined, 'GET', `${url}?q=leica%0D%0Am3`);
      expect(res.statusCode, res.body).toBe(422);
      expect(fieldErrors(res)).toEqual([{ path: 'q', message: ONE_LINE_MESSAGE }]);
    },
  );
});
