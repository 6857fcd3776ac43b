import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { activeDealer, approvedAuction, staff, type Actor } from '../actors.js';
import { bid } from '../lifecycle-fixtures.js';
import { withCursor } from '../http.js';

/**
 * The data the backup tests save and bring back, made through the real API of an in-process
 * app, and what it looks like through the API: read once from the original server and once from
 * the server started on the restored copy, the two must be equal.
 */

export interface Answer {
  status: number;
  bytes: Buffer;
  json: () => unknown;
}

/** A GET as `token` (or nobody), through `app.inject` or over HTTP. */
export type Get = (url: string, token?: string) => Promise<Answer>;
/** A JSON POST, likewise. */
export type Post = (url: string, body: unknown, token?: string) => Promise<Answer>;

export interface Api {
  get: Get;
  post: Post;
}

const answer = (status: number, bytes: Buffer): Answer => ({
  status,
  bytes,
  json: () => JSON.parse(bytes.toString('utf8')) as unknown,
});

export function injected(app: FastifyInstance): Api {
  const headers = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    get: async (url, token) => {
      const res = await app.inject({ method: 'GET', url, headers: headers(token) });
      return answer(res.statusCode, res.rawPayload);
    },
    post: async (url, body, token) => {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: headers(token),
        payload: body as never,
      });
      return answer(res.statusCode, res.rawPayload);
    },
  };
}

export function overHttp(base: string): Api {
  const send = async (method: 'GET' | 'POST', url: string, token?: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return answer(res.status, Buffer.from(await res.arrayBuffer()));
  };
  return {
    get: (url, token) => send('GET', url, token),
    post: (url, body, token) => send('POST', url, token, body),
  };
}

export interface Story {
  admin: Actor;
  seller: Actor;
  /** From a login before the backup: must still work after the restore. */
  sellerRefreshToken: string;
  auctionId: string;
  listingId: string;
  photoId: string;
}

/**
 * A staff member, a seller with approved KYC (a PDF document) and a listing with a photo, its
 * auction live with bids from two dealers, one of them with a proxy maximum.
 */
export async function tellStory(app: FastifyInstance): Promise<Story> {
  const api = injected(app);
  const admin = await staff(app);
  const { auctionId, listingId, owner } = await approvedAuction(app, admin);
  const now = Date.now();
  const scheduled = await api.post(
    `/api/admin/auctions/${auctionId}/schedule`,
    { start_at: new Date(now).toISOString(), end_at: new Date(now + 3_600_000).toISOString() },
    admin.token,
  );
  expect(scheduled.status, scheduled.bytes.toString()).toBe(200);
  await app.services.auctionScheduler.runDue(new Date());

  const [first, second] = [await activeDealer(app, admin), await activeDealer(app, admin)];
  await bid(app, first, auctionId, 120_000);
  const nextBid = async () =>
    ((await api.get(`/api/auctions/${auctionId}`)).json() as { min_next_bid_cents: number })
      .min_next_bid_cents;
  const proxy = await app.inject({
    method: 'POST',
    url: `/api/dealer/auctions/${auctionId}/bids`,
    headers: second.headers,
    payload: { amount_cents: await nextBid(), max_amount_cents: 200_000 },
  });
  expect(proxy.statusCode, proxy.body).toBe(201);
  await bid(app, first, auctionId, await nextBid());

  const login = await api.post('/api/auth/login', { email: owner.email, password: owner.password });
  expect(login.status).toBe(200);
  const photos = await api.get(`/api/listings/${listingId}/photos`);
  const photoId = (photos.json() as { items: { id: string }[] }).items[0]?.id;
  if (!photoId) throw new Error('the listing has no photo');
  return {
    admin,
    seller: owner,
    sellerRefreshToken: (login.json() as { refresh_token: string }).refresh_token,
    auctionId,
    listingId,
    photoId,
  };
}

