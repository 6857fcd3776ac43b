import { describe, expect, it } from 'vitest';
import { register, useTestApp } from '../../../test/helpers.js';

const t = useTestApp({ RATE_LIMIT: 'on' });

const login = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

describe('failed-login limit (10 per 15 minutes, per email and per IP)', () => {
  it('locks an email after 10 failures, even for the right password, until the window passes', async () => {
    const account = await register(t.app);
    // Spread over several addresses so only the email's counter fills.
    for (let i = 0; i < 10; i++) {
      const res = await login(account.email, 'Wrong-password-1', `10.0.1.${i}`);
      expect(res.statusCode).toBe(401);
      t.clock.advance(10);
    }
    const locked = await login(account.email, account.password, '10.0.1.200');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: { code: 'rate_limited' } });
    const retryAfter = Number(locked.headers['retry-after']);
    // The first failure was 100 s ago: it leaves the 900 s window in 800 s.
    expect(retryAfter).toBe(800);

    t.clock.advance(retryAfter - 1);
    expect((await login(account.email, account.password, '10.0.1.201')).statusCode).toBe(429);
    t.clock.advance(1);
    expect((await login(account.email, account.password, '10.0.1.202')).statusCode).toBe(200);
  });

  it('locks an IP after 10 failures across different emails', async () => {
    const ip = '10.0.2.1';
    for (let i = 0; i < 10; i++) {
      expect((await login(`nobody${i}@example.com`, 'Wrong-password-1', ip)).statusCode).toBe(401);
    }
    const victim = await register(t.app);
    const res = await login(victim.email, victim.password, ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await login(victim.email, victim.password, '10.0.2.2')).statusCode).toBe(200);
    t.clock.advance(15 * 60);
    expect((await login(victim.email, victim.password, ip)).statusCode).toBe(200);
  });

  it('does not lock after 9 failures, and a success clears the email count', async () => {
    const account = await register(t.app);
    for (let i = 0; i < 9; i++) await login(account.email, 'Wrong-password-1', `10.0.3.${i}`);
    expect((await login(account.email, account.password, '10.0.3.100')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await login(account.email, 'Wrong-password-1', `10.0.3.${i + 20}`);
    expect((await login(account.email, account.password, '10.0.3.101')).statusCode).toBe(200);
  });
});
