import {
  createHmac,
  createSign,
  generateKeyPairSync,
  randomUUID,
  type KeyObject,
} from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, register, TEST_JWT_SECRET, useTestApp } from '../helpers.js';
import { errorCode } from '../http.js';

// Access tokens forged the ways published JWT attacks do it, written byte by byte here rather
// than through a JWT library, so nothing "helpfully" refuses to build them. Each forgery differs
// from a token the server accepts (the control below) in one thing only. The server must answer
// every one with 401 `unauthenticated` (SPEC §2), also where the forgery claims the ADMIN role.

const t = useTestApp();

type Header = Record<string, unknown>;
type Claims = Record<string, unknown>;

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (hash: string, key: string | Buffer) => (input: string) =>
  createHmac(hash, key).update(input).digest('base64url');
const rsa = (key: KeyObject) => (input: string) =>
  createSign('RSA-SHA256').update(input).sign(key).toString('base64url');
const ecdsa = (key: KeyObject) => (input: string) =>
  createSign('SHA256').update(input).sign({ key, dsaEncoding: 'ieee-p1363' }).toString('base64url');

function craft(header: Header, claims: Claims, sign: (input: string) => string): string {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${sign(input)}`;
}

const ours = hmac('sha256', TEST_JWT_SECRET);
const attacker = generateKeyPairSync('rsa', { modulusLength: 2048 });
const attackerEc = generateKeyPairSync('ec', { namedCurve: 'P-256' });

/** Claims as the server writes them, for `sub`, with the ADMIN role the forger wants. */
function claimsFor(sub: string): Claims {
  const now = Math.floor(t.clock.now().getTime() / 1000);
  return {
    sub,
    roles: ['ADMIN'],
    iss: t.config.jwt.issuer,
    aud: t.config.jwt.audience,
    iat: now,
    nbf: now,
    exp: now + 300,
    jti: randomUUID(),
  };
}

const HS256 = { alg: 'HS256', typ: 'JWT' };

/** Each case: what differs, and the token made from a valid header and claims. */
const forgeries: [string, (claims: Claims) => string][] = [
  ...['none', 'None', 'NONE', 'nOnE'].map((alg): [string, (c: Claims) => string] => [
    `alg "${alg}" with no signature`,
    (c) => craft({ alg, typ: 'JWT' }, c, () => ''),
  ]),
  [
    'alg "none" keeping a real HS256 signature',
    (c) => {
      const signature = craft(HS256, c, ours).split('.')[2] ?? '';
      return `${b64({ alg: 'none' })}.${b64(c)}.${signature}`;
    },
  ],
  ['HS256 with the signature removed', (c) => craft(HS256, c, () => '')],
  [
    'HS384 with the server’s own secret',
    (c) => craft({ alg: 'HS384' }, c, hmac('sha384', TEST_JWT_SECRET)),
  ],
  [
    'HS512 with the server’s own secret',
    (c) => craft({ alg: 'HS512' }, c, hmac('sha512', TEST_JWT_SECRET)),
  ],
  ['HS256 with another secret', (c) => craft(HS256, c, hmac('sha256', 'x'.repeat(48)))],
  [
    'kid pointing at /dev/null, HMAC with an empty key',
    (c) => craft({ ...HS256, kid: '../../../../../../dev/null' }, c, hmac('sha256', '')),
  ],
  [
    'kid carrying SQL, HMAC with the key the SQL would select',
    (c) =>
      craft(
        { ...HS256, kid: "x' UNION SELECT 'attacker-key' --" },
        c,
        hmac('sha256', 'attacker-key'),
      ),
  ],
  [
    'an embedded jwk (RS256) with the attacker’s own key',
    (c) =>
      craft(
        { alg: 'RS256', typ: 'JWT', jwk: attacker.publicKey.export({ format: 'jwk' }) },
        c,
        rsa(attacker.privateKey),
      ),
  ],
  [
    'an embedded jwk (ES256) with the attacker’s own key',
    (c) =>
      craft(
        { alg: 'ES256', typ: 'JWT', jwk: attackerEc.publicKey.export({ format: 'jwk' }) },
        c,
        ecdsa(attackerEc.privateKey),
      ),
  ],
  [
    'an embedded symmetric jwk with HS256',
    (c) =>
      craft(
        { ...HS256, jwk: { kty: 'oct', k: Buffer.from('attacker-key').toString('base64url') } },
        c,
        hmac('sha256', 'attacker-key'),
      ),
  ],
  [
    'a jku header naming the attacker’s key set',
    (c) =>
      craft(
        { alg: 'RS256', typ: 'JWT', jku: 'https://attacker.example/jwks.json', kid: '1' },
        c,
        rsa(attacker.privateKey),
      ),
  ],
  [
    'an x5u header naming the attacker’s certificate',
    (c) =>
      craft(
        { alg: 'RS256', typ: 'JWT', x5u: 'https://attacker.example/cert.pem' },
        c,
        rsa(attacker.privateKey),
      ),
  ],
  [
    // The classic confusion: RS256 expected, HS256 signed with the public key. Gavel expects
    // HS256 only; an RS256 token "signed" by HMAC with our secret must not pass either.
    'alg RS256 whose signature is an HMAC with the server’s secret',
    (c) => craft({ alg: 'RS256', typ: 'JWT' }, c, ours),
  ],
  ['another issuer', (c) => craft(HS256, { ...c, iss: 'someone-else' }, ours)],
  ['no issuer', (c) => craft(HS256, { ...c, iss: undefined }, ours)],
  ['another audience', (c) => craft(HS256, { ...c, aud: 'another-api' }, ours)],
  ['an audience list without ours', (c) => craft(HS256, { ...c, aud: ['a', 'b'] }, ours)],
  ['no audience', (c) => craft(HS256, { ...c, aud: undefined }, ours)],
  ['expired a second ago', (c) => craft(HS256, { ...c, exp: (c.iat as number) - 1 }, ours)],
  ['no expiry', (c) => craft(HS256, { ...c, exp: undefined }, ours)],
  [
    'not valid before an hour from now',
    (c) => craft(HS256, { ...c, nbf: (c.iat as number) + 3600 }, ours),
  ],
  ['a subject that is not a UUID', (c) => craft(HS256, { ...c, sub: 'admin' }, ours)],
  ['an unknown role', (c) => craft(HS256, { ...c, roles: ['SUPERUSER'] }, ours)],
  ['roles as a string', (c) => craft(HS256, { ...c, roles: 'ADMIN' }, ours)],
  ['four segments', (c) => `${craft(HS256, c, ours)}.x`],
];

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
// A staff-only route: a forged ADMIN role must not open it either.
const adminQueues = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/queues', headers: bearer(token) });

describe('forged access tokens', () => {
  it('control: a token crafted here with the real secret and claims is accepted', async () => {
    const { session } = await register(t.app);
    const token = craft(HS256, claimsFor(session.user.id), ours);
    expect((await me(token)).statusCode).toBe(200);
    // The control carries ADMIN, so it opens the staff route: the forgeries below would too
    // if their one difference were overlooked.
    expect((await adminQueues(token)).statusCode).toBe(200);
  });

  it.each(forgeries)('refuses %s with 401 unauthenticated', async (_what, forge) => {
    const { session } = await register(t.app);
    const token = forge(claimsFor(session.user.id));
    for (const res of [await me(token), await adminQueues(token)]) {
      expect(res.statusCode).toBe(401);
      expect(errorCode(res)).toBe('unauthenticated');
    }
  });

  it('refuses a refresh token presented as an access token', async () => {
    const { session } = await register(t.app);
    const res = await me(session.refresh_token);
    expect(res.statusCode).toBe(401);
    expect(errorCode(res)).toBe('unauthenticated');
  });
});
