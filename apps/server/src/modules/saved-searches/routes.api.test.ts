import { SAVED_SEARCHES_MAX } from '@gavel/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeDealer, dealer, seller, staff, type Actor } from '../../../test/actors.js';
import { errorCode, fieldPaths } from '../../../test/http.js';
import { createLifecycleApp, type LifecycleApp } from '../../../test/lifecycle-fixtures.js';

let t: LifecycleApp;
let admin: Actor;
let alpha: Actor;
let beta: Actor;
beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app);
  alpha = await activeDealer(t.app, admin, 'Alpha Autos Ltd');
  beta = await activeDealer(t.app, admin, 'Beta Motors Ltd');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who?: Actor, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who?.headers,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
const BASE = '/api/dealer/saved-searches';
const create = (who: Actor, body: unknown) => call('POST', BASE, who, body);

interface Saved {
  id: string;
  name: string;
  filters: Record<string, unknown>;
  alert: string;
  created_at: string;
  last_alerted_at: string | null;
}

describe('/api/dealer/saved-searches', () => {
  it('creates (201), lists newest first with cursors, changes and deletes a search', async () => {
    const res = await create(alpha, {
      name: '  Diesel Fords  ',
      filters: { make: 'Ford', year_min: 2015, fuel: ['diesel', 'petrol'] },
      alert: 'instant',
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<Saved>();
    expect(saved).toEqual({
      id: expect.any(String) as string,
      name: 'Diesel Fords',
      // The enum lists in the contract's order.
      filters: { make: 'Ford', year_min: 2015, fuel: ['petrol', 'diesel'] },
      alert: 'instant',
      created_at: t.clock.now().toISOString(),
      last_alerted_at: null,
    });
    t.clock.advance(1000);
    const second = (
      await create(alpha, { name: 'Anything', filters: {}, alert: 'off' })
    ).json<Saved>();

    const page1 = await call('GET', `${BASE}?limit=1`, alpha);
    expect(page1.statusCode).toBe(200);
    const p1 = page1.json<{ items: Saved[]; next_cursor: string | null }>();
    expect(p1.items.map((s) => s.id)).toEqual([second.id]);
    const page2 = await call('GET', `${BASE}?limit=1&cursor=${p1.next_cursor}`, alpha);
    const p2 = page2.json<{ items: Saved[]; next_cursor: string | null }>();
    expect(p2.items.map((s) => s.id)).toEqual([saved.id]);
    expect(p2.next_cursor).toBeNull();
    // Another dealer sees none of them.
    expect((await call('GET', BASE, beta)).json()).toEqual({ items: [], next_cursor: null });

    const patched = await call('PATCH', `${BASE}/${saved.id}`, alpha, {
      alert: 'daily',
      filters: { country: 'DE' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Diesel Fords',
      alert: 'daily',
      filters: { country: 'DE' },
    });
    const renamed = await call('PATCH', `${BASE}/${saved.id}`, alpha, { name: 'Vans' });
    expect(renamed.json()).toMatchObject({ name: 'Vans', alert: 'daily' });

    expect((await call('DELETE', `${BASE}/${second.id}`, alpha)).statusCode).toBe(204);
    expect((await call('DELETE', `${BASE}/${second.id}`, alpha)).statusCode).toBe(404);
    const left = (await call('GET', BASE, alpha)).json<{ items: Saved[] }>().items;
    expect(left.map((s) => s.id)).toEqual([saved.id]);
    expect((await call('DELETE', `${BASE}/${saved.id}`, alpha)).statusCode).toBe(204);
  });

  it("answers 404 for another dealer's search, and leaves it as it was", async () => {
    const mine = (
      await create(alpha, { name: 'Mine', filters: {}, alert: 'instant' })
    ).json<Saved>();
    const patch = await call('PATCH', `${BASE}/${mine.id}`, beta, { alert: 'off' });
    expect(patch.statusCode).toBe(404);
    expect(errorCode(patch)).toBe('not_found');
    expect((await call('DELETE', `${BASE}/${mine.id}`, beta)).statusCode).toBe(404);
    // A dealer without a profile has no searches either.
    const newcomer = await dealer(t.app);
    expect((await call('DELETE', `${BASE}/${mine.id}`, newcomer)).statusCode).toBe(404);
    expect((await call('GET', BASE, newcomer)).json()).toEqual({ items: [], next_cursor: null });
    const noProfile = await create(newcomer, { name: 'x', filters: {}, alert: 'off' });
    expect(noProfile.statusCode).toBe(409);
    expect(errorCode(noProfile)).toBe('invalid_state');
    const list = (await call('GET', BASE, alpha)).json<{ items: Saved[] }>().items;
    expect(list.find((s) => s.id === mine.id)?.alert).toBe('instant');
    await call('DELETE', `${BASE}/${mine.id}`, alpha);
  });

  it('is for dealers only: 401 without a session, 403 for sellers and staff', async () => {
    expect((await call('GET', BASE)).statusCode).toBe(401);
    const someSeller = await seller(t.app);
    for (const who of [someSeller, admin]) {
      const list = await call('GET', BASE, who);
      expect(list.statusCode).toBe(403);
      expect(errorCode(list)).toBe('forbidden');
      const made = await create(who, { name: 'x', filters: {}, alert: 'off' });
      expect(made.statusCode).toBe(403);
    }
  });

  it('refuses bad input on the field: filters.<name>, name 1–100, alert, ids', async () => {
    const bad = async (body: unknown, path: string) => {
      const res = await create(alpha, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorCode(res)).toBe('validation_error');
      expect(fieldPaths(res), JSON.stringify(body)).toEqual([path]);
    };
    const ok = { name: 'n', filters: {}, alert: 'instant' };
    const listed = async () =>
      (await call('GET', `${BASE}?limit=100`, alpha)).json<{ items: Saved[] }>().items;
    const before = await listed();
    await bad({ ...ok, filters: { colour: 'red' } }, 'filters.colour');
    await bad({ ...ok, filters: { status: 'live' } }, 'filters.status');
    await bad({ ...ok, filters: { sort: 'newest' } }, 'filters.sort');
    await bad({ ...ok, filters: { fuel: ['steam'] } }, 'filters.fuel');
    await bad({ ...ok, filters: { fuel: 'diesel' } }, 'filters.fuel');
    await bad({ ...ok, filters: { year_min: 'new' } }, 'filters.year_min');
    await bad({ ...ok, filters: { year_min: 10_000 } }, 'filters.year_min');
    await bad({ ...ok, filters: { price_min: -1 } }, 'filters.price_min');
    await bad({ ...ok, filters: { category: 'boats' } }, 'filters.category');
    await bad({ ...ok, filters: { country: 'XX' } }, 'filters.country');
    await bad({ ...ok, filters: [] }, 'filters');
    await bad({ ...ok, name: '   ' }, 'name');
    await bad({ ...ok, name: 'x'.repeat(101) }, 'name');
    await bad({ ...ok, alert: 'weekly' }, 'alert');
    // Nothing was stored by any of them.
    expect(await listed()).toEqual(before);
    const hundred = await create(alpha, { ...ok, name: 'y'.repeat(100) });
    expect(hundred.statusCode).toBe(201);
    const id = hundred.json<Saved>().id;
    const patch = await call('PATCH', `${BASE}/${id}`, alpha, { filters: { make: 5 } });
    expect(patch.statusCode).toBe(422);
    expect(fieldPaths(patch)).toEqual(['filters.make']);
    const empty = await call('PATCH', `${BASE}/${id}`, alpha, {});
    expect(empty.statusCode).toBe(422);
    // A refused change changes nothing.
    expect((await listed()).find((x) => x.id === id)).toEqual(hundred.json<Saved>());
    expect((await call('PATCH', `${BASE}/not-a-uuid`, alpha, { alert: 'off' })).statusCode).toBe(
      422,
    );
    expect((await call('GET', `${BASE}?cursor=zzz`, alpha)).statusCode).toBe(422);
    expect((await call('DELETE', `${BASE}/${id}`, alpha)).statusCode).toBe(204);
  });

  it(`allows ${SAVED_SEARCHES_MAX} per dealer: the next is 409 limit_reached, even racing`, async () => {
    const racer = await activeDealer(t.app, admin);
    const body = (i: number) => ({ name: `Search ${i}`, filters: {}, alert: 'off' });
    for (let i = 0; i < SAVED_SEARCHES_MAX - 2; i++) {
      expect((await create(racer, body(i))).statusCode).toBe(201);
    }
    // Three at once for the last two places: exactly two are made.
    const raced = await Promise.all([0, 1, 2].map((i) => create(racer, body(100 + i))));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 201, 409]);
    const refused = raced.find((r) => r.statusCode === 409);
    expect(refused && errorCode(refused)).toBe('limit_reached');
    const all = await call('GET', `${BASE}?limit=100`, racer);
    expect(all.json<{ items: Saved[] }>().items).toHaveLength(SAVED_SEARCHES_MAX);
    // Other dealers are not limited by it.
    expect((await create(beta, body(1))).statusCode).toBe(201);
  });
});
