import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mfaRecoveryCodes } from '../../db/schema.js';
import { bearer, register, useTestApp } from '../../../test/helpers.js';
import { errorCode, fieldPaths } from '../../../test/http.js';
import { outboxEmailsTo, tokenIn } from '../../../test/mail-fixtures.js';
import { referenceTotp } from '../../../test/totp-reference.js';

const t = useTestApp({ RATE_LIMIT: 'on' });

let ipCounter = 0;
/** Each request from its own address unless told, so only the email's counter fills. */
const post = (url: string, payload?: unknown, headers = {}, ip?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as never }),
    remoteAddress: ip ?? `10.6.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`,
  });

/** The code an authenticator app shows now, computed from RFC 6238 in the test. */
const codeNow = (secret: string, offset = 0) => referenceTotp(secret, t.clock.now(), offset);

/** A new seller with two-step sign-in turned on through the API. */
async function withTwoStep() {
  const account = await register(t.app);
  const auth = bearer(account.session.access_token);
  const setup = await post('/api/auth/mfa/setup', undefined, auth);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url } = setup.json<{ secret: string; otpauth_url: string }>();
  const enabled = await post('/api/auth/mfa/enable', { code: codeNow(secret) }, auth);
  expect(enabled.statusCode).toBe(200);
  const { recovery_codes } = enabled.json<{ recovery_codes: string[] }>();
  // A code is accepted once: move to the next step, as a person would be by then.
  t.clock.advance(30);
  return { ...account, auth, secret, otpauth_url, recoveryCodes: recovery_codes };
}

const passwordStep = async (email: string, password: string) => {
  const res = await post('/api/auth/login', { email, password });
  expect(res.statusCode).toBe(200);
  return res.json<{ mfa_required: true; mfa_token: string }>();
};
/** Asks for a reset and takes the token from the emailed link, as the owner would. */
async function emailedResetToken(email: string): Promise<string> {
  await post('/api/auth/password/forgot', { email });
  await t.app.services.emailWorker.runDue();
  return tokenIn(
    (await outboxEmailsTo(t.config.dataDir, email)).findLast(
      (e) => e.parsed.subject === 'Reset your Gavel password',
    ),
    '/reset-password',
  );
}

/** Resets the password by the emailed link; answers the reset's status. */
async function resetByEmail(email: string, password: string): Promise<number> {
  const token = await emailedResetToken(email);
  return (await post('/api/auth/password/reset', { token, password })).statusCode;
}

const verify = (mfaToken: string, code: string, ip?: string) =>
  post('/api/auth/mfa/verify', { mfa_token: mfaToken, code }, {}, ip);

