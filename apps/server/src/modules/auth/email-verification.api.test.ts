import { describe, expect, it } from 'vitest';
import { sellerKycBody, staff } from '../../../test/actors.js';
import {
  bearer,
  createTestApp,
  register,
  useTestApp,
  type TestApp,
} from '../../../test/helpers.js';
import { errorCode } from '../../../test/http.js';
import { outboxEmailsTo, tokenIn } from '../../../test/mail-fixtures.js';
import { uploadFile } from '../../../test/upload-fixtures.js';

const t = useTestApp({ RATE_LIMIT: 'on' });

const SUBJECT = 'Confirm your email address for Gavel';

/** Sends what is queued and takes the token of the newest confirmation link to `email`. */
async function newestVerificationToken(app: TestApp, email: string): Promise<string> {
  await app.app.services.emailWorker.runDue();
  const emails = (await outboxEmailsTo(app.config.dataDir, email)).filter(
    (e) => e.parsed.subject === SUBJECT,
  );
  return tokenIn(emails.at(-1), '/verify-email');
}

const verify = (app: TestApp, token: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
const resend = (app: TestApp, accessToken: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/verify-email/resend',
    headers: bearer(accessToken),
  });
const me = async (app: TestApp, accessToken: string) =>
  (
    await app.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(accessToken) })
  ).json<{
    email_verified: boolean;
  }>();

async function submitKyc(app: TestApp, accessToken: string) {
  const doc = await uploadFile(app.app, accessToken, { purpose: 'kyc_document' });
  return app.app.inject({
    method: 'POST',
    url: '/api/seller/kyc',
    headers: bearer(accessToken),
    payload: sellerKycBody([doc.id]),
  });
}

describe('email verification', () => {
  it('emails a link at sign-up; following it confirms the address, once', async () => {
    const account = await register(t.app);
    expect(account.session.user).toMatchObject({ email_verified: false });
    expect(await me(t, account.session.access_token)).toMatchObject({ email_verified: false });

    const token = await newestVerificationToken(t, account.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    const res = await verify(t, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email_verified: true });
    expect(await me(t, account.session.access_token)).toMatchObject({ email_verified: true });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.json()).toMatchObject({ user: { email_verified: true } });

    const again = await verify(t, token);
    expect(again.statusCode).toBe(400);
    expect(errorCode(again)).toBe('invalid_token');
  });

  it('accepts a link for 7 days and no longer', async () => {
    const late = await register(t.app);
    const token = await newestVerificationToken(t, late.email);
    t.clock.advance(7 * 24 * 60 * 60);
    expect(errorCode(await verify(t, token))).toBe('invalid_token');

    const inTime = await register(t.app);
    const fresh = await newestVerificationToken(t, inTime.email);
    t.clock.advance(7 * 24 * 60 * 60 - 1);
    expect((await verify(t, fresh)).statusCode).toBe(200);
  });

  it('refuses garbage with 400 invalid_token and a missing token with 422', async () => {
    for (const token of ['nope', 'a'.repeat(22) + '.' + 'b'.repeat(43)]) {
      const res = await verify(t, token);
      expect(res.statusCode).toBe(400);
      expect(errorCode(res)).toBe('invalid_token');
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
  });

  it('holds KYC back with 409 email_not_verified until the address is confirmed', async () => {
    const account = await register(t.app);
    const refused = await submitKyc(t, account.session.access_token);
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('email_not_verified');

    await verify(t, await newestVerificationToken(t, account.email));
    expect((await submitKyc(t, account.session.access_token)).statusCode).toBe(201);
  });

  it('counts staff made by the CLI service as confirmed, and sends them nothing', async () => {
    const admin = await staff(t.app);
    expect(await me(t, admin.token)).toMatchObject({ email_verified: true });
    await t.app.services.emailWorker.runDue();
    expect(await outboxEmailsTo(t.config.dataDir, admin.email)).toEqual([]);
  });

  describe('POST /api/auth/verify-email/resend', () => {
    it('sends a new link; every link works until one is used, then all are spent', async () => {
      const account = await register(t.app);
      const first = await newestVerificationToken(t, account.email);
      t.clock.advance(1);
      const res = await resend(t, account.session.access_token);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({});
      const second = await newestVerificationToken(t, account.email);
      expect(second).not.toBe(first);
      expect((await verify(t, first)).statusCode).toBe(200);
      expect(errorCode(await verify(t, second))).toBe('invalid_token');
    });

    it('allows 5 resends an hour, then 429 with Retry-After', async () => {
      const account = await register(t.app);
      for (let i = 0; i < 5; i++) {
        expect((await resend(t, account.session.access_token)).statusCode).toBe(202);
        t.clock.advance(60);
      }
      const refused = await resend(t, account.session.access_token);
      expect(refused.statusCode).toBe(429);
      expect(errorCode(refused)).toBe('rate_limited');
      // The first resend was 5 minutes ago: it leaves the hour in 55 minutes.
      expect(refused.headers['retry-after']).toBe(String(55 * 60));
      t.clock.advance(55 * 60);
      // The access token has run out meanwhile: sign in again.
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      const { access_token } = login.json<{ access_token: string }>();
      expect((await resend(t, access_token)).statusCode).toBe(202);
    });

    it('does not count the sign-up email, even once housekeeping has removed it', async () => {
      const account = await register(t.app);
      await t.app.services.emailWorker.runDue();
      t.clock.advance(25 * 60 * 60);
      expect((await t.app.housekeeping.run()).accountEmails).toBeGreaterThanOrEqual(1);
      const { access_token } = (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: account.email, password: account.password },
        })
      ).json<{ access_token: string }>();
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push((await resend(t, access_token)).statusCode);
      expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    });

    it('answers 409 once confirmed, and 401 without a session', async () => {
      const account = await register(t.app);
      await verify(t, await newestVerificationToken(t, account.email));
      const done = await resend(t, account.session.access_token);
      expect(done.statusCode).toBe(409);
      expect(errorCode(done)).toBe('invalid_state');
      const nobody = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend' });
      expect(nobody.statusCode).toBe(401);
    });
  });
});

describe('EMAIL_VERIFICATION=optional', () => {
  it('records the confirmation without holding KYC back', async () => {
    const optional = await createTestApp({ EMAIL_VERIFICATION: 'optional' });
    try {
      const account = await register(optional.app);
      expect((await submitKyc(optional, account.session.access_token)).statusCode).toBe(201);
      const token = await newestVerificationToken(optional, account.email);
      expect((await verify(optional, token)).statusCode).toBe(200);
      expect(await me(optional, account.session.access_token)).toMatchObject({
        email_verified: true,
      });
    } finally {
      await optional.close();
    }
  });
});
