import { describe, expect, it } from 'vitest';
import { createTestApp, newAccount, useTestApp } from '../test/helpers.js';

const t = useTestApp();

const register = (payload: string, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    headers: { 'content-type': contentType },
  });

describe('the HTTP edge', () => {
  it('runs on the database its test project names', () => {
    // Guards the test setup itself: the PostgreSQL project must not quietly fall back to PGlite.
    expect(t.db.kind).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  });

  it('GET /api/health answers ok', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown /api path with the 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/auth/nope'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('answers malformed JSON with 400 bad_request', async () => {
    const res = await register('{"email": "a@b.co",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'bad_request' } });
  });

  it('answers a body that is not JSON with 415 unsupported_media_type', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await register('email=a@b.co', type);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });
    }
  });

  it('answers a body over 1 MB with 413 payload_too_large and creates nothing', async () => {
    const account = newAccount();
    const res = await register(JSON.stringify({ ...account, name: 'x'.repeat(1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(401);
  });

  it('treats an empty JSON body as no body', async () => {
    const res = await register('');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'validation_error' } });
  });

  it('rejects prototype pollution attempts as malformed', async () => {
    const res = await register('{"__proto__": {"admin": true}}');
    expect(res.statusCode).toBe(400);
  });

  it('sets security headers with a CSP that allows no inline or foreign scripts', async () => {
    const res = await t.app.inject('/api/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives every answer a request id, keeping a sane incoming one', async () => {
    const generated = await t.app.inject('/api/health');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\n' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('bad id\n');
  });

  it('allows CORS from CORS_ORIGINS only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const ok = await preflight('http://localhost:5173');
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    const evil = await preflight('https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('describes itself as OpenAPI 3 generated from the zod schemas', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<
                string,
                { schema: { properties: Record<string, unknown>; required: string[] } }
              >;
            };
          }
        >
      >;
    }>();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/health',
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/refresh',
      '/api/auth/logout',
      '/api/auth/me',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    const register =
      doc.paths['/api/auth/register']?.post?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(register?.properties ?? {}).sort()).toEqual([
      'email',
      'name',
      'password',
      'role',
    ]);
    expect(register?.required.sort()).toEqual(['email', 'name', 'password', 'role']);
  });

  it('serves Swagger UI at /api/docs', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('when the database does not answer', () => {
  it('health answers 503 unavailable', async () => {
    const other = await createTestApp();
    await other.db.close();
    const res = await other.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: { code: 'unavailable' } });
    await other.close();
  });
});
