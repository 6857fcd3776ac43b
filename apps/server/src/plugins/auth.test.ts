import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../lib/clock.js';
import { AccessTokens } from '../lib/tokens.js';
import { authPlugin, caller } from './auth.js';
import { errorHandler } from './error-handler.js';

const clock = new ManualClock();
const tokens = new AccessTokens('k'.repeat(40), {
  issuer: 'gavel',
  audience: 'gavel-api',
  ttlSeconds: 900,
  clock,
});

async function guardedApp() {
  const app = Fastify({ logger: false });
  await app.register(errorHandler);
  await app.register(authPlugin, { tokens });
  app.get('/any', { onRequest: app.requireAuth() }, (req) => caller(req));
  app.get('/dealers', { onRequest: app.requireAuth('DEALER') }, (req) => caller(req));
  app.get('/staff', { onRequest: app.requireAuth('ADMIN', 'OPS') }, (req) => caller(req));
  await app.ready();
  return app;
}

const userId = '5b0e3a52-3c4b-4c42-9d3c-6f5c6c0f2a11';
const as = async (roles: ('SELLER' | 'DEALER' | 'ADMIN' | 'OPS')[]) => ({
  authorization: `Bearer ${await tokens.sign({ userId, roles })}`,
});

describe('role guard', () => {
  it('answers 401 unauthenticated without a token, on every guarded route', async () => {
    const app = await guardedApp();
    for (const url of ['/any', '/dealers', '/staff']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'unauthenticated' } });
    }
  });

  it('answers 403 forbidden to a valid token of the wrong role', async () => {
    const app = await guardedApp();
    const seller = await as(['SELLER']);
    expect((await app.inject({ url: '/any', headers: seller })).statusCode).toBe(200);
    const dealers = await app.inject({ url: '/dealers', headers: seller });
    expect(dealers.statusCode).toBe(403);
    expect(dealers.json()).toMatchObject({ error: { code: 'forbidden' } });
    expect((await app.inject({ url: '/staff', headers: await as(['DEALER']) })).statusCode).toBe(
      403,
    );
  });

  it('lets any one of the listed roles through and exposes the caller', async () => {
    const app = await guardedApp();
    for (const role of ['ADMIN', 'OPS'] as const) {
      const res = await app.inject({ url: '/staff', headers: await as([role]) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        userId,
        roles: [role],
        issuedAt: Math.floor(clock.now().getTime() / 1000),
      });
    }
  });
});

describe('access tokens', () => {
  // Verified tokens are remembered until they expire (issue 15): the memory must never let
  // through what verifying again would refuse.
  it('refuses a remembered token once it expires, on the injected clock', async () => {
    const local = new ManualClock();
    const short = new AccessTokens('k'.repeat(40), {
      issuer: 'gavel',
      audience: 'gavel-api',
      ttlSeconds: 60,
      clock: local,
    });
    const token = await short.sign({ userId, roles: ['DEALER'] });
    const claims = {
      userId,
      roles: ['DEALER'],
      issuedAt: Math.floor(local.now().getTime() / 1000),
    };
    expect(await short.verify(token)).toEqual(claims);
    local.advance(59);
    expect(await short.verify(token)).toEqual(claims);
    local.advance(1);
    expect(await short.verify(token)).toBeNull();
    local.advance(-30);
    // Forgotten once refused: verified again from scratch, and valid again at that time.
    expect(await short.verify(token)).toEqual(claims);
  });

  it('refuses a token changed in any byte after the same token verified', async () => {
    const token = await tokens.sign({ userId, roles: ['SELLER'] });
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const admin = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        roles: ['ADMIN'],
      }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${admin}.${signature}`)).toBeNull();
    const flipped = signature.at(-2) === 'A' ? 'B' : 'A';
    expect(await tokens.verify(`${token.slice(0, -2)}${flipped}${token.slice(-1)}`)).toBeNull();
  });

  it('refuses a token signed with another key even when a twin verified', async () => {
    const other = new AccessTokens('z'.repeat(40), {
      issuer: 'gavel',
      audience: 'gavel-api',
      ttlSeconds: 900,
      clock,
    });
    const token = await other.sign({ userId, roles: ['ADMIN'] });
    expect(await other.verify(token)).not.toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });
});