describe('two-step sign-in: turning it on', () => {
  it('gives a secret to scan, checks a code, and answers ten recovery codes once', async () => {
    const account = await withTwoStep();
    expect(account.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(account.otpauth_url);
    expect(url.searchParams.get('secret')).toBe(account.secret);
    expect(url.searchParams.get('issuer')).toBe('Gavel');
    expect(account.recoveryCodes).toHaveLength(10);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: account.auth });
    expect(me.json()).toMatchObject({ mfa_enabled: true });

    // Stored hashed: no code appears as issued.
    const stored = await t.db.read((ex) =>
      ex
        .select()
        .from(mfaRecoveryCodes)
        .where(eq(mfaRecoveryCodes.userId, account.session.user.id)),
    );
    expect(stored).toHaveLength(10);
    const dump = JSON.stringify(stored);
    for (const code of account.recoveryCodes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replaceAll('-', ''));
    }

    const again = await post('/api/auth/mfa/setup', undefined, account.auth);
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('invalid_state');
  });

  it('refuses a wrong code with 422 on `code`, and enable before setup with 409', async () => {
    const account = await register(t.app);
    const auth = bearer(account.session.access_token);
    const early = await post('/api/auth/mfa/enable', { code: '123456' }, auth);
    expect(early.statusCode).toBe(409);
    const { secret } = (await post('/api/auth/mfa/setup', undefined, auth)).json<{
      secret: string;
    }>();
    const wrong = await post('/api/auth/mfa/enable', { code: codeNow(secret, 3) }, auth);
    expect(wrong.statusCode).toBe(422);
    expect(fieldPaths(wrong)).toEqual(['code']);
    // A second setup replaces the first secret.
    const { secret: newer } = (await post('/api/auth/mfa/setup', undefined, auth)).json<{
      secret: string;
    }>();
    expect(newer).not.toBe(secret);
    expect((await post('/api/auth/mfa/enable', { code: codeNow(secret) }, auth)).statusCode).toBe(
      422,
    );
    expect((await post('/api/auth/mfa/enable', { code: codeNow(newer) }, auth)).statusCode).toBe(
      200,
    );
  });

  it('answers one of two simultaneous enables; the codes shown are the ones that work', async () => {
    const account = await register(t.app);
    const auth = bearer(account.session.access_token);
    const { secret } = (await post('/api/auth/mfa/setup', undefined, auth)).json<{
      secret: string;
    }>();
    const answers = await Promise.all([
      post('/api/auth/mfa/enable', { code: codeNow(secret) }, auth),
      post('/api/auth/mfa/enable', { code: codeNow(secret) }, auth),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const shown = answers
      .find((a) => a.statusCode === 200)
      ?.json<{ recovery_codes: string[] }>().recovery_codes;
    const step = await passwordStep(account.email, account.password);
    expect((await verify(step.mfa_token, shown?.[0] ?? '')).statusCode).toBe(200);
  });

  it('refuses an access token from before a password reset (it could lock the owner out)', async () => {
    const account = await register(t.app);
    const stolen = bearer(account.session.access_token);
    // The owner resets the password a second later; the stolen token has minutes left.
    t.clock.advance(1);
    expect(await resetByEmail(account.email, 'Owner-is-back-again-1')).toBe(204);
    for (const path of ['/api/auth/mfa/setup', '/api/auth/logout-all']) {
      const refused = await post(path, undefined, stolen);
      expect(refused.statusCode, path).toBe(401);
      expect(errorCode(refused)).toBe('unauthenticated');
    }
    const changed = await post(
      '/api/auth/password',
      { current_password: 'Owner-is-back-again-1', new_password: 'Attacker-wants-this-2' },
      stolen,
    );
    expect(changed.statusCode).toBe(401);
    // The owner's new session may.
    const fresh = (
      await post('/api/auth/login', {
        email: account.email,
        password: 'Owner-is-back-again-1',
      })
    ).json<{ access_token: string }>();
    expect(
      (await post('/api/auth/mfa/setup', undefined, bearer(fresh.access_token))).statusCode,
    ).toBe(200);
  });

  it('refuses unknown fields on the routes that take no body', async () => {
    const account = await register(t.app);
    const auth = bearer(account.session.access_token);
    for (const path of ['mfa/setup', 'logout-all', 'verify-email/resend']) {
      const res = await post(`/api/auth/${path}`, { evil: 1 }, auth);
      expect(res.statusCode, path).toBe(422);
    }
  });

  it('needs a session for setup, enable and disable', async () => {
    for (const path of ['setup', 'enable', 'disable']) {
      expect((await post(`/api/auth/mfa/${path}`, {})).statusCode).toBe(401);
    }
  });
});

