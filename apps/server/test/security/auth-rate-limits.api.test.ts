import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../helpers.js';
import { errorCode, errorOf } from '../http.js';

// The per-IP ceilings of @fastify/rate-limit on the session routes (auth/routes.ts). The failed-
// login counter, which locks an email or an IP after 10 failures, is proven in
// modules/auth/login-rate-limit.api.test.ts; these ceilings bound what one address may try
// against refresh and logout, where there is no password to count failures of.
const t = useTestApp({ RATE_LIMIT: 'on' });

const post = (url: string, payload: unknown, ip: string) =>
  t.app.inject({ method: 'POST', url, payload: payload as never, remoteAddress: ip });

async function exhaust(url: string, max: number, ip: string) {
  for (let i = 0; i < max; i++) {
    const res = await post(url, { refresh_token: `guess-${String(i)}` }, ip);
    // Below the ceiling every guess is simply wrong.
    expect(res.statusCode, `guess ${String(i + 1)}`).toBe(401);
    expect(errorCode(res)).toBe('invalid_refresh_token');
  }
}

describe.each([
  ['/api/auth/refresh', 120],
  ['/api/auth/logout', 120],
])('POST %s from one address', (url, max) => {
  it(`answers 429 rate_limited with Retry-After after ${String(max)} requests a minute, even for a valid token`, async () => {
    const ip = url.endsWith('refresh') ? '10.9.1.1' : '10.9.2.1';
    const { session } = await register(t.app);
    await exhaust(url, max, ip);

    const blocked = await post(url, { refresh_token: session.refresh_token }, ip);
    expect(blocked.statusCode).toBe(429);
    expect(errorCode(blocked)).toBe('rate_limited');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(errorOf(blocked).details?.retry_after_seconds).toBeGreaterThan(0);

    // The blocked request did nothing: the token still works from another address.
    const elsewhere = await post(url, { refresh_token: session.refresh_token }, '10.9.3.1');
    expect(elsewhere.statusCode).toBe(url.endsWith('refresh') ? 200 : 204);
  });
});

describe('POST /api/auth/register from one address', () => {
  it('answers 429 after 30 sign-ups in 15 minutes', async () => {
    const ip = '10.9.4.1';
    for (let i = 0; i < 30; i++) {
      // An invalid body is cheap and still counts: the ceiling is checked before validation.
      const res = await post('/api/auth/register', {}, ip);
      expect(res.statusCode).toBe(422);
    }
    const blocked = await post('/api/auth/register', {}, ip);
    expect(blocked.statusCode).toBe(429);
    expect(errorCode(blocked)).toBe('rate_limited');
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
