import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { newAccount, useTestApp } from '../../../test/helpers.js';
import { errorCode, fieldErrors } from '../../../test/http.js';

// Security review, issue 14 item 15: passwords such as `aaaaaaaa`, `gavelgavel`, `Summer2026`
// or the account's own email were accepted. NIST SP 800-63B: refuse common, repetitive and
// guessable passwords and ones built from the account or the service (ADR 023).
const t = useTestApp();

const signUp = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });

describe('password strength on sign-up', () => {
  it.each([
    ['a repeated character', () => ({ password: 'aaaaaaaa' })],
    ['the product name twice', () => ({ password: 'gavelgavel' })],
    ['a season and a year', () => ({ password: 'Summer2026' })],
    ['a word, a year and a symbol', () => ({ password: 'Monkey-2026' })],
    ['a keyboard row', () => ({ password: 'qwertyuiop' })],
    ['a common password with a substitution', () => ({ password: 'P@ssw0rd2026' })],
    [
      'the account’s own email',
      () => ({ email: 'jane.doe@example.com', password: 'jane.doe@example.com' }),
    ],
    ['the account’s name and a year', () => ({ name: 'Jane Doe', password: 'JaneDoe2026!' })],
    [
      'the email’s local part and a year',
      () => ({ email: 'k.obi@example.com', password: 'K.obi-2026' }),
    ],
  ])('refuses %s with 422 on password and a hint', async (_what, change) => {
    const body = { ...newAccount(), ...change() };
    const res = await signUp(body);
    expect(res.statusCode).toBe(422);
    expect(errorCode(res)).toBe('validation_error');
    const [field, ...others] = fieldErrors(res);
    expect(others).toEqual([]);
    expect(field?.path).toBe('password');
    // zxcvbn's warning or suggestion, after a plain statement of the problem.
    expect(field?.message).toMatch(/^This password is too (easy to guess|common)\. \S.+/);
    // Nothing was created.
    const rows = await t.db.read((db) =>
      db.select().from(users).where(eq(users.email, body.email.trim().toLowerCase())),
    );
    expect(rows).toEqual([]);
  });

  it.each([
    'correct horse battery staple',
    'Tr4vel-Lamp-Quietly',
    'Gavel-demo-2026', // the demo script's password
    'Qz7!kLm2', // 8 characters without a pattern: the SPEC's minimum length stays usable
  ])('accepts %s', async (password) => {
    const res = await signUp({ ...newAccount(), password });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses the account’s email whatever its case, as typed in the body', async () => {
    const res = await signUp({
      ...newAccount(),
      email: 'Sam.Seller@Example.com',
      password: 'sam.seller@example.com',
    });
    expect(res.statusCode).toBe(422);
    expect(fieldErrors(res)[0]?.path).toBe('password');
  });
});

describe('password strength for staff (the CLI and the ADMIN_EMAIL bootstrap)', () => {
  it('refuses a weak password with a validation error on password and creates nobody', async () => {
    const email = 'ops-weak@example.com';
    const attempt = t.app.services.auth.ensureStaffUser({
      email,
      password: 'Summer2026',
      name: 'Operations',
      role: 'OPS',
      via: 'test',
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({
      code: 'validation_error',
      message: expect.stringMatching(/^This password is too easy to guess\./) as string,
      details: { fields: [{ path: 'password' }] },
    });
    const rows = await t.db.read((db) => db.select().from(users).where(eq(users.email, email)));
    expect(rows).toEqual([]);
  });

  it('names ADMIN_PASSWORD when the start-up bootstrap is refused', async () => {
    await expect(
      t.app.services.auth.ensureStaffUser({
        email: 'root-weak@example.com',
        password: 'gavelgavel',
        name: 'Administrator',
        role: 'ADMIN',
        via: 'ADMIN_EMAIL',
      }),
    ).rejects.toMatchObject({
      code: 'validation_error',
      message: expect.stringMatching(
        /^ADMIN_PASSWORD is refused\. This password is too easy/,
      ) as string,
    });
  });

  it('accepts a passphrase', async () => {
    const made = await t.app.services.auth.ensureStaffUser({
      email: 'ops-strong@example.com',
      password: 'Tr4vel-Lamp-Quietly',
      name: 'Operations',
      role: 'OPS',
      via: 'test',
    });
    expect(made.created).toBe(true);
  });
});
