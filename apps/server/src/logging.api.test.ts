import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { freshDatabase, newAccount, testConfig } from '../test/helpers.js';
import { linkIn, outboxEmailsTo } from '../test/mail-fixtures.js';
import { referenceTotp } from '../test/totp-reference.js';
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance;
let drop: () => Promise<void>;
const lines: string[] = [];

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  app = await buildApp(testConfig({ LOG_LEVEL: 'trace' }), {
    db: fresh.db,
    logStream: { write: (line) => lines.push(line) },
    // The test delivers the emails itself (`runDue`), not a worker meanwhile.
    jobWorkers: false,
  });
});
afterAll(async () => {
  await app.close();
  await drop();
});

it('logs requests without passwords, tokens or the Authorization header', async () => {
  const account = newAccount();
  const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  const { access_token, refresh_token } = reg.json<{
    access_token: string;
    refresh_token: string;
  }>();
  await app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${access_token}` } });
  await app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refresh_token } });
  await app.inject({ url: '/api/health?token=secret-in-url&x=1' });

  const log = lines.join('\n');
  expect(log).toContain('/api/auth/me');
  expect(log).toContain('token=[REDACTED]');
  for (const secret of [account.password, access_token, refresh_token, 'secret-in-url']) {
    expect(log).not.toContain(secret);
  }
  expect(log.toLowerCase()).not.toContain('bearer ');
});

it('logs errors without the credentials their messages, fields or raw bytes quote', () => {
  const err = Object.assign(
    new Error(
      'GET https://b.s3.example/k?X-Amz-Credential=AKIALOGTEST1&X-Amz-Signature=feedc0de1 failed',
    ),
    {
      rawPacket: Buffer.from('GET /api/files/x?sig=raw-packet-secret HTTP/1.1'),
      $response: { headers: { authorization: 'AWS4-HMAC-SHA256 Signature=feedc0de2' } },
    },
  );
  app.log.error({ err }, 'storage failed');
  const line = lines.find((l) => l.includes('storage failed')) ?? '';
  expect(line).toContain('X-Amz-Signature=[REDACTED]');
  for (const secret of ['AKIALOGTEST1', 'feedc0de1', 'feedc0de2', 'raw-packet-secret']) {
    expect(line).not.toContain(secret);
  }
});

it('logs the account flows without their emailed tokens, codes or secrets', async () => {
  const account = newAccount();
  const reg = await app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  const { access_token } = reg.json<{ access_token: string }>();
  const auth = { authorization: `Bearer ${access_token}` };
  await app.inject({
    method: 'POST',
    url: '/api/auth/password/forgot',
    payload: { email: account.email },
  });
  await app.services.emailWorker.runDue();
  const emails = await outboxEmailsTo(app.config.dataDir, account.email);
  const links = [
    linkIn(
      emails.find((e) => e.parsed.subject?.startsWith('Reset')),
      '/reset-password',
    ),
    linkIn(
      emails.find((e) => e.parsed.subject?.startsWith('Confirm')),
      '/verify-email',
    ),
  ];
  // A person opening the links: the web app's pages are requested with the token in the URL.
  for (const link of links) await app.inject({ url: `${link.pathname}${link.search}` });
  const tokens = links.map((l) => l.searchParams.get('token') ?? '');
  expect(tokens.every((token) => token.length > 0)).toBe(true);
  await app.inject({
    method: 'POST',
    url: '/api/auth/verify-email',
    payload: { token: tokens[1] },
  });
  const setup = await app.inject({ method: 'POST', url: '/api/auth/mfa/setup', headers: auth });
  const { secret } = setup.json<{ secret: string }>();
  const code = referenceTotp(secret, app.clock.now());
  const enabled = await app.inject({
    method: 'POST',
    url: '/api/auth/mfa/enable',
    headers: auth,
    payload: { code },
  });
  const { recovery_codes } = enabled.json<{ recovery_codes: string[] }>();
  expect(recovery_codes).toHaveLength(10);

  // An object holding them, logged by mistake, is redacted field by field.
  app.log.warn(
    {
      body: { current_password: 'Old-pass-leak-1', new_password: 'New-pass-leak-2' },
      answer: { secret, otpauth_url: 'otpauth://totp/x?secret=' + secret, recovery_codes },
      step: { mfa_token: tokens[0] },
    },
    'account object logged',
  );
  const log = lines.join('\n');
  expect(log).toContain('account object logged');
  expect(log).not.toContain('Old-pass-leak-1');
  expect(log).not.toContain('New-pass-leak-2');
  expect(log).toContain('/reset-password?token=[REDACTED]');
  expect(log).toContain('/verify-email?token=[REDACTED]');
  // Bodies are never logged: the secret, the code and the recovery codes stay out at `trace`.
  for (const secretValue of [
    ...tokens,
    ...tokens.map((t) => t.slice(t.indexOf('.') + 1)),
    secret,
    code,
    ...recovery_codes,
  ]) {
    expect(log).not.toContain(secretValue);
  }
});