describe('two-step sign-in: signing in', () => {
  it('answers mfa_required with no tokens, then a session for a current code', async () => {
    const account = await withTwoStep();
    const step = await passwordStep(account.email, account.password);
    expect(Object.keys(step).sort()).toEqual(['mfa_required', 'mfa_token']);
    expect(step.mfa_required).toBe(true);

    const res = await verify(step.mfa_token, codeNow(account.secret));
    expect(res.statusCode).toBe(200);
    const session = res.json<{ access_token: string; refresh_token: string; user: object }>();
    expect(session.user).toMatchObject({ id: account.session.user.id, email_verified: false });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(session.access_token),
    });
    expect(me.statusCode).toBe(200);

    // The token is spent, and the code too (RFC 6238 §5.2): neither signs in twice.
    expect(errorCode(await verify(step.mfa_token, codeNow(account.secret)))).toBe('invalid_token');
    const next = await passwordStep(account.email, account.password);
    const replay = await verify(next.mfa_token, codeNow(account.secret));
    expect(replay.statusCode).toBe(422);
    t.clock.advance(30);
    expect((await verify(next.mfa_token, codeNow(account.secret))).statusCode).toBe(200);
  });

  it('keeps the token through a typo, and lets it expire after 5 minutes', async () => {
    const account = await withTwoStep();
    const step = await passwordStep(account.email, account.password);
    const typo = await verify(step.mfa_token, codeNow(account.secret, 5));
    expect(typo.statusCode).toBe(422);
    expect(fieldPaths(typo)).toEqual(['code']);
    t.clock.advance(5 * 60);
    const late = await verify(step.mfa_token, codeNow(account.secret));
    expect(late.statusCode).toBe(400);
    expect(errorCode(late)).toBe('invalid_token');
    for (const garbage of ['nope', 'a'.repeat(22) + '.' + 'b'.repeat(43)]) {
      expect(errorCode(await verify(garbage, codeNow(account.secret)))).toBe('invalid_token');
    }
  });

  it('accepts each recovery code once, however it is typed', async () => {
    const account = await withTwoStep();
    const [first, second] = account.recoveryCodes as [string, string];
    const a = await passwordStep(account.email, account.password);
    expect((await verify(a.mfa_token, first.toUpperCase().replaceAll('-', ' '))).statusCode).toBe(
      200,
    );
    const b = await passwordStep(account.email, account.password);
    expect((await verify(b.mfa_token, first)).statusCode).toBe(422);
    expect((await verify(b.mfa_token, second)).statusCode).toBe(200);
  });

  it('counts wrong codes as failed logins: the lock applies, even to the right password', async () => {
    const account = await withTwoStep();
    const step = await passwordStep(account.email, account.password);
    for (let i = 0; i < 10; i++) {
      expect((await verify(step.mfa_token, '000000')).statusCode).toBe(422);
    }
    const locked = await verify(step.mfa_token, codeNow(account.secret));
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Knowing the password does not reset the count of wrong codes.
    expect(
      (await post('/api/auth/login', { email: account.email, password: account.password }))
        .statusCode,
    ).toBe(429);
  });

  it('spends a pending second step when every session ends', async () => {
    const account = await withTwoStep();
    const step = await passwordStep(account.email, account.password);
    expect((await post('/api/auth/logout-all', undefined, account.auth)).statusCode).toBe(204);
    const late = await verify(step.mfa_token, codeNow(account.secret));
    expect(late.statusCode).toBe(400);
    expect(errorCode(late)).toBe('invalid_token');
  });

  it('takes tokens only for their own purpose', async () => {
    const account = await withTwoStep();
    const step = await passwordStep(account.email, account.password);
    for (const path of ['/api/auth/verify-email', '/api/auth/password/reset']) {
      const res = await post(path, {
        token: step.mfa_token,
        ...(path.endsWith('reset') ? { password: 'Cross-purpose-pass-1' } : {}),
      });
      expect(errorCode(res), path).toBe('invalid_token');
    }
    const resetToken = await emailedResetToken(account.email);
    expect(errorCode(await verify(resetToken, codeNow(account.secret)))).toBe('invalid_token');
    // The real step still works.
    expect((await verify(step.mfa_token, codeNow(account.secret))).statusCode).toBe(200);
  });

  it('keeps counting wrong codes across a password reset', async () => {
    const account = await withTwoStep();
    const step = await passwordStep(account.email, account.password);
    for (let i = 0; i < 10; i++) await verify(step.mfa_token, '000000');
    expect(await resetByEmail(account.email, 'Reset-for-guesses-3')).toBe(204);
    // The email's lock is lifted (SPEC): the password step works…
    const again = await passwordStep(account.email, 'Reset-for-guesses-3');
    // …but the account's wrong codes still count: no fresh guesses at the code.
    const locked = await verify(again.mfa_token, codeNow(account.secret));
    expect(locked.statusCode).toBe(429);
  });

  it('stays on after a password reset: the new password still needs a code', async () => {
    const account = await withTwoStep();
    expect(await resetByEmail(account.email, 'Reset-but-still-two-step-1')).toBe(204);
    const step = await passwordStep(account.email, 'Reset-but-still-two-step-1');
    expect(step.mfa_required).toBe(true);
  });
});

describe('two-step sign-in: turning it off', () => {
  it('needs the password and a code; wrong ones are 422s on their fields', async () => {
    const account = await withTwoStep();
    const wrongPassword = await post(
      '/api/auth/mfa/disable',
      { password: 'Not-my-password-1', code: codeNow(account.secret) },
      account.auth,
    );
    expect(wrongPassword.statusCode).toBe(422);
    expect(fieldPaths(wrongPassword)).toEqual(['password']);
    const wrongCode = await post(
      '/api/auth/mfa/disable',
      { password: account.password, code: codeNow(account.secret, 4) },
      account.auth,
    );
    expect(fieldPaths(wrongCode)).toEqual(['code']);

    const off = await post(
      '/api/auth/mfa/disable',
      { password: account.password, code: codeNow(account.secret) },
      account.auth,
    );
    expect(off.statusCode).toBe(204);
    const login = await post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    expect(login.json()).toHaveProperty('access_token');
    const stored = await t.db.read((ex) =>
      ex
        .select()
        .from(mfaRecoveryCodes)
        .where(eq(mfaRecoveryCodes.userId, account.session.user.id)),
    );
    expect(stored).toEqual([]);
    const again = await post(
      '/api/auth/mfa/disable',
      { password: account.password, code: codeNow(account.secret) },
      account.auth,
    );
    expect(again.statusCode).toBe(409);
  });

  it('takes a recovery code instead of a code', async () => {
    const account = await withTwoStep();
    const off = await post(
      '/api/auth/mfa/disable',
      { password: account.password, code: account.recoveryCodes[9] },
      account.auth,
    );
    expect(off.statusCode).toBe(204);
  });
});
