import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, emailOutbox } from '../../db/schema.js';
import { staff } from '../../../test/actors.js';
import { register, useTestApp } from '../../../test/helpers.js';
import { errorCode, fieldPaths } from '../../../test/http.js';
import { linkIn, outboxEmailsTo, tokenIn } from '../../../test/mail-fixtures.js';

// Limits on, as in production: the hourly cap on reset emails and the failed-login lock.
const t = useTestApp({ RATE_LIMIT: 'on', PUBLIC_URL: 'https://gavel.example/market' });

const post = (url: string, payload: unknown, ip = '10.9.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as never, remoteAddress: ip });
const forgot = (email: string, ip?: string) =>
  post('/api/auth/password/forgot', { email }, ip ?? `10.9.${Math.floor(Math.random() * 250)}.1`);
const reset = (token: string, password: string) =>
  post('/api/auth/password/reset', { token, password });
const login = (email: string, password: string) =>
  post('/api/auth/login', { email, password }, `10.8.${Math.floor(Math.random() * 250)}.1`);

/** Sends what is queued, as the app's timer does, and reads the account's reset emails. */
async function resetEmails(email: string) {
  await t.app.services.emailWorker.runDue();
  return (await outboxEmailsTo(t.config.dataDir, email)).filter(
    (e) => e.parsed.subject === 'Reset your Gavel password',
  );
}

/** The token of the newest reset link sent to `email`, taken from the email as a person would. */
async function newestResetToken(email: string): Promise<string> {
  return tokenIn((await resetEmails(email)).at(-1), '/market/reset-password');
}

describe('POST /api/auth/password/forgot', () => {
  it('answers 202 {} for a known and an unknown address, and emails only the account', async () => {
    const account = await register(t.app);
    const known = await forgot(account.email.toUpperCase());
    const unknown = await forgot(`nobody-${account.email}`);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({});
    expect(unknown.body).toBe(known.body);

    const emails = await resetEmails(account.email);
    expect(emails).toHaveLength(1);
    const parsed = emails[0]?.parsed;
    expect(parsed?.from?.name).toBe('Gavel');
    expect(parsed?.text).toContain(`Hello ${account.name},`);
    expect(parsed?.text).toContain('60 minutes');
    const link = linkIn(emails[0], '/market/reset-password');
    expect(link.origin).toBe('https://gavel.example');
    // 256 random bits behind a 128-bit selector, in URL-safe base64.
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(await outboxEmailsTo(t.config.dataDir, `nobody-${account.email}`)).toEqual([]);
  });

  it('stores no token anywhere: the email is composed when sent, the token kept as a hash', async () => {
    const account = await register(t.app);
    await forgot(account.email);
    const token = await newestResetToken(account.email);
    const [selector = '', verifier = ''] = token.split('.');
    const rows = await t.db.read((ex) =>
      ex.select().from(accountTokens).where(eq(accountTokens.selector, selector)),
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(verifier);
    const outbox = await t.db.read((ex) =>
      ex.select().from(emailOutbox).where(eq(emailOutbox.toAddress, account.email)),
    );
    expect(JSON.stringify(outbox)).not.toContain(verifier);
  });

  it('sends at most 5 emails per address per hour, and still answers 202', async () => {
    const account = await register(t.app);
    for (let i = 0; i < 7; i++) {
      const res = await forgot(account.email);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({});
      // Sent before the next request, as the app's worker does within a second.
      await t.app.services.emailWorker.runDue();
      t.clock.advance(60);
    }
    expect(await resetEmails(account.email)).toHaveLength(5);
    // The first request leaves the hour 60 minutes after it was made.
    t.clock.advance(60 * 60 - 7 * 60);
    await forgot(account.email);
    expect(await resetEmails(account.email)).toHaveLength(6);
  });

  it('refuses a malformed address with 422, and a flood from one client with 429', async () => {
    expect(fieldPaths(await forgot('not-an-email'))).toEqual(['email']);
    const ip = '10.7.7.7';
    let last = await forgot('flood-0@example.com', ip);
    for (let i = 1; i <= 20 && last.statusCode === 202; i++) {
      last = await forgot(`flood-${i}@example.com`, ip);
    }
    expect(last.statusCode).toBe(429);
    expect(errorCode(last)).toBe('rate_limited');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('takes the same time for a known and an unknown address (medians within 20 %)', async () => {
    const known = (await Promise.all(Array.from({ length: 6 }, () => register(t.app)))).map(
      (a) => a.email,
    );
    const knownEmail = (i: number) => known[i % known.length] ?? '';
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await forgot(email);
      const took = performance.now() - started;
      expect(res.statusCode).toBe(202);
      return took;
    };
    const median = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return s[Math.floor(s.length / 2)] ?? NaN;
    };
    // Warm both paths, then interleave so that drift in the machine's load hits both alike.
    for (let i = 0; i < 10; i++) {
      await timed(knownEmail(i));
      await timed(`warm-${i}@example.net`);
    }
    const forKnown: number[] = [];
    const forUnknown: number[] = [];
    for (let i = 0; i < 100; i++) {
      // Five a known address may have per hour: new hour every 25 rounds keeps both paths alike.
      if (i % 25 === 0) t.clock.advance(60 * 60);
      forKnown.push(await timed(knownEmail(i)));
      forUnknown.push(await timed(`missing-${i}@example.net`));
    }
    const [a, b] = [median(forKnown), median(forUnknown)];
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThan(0.2);
  });
});

describe('POST /api/auth/password/reset', () => {
  it('sets the password from the emailed link, ends every session, and spends the link', async () => {
    const account = await register(t.app);
    await t.app.services.emailWorker.runDue();
    const confirmation = tokenIn(
      (await outboxEmailsTo(t.config.dataDir, account.email)).find((e) =>
        e.parsed.subject?.startsWith('Confirm'),
      ),
      '/market/verify-email',
    );
    const otherDevice = (await login(account.email, account.password)).json<{
      refresh_token: string;
    }>();
    await forgot(account.email);
    const token = await newestResetToken(account.email);

    const res = await reset(token, 'A-brand-new-passphrase-7');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, 'A-brand-new-passphrase-7')).statusCode).toBe(200);
    for (const refresh of [account.session.refresh_token, otherDevice.refresh_token]) {
      const again = await post('/api/auth/refresh', { refresh_token: refresh });
      expect(again.statusCode).toBe(401);
      expect(errorCode(again)).toBe('invalid_refresh_token');
    }
    // Reading the email proved the address.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: {
        authorization: `Bearer ${(await login(account.email, 'A-brand-new-passphrase-7')).json<{ access_token: string }>().access_token}`,
      },
    });
    expect(me.json()).toMatchObject({ email_verified: true });
    // …and spent the confirmation link still out.
    const confirm = await post('/api/auth/verify-email', { token: confirmation });
    expect(errorCode(confirm)).toBe('invalid_token');
    // The account reads mail at its address: audited once, as a confirmation would be.
    const events = await t.app.inject({
      method: 'GET',
      url: `/api/admin/events?subject_id=${account.session.user.id}`,
      headers: { authorization: `Bearer ${(await staff(t.app)).token}` },
    });
    expect(
      events
        .json<{ items: { type: string }[] }>()
        .items.map((e) => e.type)
        .sort(),
    ).toEqual(['user.email_verified', 'user.password_reset', 'user.registered']);

    const reused = await reset(token, 'Another-new-passphrase-8');
    expect(reused.statusCode).toBe(400);
    expect(errorCode(reused)).toBe('invalid_token');
  });

  it('accepts a link for 60 minutes and no longer', async () => {
    const account = await register(t.app);
    await forgot(account.email);
    const first = await newestResetToken(account.email);
    t.clock.advance(60 * 60 - 1);
    expect((await reset(first, 'Still-in-time-passphrase-1')).statusCode).toBe(204);

    await forgot(account.email);
    const second = await newestResetToken(account.email);
    t.clock.advance(60 * 60);
    const late = await reset(second, 'Too-late-passphrase-22');
    expect(late.statusCode).toBe(400);
    expect(errorCode(late)).toBe('invalid_token');
  });

  it('voids older links when a newer one is sent', async () => {
    const account = await register(t.app);
    await forgot(account.email);
    const older = await newestResetToken(account.email);
    t.clock.advance(5);
    await forgot(account.email);
    const newer = await newestResetToken(account.email);
    expect(newer).not.toBe(older);
    expect(errorCode(await reset(older, 'Older-link-passphrase-3'))).toBe('invalid_token');
    expect((await reset(newer, 'Newer-link-passphrase-4')).statusCode).toBe(204);
  });

  it('sends only the newest link when asked twice before the first went out', async () => {
    const account = await register(t.app);
    await forgot(account.email);
    t.clock.advance(1);
    await forgot(account.email);
    const emails = await resetEmails(account.email);
    expect(emails).toHaveLength(1);
    expect(
      (await reset(await newestResetToken(account.email), 'Newest-only-passphrase-5')).statusCode,
    ).toBe(204);
  });

  it('refuses a link sent before the password was changed or every session ended', async () => {
    for (const end of ['password', 'logout-all'] as const) {
      const account = await register(t.app);
      await forgot(account.email);
      const token = await newestResetToken(account.email);
      const auth = { authorization: `Bearer ${account.session.access_token}` };
      const ended = await t.app.inject({
        method: 'POST',
        url: `/api/auth/${end}`,
        headers: auth,
        ...(end === 'password'
          ? {
              payload: {
                current_password: account.password,
                new_password: 'Changed-before-the-link-6',
              },
            }
          : {}),
      });
      expect(ended.statusCode, end).toBeLessThan(300);
      const late = await reset(token, 'Stale-link-passphrase-7');
      expect(late.statusCode, end).toBe(400);
      expect(errorCode(late)).toBe('invalid_token');
    }
  });

  it('lifts the failed-login lock', async () => {
    const account = await register(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await login(account.email, 'Wrong-password-x')).statusCode).toBe(401);
    }
    expect((await login(account.email, account.password)).statusCode).toBe(429);
    await forgot(account.email);
    await reset(await newestResetToken(account.email), 'Unlocked-passphrase-55');
    expect((await login(account.email, 'Unlocked-passphrase-55')).statusCode).toBe(200);
  });

  it('refuses a weak password with 422 and keeps the link usable', async () => {
    const account = await register(t.app);
    await forgot(account.email);
    const token = await newestResetToken(account.email);
    const weak = await reset(token, 'password123');
    expect(weak.statusCode).toBe(422);
    expect(fieldPaths(weak)).toEqual(['password']);
    const short = await reset(token, 'short');
    expect(fieldPaths(short)).toEqual(['password']);
    expect((await reset(token, 'A-good-passphrase-after-all')).statusCode).toBe(204);
  });

  it('answers 400 invalid_token for a garbled, unknown or other-purpose token', async () => {
    const account = await register(t.app);
    await forgot(account.email);
    const token = await newestResetToken(account.email);
    const [selector, verifier] = token.split('.') as [string, string];
    const flipped = `${selector}.${verifier.slice(0, -1)}${verifier.endsWith('A') ? 'B' : 'A'}`;
    await t.app.services.emailWorker.runDue();
    const verification = tokenIn(
      (await outboxEmailsTo(t.config.dataDir, account.email)).find(
        (e) => e.parsed.subject === 'Confirm your email address for Gavel',
      ),
      '/market/verify-email',
    );
    for (const bad of [
      'x',
      `${token}x`,
      flipped,
      verification,
      'a'.repeat(22) + '.' + 'b'.repeat(43),
    ]) {
      const res = await reset(bad, 'Some-fine-passphrase-9');
      expect(res.statusCode, bad).toBe(400);
      expect(errorCode(res)).toBe('invalid_token');
    }
    expect(fieldPaths(await post('/api/auth/password/reset', { token }))).toEqual(['password']);
    expect((await reset(token, 'Some-fine-passphrase-9')).statusCode).toBe(204);
  });

  it('lets one of two simultaneous resets with one link through', async () => {
    const account = await register(t.app);
    await forgot(account.email);
    const token = await newestResetToken(account.email);
    const answers = await Promise.all([
      reset(token, 'Racing-passphrase-one-1'),
      reset(token, 'Racing-passphrase-two-2'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 400]);
  });
});
