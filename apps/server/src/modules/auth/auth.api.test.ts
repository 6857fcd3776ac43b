import { and, eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { auditEvents, refreshTokens, users } from '../../db/schema.js';
import {
  bearer,
  newAccount,
  register,
  TEST_JWT_SECRET,
  useTestApp,
  type Session,
} from '../../../test/helpers.js';
import { errorCode, fieldPaths } from '../../../test/http.js';

const t = useTestApp();

const post = (url: string, payload?: unknown, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload: payload as never, headers });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const refresh = (token: string) => post('/api/auth/refresh', { refresh_token: token });

describe('POST /api/auth/register', () => {
  it('creates a seller, normalises the email and answers the login shape', async () => {
    const body = { ...newAccount('seller'), email: '  Mixed.Case@Example.COM ' };
    const res = await post('/api/auth/register', body);
    expect(res.statusCode).toBe(201);
    const session = res.json<Session & { token_type: string; expires_in: number }>();
    expect(session).toMatchObject({
      token_type: 'bearer',
      expires_in: 900,
      user: { email: 'mixed.case@example.com', name: body.name, roles: ['SELLER'] },
    });
    expect(Object.keys(session).sort()).toEqual(
      ['access_token', 'expires_in', 'refresh_token', 'token_type', 'user'].sort(),
    );
    expect((await me(session.access_token)).statusCode).toBe(200);
  });

  it('creates a dealer with the DEALER role', async () => {
    const { session } = await register(t.app, 'dealer');
    expect(session.user.roles).toEqual(['DEALER']);
  });

  it('stores an argon2id hash, never the password, and writes user.registered', async () => {
    const account = newAccount();
    const res = await post('/api/auth/register', account);
    const { user } = res.json<Session>();
    const [row] = await t.db.read((db) => db.select().from(users).where(eq(users.id, user.id)));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(account.password);
    const events = await t.db.read((db) =>
      db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectId, user.id), eq(auditEvents.type, 'user.registered'))),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ subjectType: 'user', actorId: user.id });
  });

  it('refuses a taken email whatever its case: 409 email_taken', async () => {
    const account = newAccount();
    expect((await post('/api/auth/register', account)).statusCode).toBe(201);
    const again = await post('/api/auth/register', {
      ...account,
      email: account.email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('email_taken');
  });

  it('lets exactly one of two simultaneous sign-ups with one email succeed', async () => {
    const account = newAccount();
    const results = await Promise.all([
      post('/api/auth/register', account),
      post('/api/auth/register', account),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db.read((db) =>
      db.select().from(users).where(eq(users.email, account.email)),
    );
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a password of 7 characters', { password: 'Abcdef1' }, 'password'],
    ['a password of 129 characters', { password: 'x'.repeat(129) }, 'password'],
    ['a common password', { password: 'password123' }, 'password'],
    ['a common password in another case', { password: 'PASSWORD123' }, 'password'],
    ['role admin', { role: 'admin' }, 'role'],
    ['role ops', { role: 'ops' }, 'role'],
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a name over 200 characters', { name: 'n'.repeat(201) }, 'name'],
    ['an unknown field', { roles: ['ADMIN'] }, 'roles'],
  ])('refuses %s with 422 on that field', async (_what, change, path) => {
    const res = await post('/api/auth/register', { ...newAccount(), ...change });
    expect(res.statusCode).toBe(422);
    expect(errorCode(res)).toBe('validation_error');
    expect(fieldPaths(res)).toContain(path);
  });

  it('accepts passwords of exactly 8 and 128 characters', async () => {
    for (const password of ['Qz7!kLm2', 'Qz7!kLm2'.repeat(16)]) {
      const res = await post('/api/auth/register', { ...newAccount(), password });
      expect(res.statusCode).toBe(201);
    }
  });

  it('reports every missing field', async () => {
    const res = await post('/api/auth/register', {});
    expect(res.statusCode).toBe(422);
    expect(fieldPaths(res).sort()).toEqual(['email', 'name', 'password', 'role']);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, any email case', async () => {
    const account = await register(t.app);
    const res = await post('/api/auth/login', {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Session>().user).toEqual({
      id: account.session.user.id,
      email: account.email,
      name: account.name,
      roles: ['SELLER'],
      email_verified: false,
    });
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const account = await register(t.app);
    const wrong = await post('/api/auth/login', {
      email: account.email,
      password: 'Wrong-password-1',
    });
    const unknown = await post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'Wrong-password-1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(errorCode(wrong)).toBe('invalid_credentials');
  });

  it('refuses a malformed body with 422', async () => {
    const res = await post('/api/auth/login', { email: 'a@b.co' });
    expect(res.statusCode).toBe(422);
    expect(fieldPaths(res)).toEqual(['password']);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates: a new pair, and the old refresh token is spent', async () => {
    const { session } = await register(t.app);
    const first = await refresh(session.refresh_token);
    expect(first.statusCode).toBe(200);
    const pair = first.json<Session & { token_type: string; expires_in: number }>();
    expect(Object.keys(pair).sort()).toEqual([
      'access_token',
      'expires_in',
      'refresh_token',
      'token_type',
    ]);
    expect(pair.refresh_token).not.toBe(session.refresh_token);
    expect((await me(pair.access_token)).statusCode).toBe(200);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });

  it('on reuse of a spent token revokes the whole family, newest token included', async () => {
    const { session } = await register(t.app);
    const r1 = (await refresh(session.refresh_token)).json<Session>();
    const r2 = (await refresh(r1.refresh_token)).json<Session>();
    // An attacker replays the first, already spent, token.
    const replay = await refresh(session.refresh_token);
    expect(replay.statusCode).toBe(401);
    expect(errorCode(replay)).toBe('invalid_refresh_token');
    // The legitimate holder's newest token died with it.
    const newest = await refresh(r2.refresh_token);
    expect(newest.statusCode).toBe(401);
    expect(errorCode(newest)).toBe('invalid_refresh_token');
  });

  it('revokes only the replayed family, not the account’s other sessions', async () => {
    const account = await register(t.app);
    const login = await post('/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    const other = login.json<Session>();
    await refresh(account.session.refresh_token);
    await refresh(account.session.refresh_token);
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('gives at most one success to parallel refreshes of one token', async () => {
    const { session } = await register(t.app);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => refresh(session.refresh_token)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeLessThanOrEqual(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect(r.statusCode).toBe(401);
      expect(errorCode(r)).toBe('invalid_refresh_token');
    }
    // Whatever the interleaving, the family is left with no usable token if a replay happened.
    const rows = await t.db.read((db) =>
      db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id)),
    );
    const usable = rows.filter((r) => !r.usedAt && !r.revokedAt);
    expect(usable.length).toBeLessThanOrEqual(1);
  });

  it('refuses an expired refresh token', async () => {
    const { session } = await register(t.app);
    t.clock.advance(t.config.refreshTokenTtlSeconds + 1);
    try {
      const res = await refresh(session.refresh_token);
      expect(res.statusCode).toBe(401);
      expect(errorCode(res)).toBe('invalid_refresh_token');
    } finally {
      t.clock.advance(-(t.config.refreshTokenTtlSeconds + 1));
    }
  });

  it('refuses an unknown token and a malformed body', async () => {
    const unknown = await refresh('not-a-token-we-issued');
    expect(unknown.statusCode).toBe(401);
    expect(errorCode(unknown)).toBe('invalid_refresh_token');
    const malformed = await post('/api/auth/refresh', { refresh_token: 42 });
    expect(malformed.statusCode).toBe(422);
  });

  it('stores refresh tokens hashed, never as issued', async () => {
    const { session } = await register(t.app);
    const rows = await t.db.read((db) =>
      db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.user.id)),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toBe(session.refresh_token);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 204 with no body and revokes the family', async () => {
    const { session } = await register(t.app);
    const rotated = (await refresh(session.refresh_token)).json<Session>();
    const res = await post('/api/auth/logout', { refresh_token: rotated.refresh_token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('refuses an unknown or already revoked token with 401', async () => {
    const { session } = await register(t.app);
    expect(
      (await post('/api/auth/logout', { refresh_token: session.refresh_token })).statusCode,
    ).toBe(204);
    const again = await post('/api/auth/logout', { refresh_token: session.refresh_token });
    expect(again.statusCode).toBe(401);
    expect(errorCode(again)).toBe('invalid_refresh_token');
  });
});

describe('GET /api/auth/me and access tokens', () => {
  it('answers the account with created_at', async () => {
    const account = await register(t.app, 'dealer');
    const res = await me(account.session.access_token);
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      id: account.session.user.id,
      email: account.email,
      name: account.name,
      roles: ['DEALER'],
      email_verified: false,
      mfa_enabled: false,
    });
    expect(new Date(body.created_at as string).toISOString()).toBe(body.created_at);
  });

  const claims = (sub: string) => ({ roles: ['ADMIN'], sub });
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const now = () => Math.floor(t.clock.now().getTime() / 1000);
  const signed = (
    sub: string,
    opts: { secret?: Uint8Array; iss?: string; aud?: string; exp?: number } = {},
  ) =>
    new SignJWT(claims(sub))
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer(opts.iss ?? 'gavel')
      .setAudience(opts.aud ?? 'gavel-api')
      .setIssuedAt(now())
      .setExpirationTime(opts.exp ?? now() + 60)
      .sign(opts.secret ?? key);

  it('accepts a token we would sign ourselves (the forgeries below differ in one thing)', async () => {
    const { session } = await register(t.app);
    expect((await me(await signed(session.user.id))).statusCode).toBe(200);
  });

  it.each([
    ['no header', undefined],
    ['a non-bearer scheme', 'Basic dXNlcjpwYXNz'],
    ['garbage', 'Bearer not.a.jwt'],
  ])('refuses %s with 401 unauthenticated', async (_what, header) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: header ? { authorization: header } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(errorCode(res)).toBe('unauthenticated');
  });

  it('refuses an expired access token', async () => {
    const { session } = await register(t.app);
    t.clock.advance(t.config.accessTokenTtlSeconds + 1);
    try {
      expect((await me(session.access_token)).statusCode).toBe(401);
    } finally {
      t.clock.advance(-(t.config.accessTokenTtlSeconds + 1));
    }
  });

  it('refuses alg "none"', async () => {
    const { session } = await register(t.app);
    const unsigned = new UnsecuredJWT(claims(session.user.id))
      .setSubject(session.user.id)
      .setIssuer('gavel')
      .setAudience('gavel-api')
      .setIssuedAt(now())
      .setExpirationTime(now() + 60)
      .encode();
    const res = await me(unsigned);
    expect(res.statusCode).toBe(401);
    expect(errorCode(res)).toBe('unauthenticated');
  });

  it('refuses a token signed with another key, issuer or audience', async () => {
    const { session } = await register(t.app);
    const id = session.user.id;
    for (const forged of [
      await signed(id, {
        secret: new TextEncoder().encode('another-secret-another-secret-another'),
      }),
      await signed(id, { iss: 'someone-else' }),
      await signed(id, { aud: 'another-api' }),
      await signed(id, { exp: now() - 1 }),
    ]) {
      expect((await me(forged)).statusCode).toBe(401);
    }
  });

  it('refuses a token whose payload was edited after signing', async () => {
    const { session } = await register(t.app);
    const [header, payload, signature] = session.access_token.split('.') as [
      string,
      string,
      string,
    ];
    const claimsIn = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const tampered = Buffer.from(JSON.stringify({ ...claimsIn, roles: ['ADMIN'] })).toString(
      'base64url',
    );
    expect((await me(`${header}.${tampered}.${signature}`)).statusCode).toBe(401);
  });
});
