import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeDealer,
  approvedAuction,
  completeListing,
  staff,
  type Actor,
} from '../../../test/actors.js';
import {
  createLifecycleApp,
  schedule,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';
import { outboxEmailsTo, type OutboxEmail } from '../../../test/mail-fixtures.js';
import { savedSearchDigests, savedSearchMatches, savedSearches } from '../../db/schema.js';

// The daily digest (SPEC §12, ADR 051), at the default DIGEST_HOUR_UTC (7).

let t: LifecycleApp;
let admin: Actor;
let alpha: Actor & { profileId: string };
let beta: Actor & { profileId: string };
let gamma: Actor & { profileId: string };
beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app);
  alpha = await activeDealer(t.app, admin, 'Alpha Autos Ltd');
  beta = await activeDealer(t.app, admin, 'Beta Motors Ltd');
  gamma = await activeDealer(t.app, admin, 'Gamma Cars Ltd');
});
afterAll(() => t.close());

/** Tomorrow (UTC, read once: a run across midnight keeps its days) at `time`, and the days after. */
const TOMORROW = Date.parse(
  `${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T00:00:00Z`,
);
const day = (offset: number, time: string) => {
  const d = new Date(TOMORROW + offset * 86_400_000).toISOString().slice(0, 10);
  return new Date(`${d}T${time}Z`);
};

async function save(who: Actor, name: string, filters: object, alert = 'daily') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/dealer/saved-searches',
    headers: who.headers,
    payload: { name, filters, alert },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/** A camera's auction published now (scheduled to start in an hour). */
async function published(title: string, brand: string) {
  const auction = await approvedAuction(t.app, admin, {
    ...completeListing,
    title,
    category: 'electronics',
    attributes: {},
    specifics: { brand, model: 'X100' },
  });
  await schedule(t.app, t.clock, admin, auction.auctionId, 3_600, 7_200);
  await t.app.jobs.drain();
  return auction;
}

const runDue = (at: Date) => t.app.services.savedSearchDigests.runDue(at);

const digestsTo = async (who: Actor) =>
  (await outboxEmailsTo(t.app.config.dataDir, who.email)).filter((e) =>
    /new auctions? match/.test(e.parsed.subject ?? ''),
  );

/** The text of the email between the first line and the button: headings and `- title` lines. */
const listing = (email: OutboxEmail | undefined) =>
  (email?.parsed.text ?? '')
    .split('\n')
    .filter((l) => l.startsWith('“') || l.startsWith('- '))
    .map((l) => l.replace(/: https?:\/\/\S+$/, ''));

