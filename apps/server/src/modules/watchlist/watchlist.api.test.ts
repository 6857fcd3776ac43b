import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchlist } from '../../db/schema.js';
import {
  activeDealer,
  approvedAuction,
  dealer,
  seller,
  staff,
  type Actor,
} from '../../../test/actors.js';
import { errorCode, fieldPaths } from '../../../test/http.js';
import {
  bid,
  caller,
  createLifecycleApp,
  schedule,
  type LifecycleApp,
} from '../../../test/lifecycle-fixtures.js';

let t: LifecycleApp;
let admin: Actor;
let alpha: Actor & { profileId: string };
let beta: Actor & { profileId: string };
/** Live now for 10 minutes. */
let liveId: string;
/** Starts in an hour. */
let upcomingId: string;
/** Approved, awaiting scheduling: not public. */
let pendingId: string;
beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app);
  alpha = await activeDealer(t.app, admin, 'Alpha Autos Ltd');
  beta = await activeDealer(t.app, admin, 'Beta Motors Ltd');
  liveId = (await approvedAuction(t.app, admin)).auctionId;
  await schedule(t.app, t.clock, admin, liveId, 0, 600);
  upcomingId = (await approvedAuction(t.app, admin)).auctionId;
  await schedule(t.app, t.clock, admin, upcomingId, 3600, 600);
  pendingId = (await approvedAuction(t.app, admin)).auctionId;
  await t.runDue();
});
afterAll(() => t.close());

const call = (method: 'PUT' | 'DELETE', id: string, who?: Actor, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/dealer/watchlist/${id}`,
    headers: who?.headers,
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
const watch = (who: Actor, id: string, payload?: unknown) => call('PUT', id, who, payload);
const unwatch = (who: Actor, id: string) => call('DELETE', id, who);
const get = caller(() => t.app);

/** The ids `GET /api/dealer/auctions?scope=watching` lists for `who`. */
async function watching(who: Actor): Promise<string[]> {
  const res = await get('GET', '/api/dealer/auctions?scope=watching&limit=100', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { id: string }[] }>().items.map((a) => a.id);
}

const rows = (dealerId: string, auctionId: string) =>
  t.db.read((ex) =>
    ex
      .select()
      .from(watchlist)
      .where(and(eq(watchlist.dealerId, dealerId), eq(watchlist.auctionId, auctionId))),
  );

describe('PUT and DELETE /api/dealer/watchlist/{auction_id}', () => {
  it('watches and unwatches idempotently (204); scope=watching lists what the dealer watches', async () => {
    expect(await watching(alpha)).toEqual([]);
    for (let i = 0; i < 2; i++) {
      const res = await watch(alpha, liveId);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    // Ten minutes to go: the new watcher is reminded at once (SPEC §5.7).
    expect(await rows(alpha.profileId, liveId)).toEqual([
      expect.objectContaining({ createdAt: t.clock.now(), endingSoonNotifiedAt: t.clock.now() }),
    ]);
    expect((await watch(alpha, upcomingId, {})).statusCode).toBe(204);
    // Soonest end first, like the other scopes; another dealer's list is its own.
    expect(await watching(alpha)).toEqual([liveId, upcomingId]);
    expect(await watching(beta)).toEqual([]);

    const item = (await get('GET', '/api/dealer/auctions?scope=watching', alpha)).json<{
      items: Record<string, unknown>[];
    }>().items[0];
    expect(item).toMatchObject({ id: liveId, status: 'live', is_leading: false });

    for (let i = 0; i < 2; i++) {
      expect((await unwatch(alpha, liveId)).statusCode).toBe(204);
    }
    expect(await rows(alpha.profileId, liveId)).toEqual([]);
    expect(await watching(alpha)).toEqual([upcomingId]);
    // Never watched: nothing to remove, still 204.
    expect((await unwatch(beta, upcomingId)).statusCode).toBe(204);
    expect(await watching(alpha)).toEqual([upcomingId]);
  });

  it('keeps an auction in the list while it runs and after it ends', async () => {
    expect((await watch(beta, liveId)).statusCode).toBe(204);
    await bid(t.app, beta, liveId, 150_000);
    expect(await watching(beta)).toEqual([liveId]);
    t.clock.advance(600);
    await t.runDue();
    expect(await watching(beta)).toEqual([liveId]);
    const [item] = (await get('GET', '/api/dealer/auctions?scope=watching', beta)).json<{
      items: Record<string, unknown>[];
    }>().items;
    expect(item).toMatchObject({ id: liveId, status: 'ended', is_leading: true });
    // An ended auction may still be watched and unwatched.
    expect((await watch(alpha, liveId)).statusCode).toBe(204);
    expect((await unwatch(alpha, liveId)).statusCode).toBe(204);
  });

  it('lets any dealer with a profile watch, even one not yet active', async () => {
    const newcomer = await dealer(t.app);
    const noProfile = await watch(newcomer, upcomingId);
    expect(noProfile.statusCode).toBe(409);
    expect(errorCode(noProfile)).toBe('invalid_state');
    // Nothing watched, nothing to remove.
    expect((await unwatch(newcomer, upcomingId)).statusCode).toBe(204);

    const profile = await get('POST', '/api/dealer/profile', newcomer, {
      company_name: 'Newcomer Trading',
      contact_name: 'Nia New',
      phone: '+441134960001',
      email: 'desk@newcomer.example',
      address: { line1: '1 Dock St', city: 'Hull', postal_code: 'HU1 1AA', country: 'GB' },
    });
    expect(profile.json()).toMatchObject({ status: 'pending' });
    expect((await watch(newcomer, upcomingId)).statusCode).toBe(204);
    expect(await watching(newcomer)).toEqual([upcomingId]);
  });

  it('answers 404 for an unknown auction and one awaiting scheduling; 422 for bad ids and bodies', async () => {
    for (const id of [randomUUID(), pendingId]) {
      for (const res of [await watch(alpha, id), await unwatch(alpha, id)]) {
        expect(res.statusCode).toBe(404);
        expect(errorCode(res)).toBe('not_found');
      }
    }
    expect(await rows(alpha.profileId, pendingId)).toEqual([]);
    const badId = await watch(alpha, 'not-a-uuid');
    expect(badId.statusCode).toBe(422);
    expect(fieldPaths(badId)).toEqual(['auction_id']);
    expect((await unwatch(alpha, 'not-a-uuid')).statusCode).toBe(422);
    const badBody = await watch(alpha, upcomingId, { notify: true });
    expect(badBody.statusCode).toBe(422);
    expect(fieldPaths(badBody)).toEqual(['notify']);
  });

  it('is for dealers only: 401 without a token, 403 to sellers and staff', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      expect(errorCode(await call(method, upcomingId))).toBe('unauthenticated');
      for (const who of [await seller(t.app), admin]) {
        const res = await call(method, upcomingId, who);
        expect(res.statusCode).toBe(403);
        expect(errorCode(res)).toBe('forbidden');
      }
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await get('GET', '/api/openapi.json')).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const path = doc.paths['/api/dealer/watchlist/{auction_id}'];
    expect(Object.keys(path ?? {}).sort()).toEqual(['delete', 'put']);
    expect(path?.put?.responses).toHaveProperty('204');
    expect(path?.delete?.responses).toHaveProperty('204');
  });
});
