import { UNSUBSCRIBE_TOKEN_MAX } from '@gavel/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeDealer, approvedAuction, staff, type Actor } from '../../../test/actors.js';
import { errorCode } from '../../../test/http.js';
import {
  createLifecycleApp,
  schedule,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';
import { outboxEmailsTo, type OutboxEmail } from '../../../test/mail-fixtures.js';
import { savedSearches } from '../../db/schema.js';

// One-click unsubscribe from alert emails (SPEC §12, RFC 8058).

let t: LifecycleApp;
let admin: Actor;
let dealer: Actor;
beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app);
  dealer = await activeDealer(t.app, admin);
});
afterAll(() => t.close());

const header = (email: OutboxEmail, name: string) =>
  email.parsed.headers.filter((h) => h.key === name.toLowerCase()).map((h) => h.value);

/** The dealer's alert emails, oldest first. */
const alertEmails = async () =>
  (await outboxEmailsTo(t.app.config.dataDir, dealer.email)).filter((e) =>
    e.parsed.subject?.startsWith('New match for'),
  );

const alertOf = async (id: string) =>
  (await t.db.read((ex) => ex.select().from(savedSearches).where(eq(savedSearches.id, id))))[0]
    ?.alert;

describe('POST /api/saved-searches/unsubscribe', () => {
  it("turns off the search of an alert email's List-Unsubscribe URL, posted as a mail client does", async () => {
    const make = async (name: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/dealer/saved-searches',
        headers: dealer.headers,
        payload: { name, filters: {}, alert: 'instant' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>().id;
    };
    const first = await make('Anything');
    const second = await make('Anything else');
    const auction = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, auction.auctionId, 600);
    await t.app.jobs.drain();

    const emails = await alertEmails();
    expect(emails).toHaveLength(2);
    const email = emails.find((e) => e.parsed.subject?.startsWith('New match for “Anything”'));
    if (!email) throw new Error('no alert email for the first search');
    // A link to the searches page, in both parts.
    const page = `${t.app.config.publicUrl.replace(/\/+$/, '')}/dealer/searches`;
    expect(email.parsed.text).toContain(page);
    expect(email.parsed.html).toContain(page);
    expect(header(email, 'List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);
    const [list] = header(email, 'List-Unsubscribe');
    const url = new URL(/^<(.+)>$/.exec(list ?? '')?.[1] ?? 'http://missing');
    expect(url.pathname).toBe('/api/saved-searches/unsubscribe');
    const token = url.searchParams.get('token') ?? '';

    // Tampered: refused, nothing changes.
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [
      tampered,
      'nonsense',
      `${second}.${token.split('.')[1] ?? ''}`,
      '',
      `${token}x`,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/saved-searches/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(errorCode(res)).toBe('invalid_token');
    }
    expect(await alertOf(first)).toBe('instant');
    // Longer than any link could carry, or another parameter: the query string's 422.
    for (const query of [`token=${'x'.repeat(UNSUBSCRIBE_TOKEN_MAX + 1)}`, `token=${token}&x=1`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/saved-searches/unsubscribe?${query}`,
      });
      expect(res.statusCode, query).toBe(422);
      expect(errorCode(res)).toBe('validation_error');
    }
    expect(await alertOf(first)).toBe('instant');
    // Missing: a bad token too (SPEC §12), never a validation error.
    const missing = await t.app.inject({ method: 'POST', url: '/api/saved-searches/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(errorCode(missing)).toBe('invalid_token');

    // RFC 8058's POST: a form body, no session.
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({});
    }
    expect(await alertOf(first)).toBe('off');
    // Only the search it names.
    expect(await alertOf(second)).toBe('instant');
    // Off: the next publication tells only the other search.
    const next = await approvedAuction(t.app, admin);
    await schedule(t.app, t.clock, admin, next.auctionId, 600);
    await t.app.jobs.drain();
    const after = await alertEmails();
    expect(after.length).toBe(3);
    expect(
      after.filter((e) => e.parsed.subject?.startsWith('New match for “Anything”')),
    ).toHaveLength(1);
  });
});

describe('POST /api/saved-searches/unsubscribe, limited', () => {
  it('is rate-limited per IP like the other emailed links (429 with Retry-After)', async () => {
    const limited = await createLifecycleApp(
      {},
      { RATE_LIMIT: 'on', RATE_LIMIT_EMAILED_LINKS: '2' },
    );
    try {
      const post = () =>
        limited.app.inject({ method: 'POST', url: '/api/saved-searches/unsubscribe?token=bad' });
      expect((await post()).statusCode).toBe(400);
      expect((await post()).statusCode).toBe(400);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(errorCode(third)).toBe('rate_limited');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