describe('the daily digest', () => {
  it('sends each dealer one email a day after the hour, grouped by search, never listing an auction twice', async () => {
    t.clock.set(day(0, '05:00:00.000'));
    const electronics = await save(alpha, 'Electronics', { category: 'electronics' });
    await save(alpha, 'Sonys', { brand: 'Sony' });
    const instant = await save(alpha, 'Sony now', { brand: 'sony' }, 'instant');
    await save(beta, 'Nikons', { brand: 'Nikon' });
    await save(gamma, 'Gamma Sonys', { brand: 'Sony' });
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/dealers/${gamma.profileId}/suspend`,
      headers: admin.headers,
      payload: { reason: 'Unpaid fees' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);

    const a = await published('Sony camera', 'Sony');
    t.clock.set(day(0, '05:30:00.000'));
    const b = await published('Canon camera', 'Canon');

    // Before the hour: nothing.
    expect(await runDue(day(0, '06:59:59.999'))).toBe(0);
    // After it: alpha's one digest (beta has no match, gamma is suspended).
    t.clock.set(day(0, '07:00:00.000'));
    expect(await runDue(t.clock.now())).toBe(1);
    expect(await runDue(day(0, '07:01:00.000'))).toBe(0);
    await t.app.jobs.drain();
    const [first, ...more] = await digestsTo(alpha);
    expect(more).toEqual([]);
    expect(first?.parsed.subject).toBe('3 new auctions match your saved searches');
    expect(listing(first)).toEqual([
      '“Electronics”',
      '- Sony camera',
      '- Canon camera',
      '“Sonys”',
      '- Sony camera',
    ]);
    const text = first?.parsed.text ?? '';
    expect(text).toContain(`/auctions/${a.listingId}`);
    expect(text).toContain(`/auctions/${b.listingId}`);
    expect(text).toContain('/dealer/searches');
    expect(first?.parsed.html).toContain(`/auctions/${b.listingId}`);
    const header = (name: string) =>
      first?.parsed.headers.filter((h) => h.key === name).map((h) => h.value) ?? [];
    expect(header('list-unsubscribe-post')).toEqual(['List-Unsubscribe=One-Click']);
    expect(await digestsTo(beta)).toEqual([]);
    expect(await digestsTo(gamma)).toEqual([]);
    const [electronicsRow] = await t.db.read((ex) =>
      ex.select().from(savedSearches).where(eq(savedSearches.id, electronics)),
    );
    expect(electronicsRow?.lastAlertedAt?.toISOString()).toBe(day(0, '07:00:00.000').toISOString());

    // A match later that day waits for tomorrow's digest, which lists only it.
    t.clock.set(day(0, '09:00:00.000'));
    const c = await published('Later Canon', 'Canon');
    expect(await runDue(day(0, '09:01:00.000'))).toBe(0);
    expect(await runDue(day(1, '06:30:00.000'))).toBe(0);
    // Two passes at once (two instances): one digest.
    const both = await Promise.all([
      runDue(day(1, '07:00:30.000')),
      runDue(day(1, '07:00:30.000')),
    ]);
    expect(both[0] + both[1]).toBe(1);
    await t.app.jobs.drain();
    const second = (await digestsTo(alpha))[1];
    expect(second?.parsed.subject).toBe('1 new auction matches your saved searches');
    expect(listing(second)).toEqual(['“Electronics”', '- Later Canon']);
    expect(second?.parsed.text).toContain(`/auctions/${c.listingId}`);

    // A match more than 24 hours old at the send is not listed: nothing is sent.
    t.clock.set(day(1, '08:00:00.000'));
    await published('Old Canon', 'Canon');
    expect(await runDue(day(2, '08:00:00.001'))).toBe(0);
    expect(await digestsTo(alpha)).toHaveLength(2);
    const rows = await t.db.read((ex) =>
      ex.select().from(savedSearchDigests).where(eq(savedSearchDigests.dealerId, alpha.profileId)),
    );
    expect(rows.map((r) => r.day).sort()).toEqual([
      day(0, '00:00:00.000').toISOString().slice(0, 10),
      day(1, '00:00:00.000').toISOString().slice(0, 10),
    ]);

    // The digest's one-click unsubscribe turns off the searches it listed that are still daily:
    // not the instant one, nor a daily one it did not list (made since).
    const since = await save(alpha, 'Made since', { brand: 'Leica' });
    const [list] = header('list-unsubscribe');
    const url = new URL(/^<(.+)>$/.exec(list ?? '')?.[1] ?? 'http://missing');
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    const alerts = await t.db.read((ex) =>
      ex
        .select({ id: savedSearches.id, alert: savedSearches.alert })
        .from(savedSearches)
        .where(eq(savedSearches.dealerId, alpha.profileId)),
    );
    expect(alerts.filter((s) => s.alert === 'daily').map((s) => s.id)).toEqual([since]);
    expect(alerts.find((s) => s.id === instant)?.alert).toBe('instant');

    // Housekeeping keeps matches and digests a week (ADR 041, 051).
    const kept = async () => {
      const matches = await t.db.read((ex) =>
        ex
          .select({ publishedAt: savedSearchMatches.publishedAt })
          .from(savedSearchMatches)
          .where(eq(savedSearchMatches.dealerId, alpha.profileId)),
      );
      const digests = await t.db.read((ex) =>
        ex
          .select({ day: savedSearchDigests.day })
          .from(savedSearchDigests)
          .where(eq(savedSearchDigests.dealerId, alpha.profileId)),
      );
      return {
        matches: matches.map((m) => m.publishedAt.toISOString()).sort(),
        days: digests.map((d) => d.day).sort(),
      };
    };
    const before = await kept();
    expect(before.matches.length).toBeGreaterThanOrEqual(4);
    await t.app.housekeeping.run(day(6, '23:00:00.000'));
    expect(await kept()).toEqual(before);
    await t.app.housekeeping.run(day(7, '06:00:00.000'));
    const after = await kept();
    expect(after.matches).toEqual(
      before.matches.filter((at) => at >= day(0, '06:00:00.000').toISOString()),
    );
    expect(after.matches).toHaveLength(2);
    expect(after.days).toEqual(before.days);
    await t.app.housekeeping.run(day(9, '00:00:00.000'));
    expect(await kept()).toEqual({ matches: [], days: before.days });
    // Digests (what their unsubscribe turns off) are kept 90 days.
    await t.app.housekeeping.run(day(90, '23:59:59.999'));
    expect(await kept()).toEqual({ matches: [], days: before.days });
    await t.app.housekeeping.run(day(91, '00:00:00.000'));
    expect(await kept()).toEqual({
      matches: [],
      days: [day(1, '00:00:00.000').toISOString().slice(0, 10)],
    });
    await t.app.housekeeping.run(day(92, '00:00:00.000'));
    expect(await kept()).toEqual({ matches: [], days: [] });
  });

  it('lists only the searches still daily at the send: not one switched to instant or off, nor one deleted', async () => {
    // A hundred days on: staff and the dealer sign in again.
    t.clock.set(day(100, '05:00:00.000'));
    admin = await staff(t.app);
    const delta = await activeDealer(t.app, admin, 'Delta Trade Ltd');
    await save(delta, 'Fujis', { brand: 'Fujifilm' });
    const switched = await save(delta, 'Fujis switched', { brand: 'Fujifilm' });
    const deleted = await save(delta, 'Fujis deleted', { brand: 'Fujifilm' });
    const silenced = await save(delta, 'Fujis silenced', { brand: 'Fujifilm' });
    await published('Fujifilm camera', 'Fujifilm');
    const change = (id: string, method: 'PATCH' | 'DELETE', payload?: object) =>
      t.app.inject({
        method,
        url: `/api/dealer/saved-searches/${id}`,
        headers: delta.headers,
        ...(payload ? { payload } : {}),
      });
    expect((await change(switched, 'PATCH', { alert: 'instant' })).statusCode).toBe(200);
    expect((await change(silenced, 'PATCH', { alert: 'off' })).statusCode).toBe(200);
    expect((await change(deleted, 'DELETE')).statusCode).toBe(204);

    expect(await runDue(day(100, '07:00:00.000'))).toBe(1);
    await t.app.jobs.drain();
    const [digest, ...more] = await digestsTo(delta);
    expect(more).toEqual([]);
    expect(digest?.parsed.subject).toBe('1 new auction matches your saved searches');
    expect(listing(digest)).toEqual(['“Fujis”', '- Fujifilm camera']);

    // With every search off or instant, a later match makes no digest the next day.
    t.clock.set(day(100, '09:00:00.000'));
    const [fujis] = (
      await t.app.inject({
        method: 'GET',
        url: '/api/dealer/saved-searches',
        headers: delta.headers,
      })
    )
      .json<{ items: { id: string; name: string }[] }>()
      .items.filter((x) => x.name === 'Fujis');
    expect((await change(fujis?.id ?? '', 'PATCH', { alert: 'off' })).statusCode).toBe(200);
    await published('Fujifilm lens', 'Fujifilm');
    expect(await runDue(day(101, '07:00:00.000'))).toBe(0);
    expect(await digestsTo(delta)).toHaveLength(1);
  });
});