async function ok(get: Get, url: string, token?: string): Promise<Answer> {
  const res = await get(url, token);
  expect(res.status, `${url}: ${res.bytes.toString().slice(0, 300)}`).toBe(200);
  return res;
}

async function allEvents(get: Get, token: string): Promise<unknown[]> {
  const items: unknown[] = [];
  let cursor: string | null = null;
  do {
    const res = await ok(get, withCursor('/api/admin/events?limit=100', cursor), token);
    const page = res.json() as { items: unknown[]; next_cursor: string | null };
    items.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return items;
}

/**
 * What the story looks like through the API as `tokens` (the admin's and the seller's), with
 * the stored files' bytes: the photo, its thumbnail and display variant, and the KYC document
 * through its link.
 */
export async function look(get: Get, story: Story, tokens: { admin: string; seller: string }) {
  const { server_time: _, ...auction } = (
    await ok(get, `/api/auctions/${story.auctionId}`)
  ).json() as Record<string, unknown>;
  const kyc = (await ok(get, '/api/seller/kyc', tokens.seller)).json() as {
    documents: { url: string }[];
  };
  const [document] = kyc.documents;
  if (!document) throw new Error('the KYC record has no document');
  return {
    auction,
    bids: (await ok(get, `/api/auctions/${story.auctionId}/bids?limit=100`)).json(),
    listing: (await ok(get, `/api/listings/${story.listingId}`)).json(),
    events: await allEvents(get, tokens.admin),
    // Links are signed for a few minutes from now: compare what they lead to, not the links.
    kyc: { ...kyc, documents: kyc.documents.map(({ url: _url, ...rest }) => rest) },
    photo: (await ok(get, `/api/photos/${story.photoId}`)).bytes,
    thumbnail: (await ok(get, `/api/photos/${story.photoId}/thumbnail`)).bytes,
    display: (await ok(get, `/api/photos/${story.photoId}/display`)).bytes,
    document: (await ok(get, document.url, tokens.seller)).bytes,
  };
}

export type Look = Awaited<ReturnType<typeof look>>;

/**
 * Checks the server at `base`, started on restored data, against `before`: the old password
 * and the old refresh token still sign in, tokens issued before the backup are still accepted
 * (the signing key came back too), and everything looks as it did, files byte for byte.
 */
export async function expectRestored(base: string, story: Story, before: Look): Promise<void> {
  const api = overHttp(base);
  const me = await api.get('/api/auth/me', story.seller.token);
  expect(me.status, 'an access token from before the backup').toBe(200);
  expect((me.json() as { id: string }).id).toBe(story.seller.id);

  const wrong = await api.post('/api/auth/login', {
    email: story.seller.email,
    password: `${story.seller.password}-not`,
  });
  expect(wrong.status).toBe(401);
  const login = await api.post('/api/auth/login', {
    email: story.seller.email,
    password: story.seller.password,
  });
  expect(login.status, login.bytes.toString()).toBe(200);
  const refreshed = await api.post('/api/auth/refresh', {
    refresh_token: story.sellerRefreshToken,
  });
  expect(refreshed.status, refreshed.bytes.toString()).toBe(200);
  const admin = await api.post('/api/auth/login', {
    email: story.admin.email,
    password: story.admin.password,
  });
  expect(admin.status).toBe(200);

  const after = await look(api.get, story, {
    admin: (admin.json() as { access_token: string }).access_token,
    seller: (login.json() as { access_token: string }).access_token,
  });
  expect(after).toEqual(before);
  // Not vacuous: the story's bids, events and files are really in what was compared.
  expect((after.bids as { items: unknown[] }).items.length).toBeGreaterThanOrEqual(3);
  const types = new Set((after.events as { type: string }[]).map((e) => e.type));
  for (const type of ['user.registered', 'kyc.approved', 'listing.approved', 'bid.placed']) {
    expect(types, type).toContain(type);
  }
  expect(after.document.subarray(0, 5).toString()).toBe('%PDF-');
  expect(after.photo.length).toBeGreaterThan(500);
}
