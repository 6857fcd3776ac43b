import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auctions, listingPhotos, listings, uploads } from '../../db/schema.js';
import { auditEvents } from '../../lib/schema.js';
import {
  completeListing,
  dealer,
  listingWithPhotos,
  seller,
  submitSellerKyc,
  useActor,
} from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { client, errorCode, fieldPaths, pageThrough, type Method } from '../../../test/http.js';

const t = useTestApp();
const admin = useActor(t, 'ADMIN');
const req = client(t);

type Listing = Record<string, unknown> & {
  id: string;
  status: string;
  photos: {
    id: string;
    position: number;
    url: string;
    thumbnail_url: string;
    display_url: string;
  }[];
};

describe('creating and editing drafts', () => {
  it('creates a draft from any subset of fields, normalising the country', async () => {
    const me = await seller(t.app);
    const partial = await req(me, 'POST', '/api/seller/listings', { title: 'Old lamp' });
    expect(partial.statusCode).toBe(201);
    expect(partial.json()).toMatchObject({
      status: 'draft',
      title: 'Old lamp',
      category: null,
      currency: 'USD',
      photos: [],
    });
    const empty = await req(me, 'POST', '/api/seller/listings');
    expect(empty.statusCode).toBe(201);
    const full = await req(me, 'POST', '/api/seller/listings', {
      ...completeListing,
      location_country: 'gb',
    });
    expect(full.json()).toMatchObject({
      location_country: 'GB',
      reserve_price_cents: 180_000,
      submitted_at: null,
    });
  });

  it.each([
    ['a 2-character title', { title: 'ab' }, 'title'],
    ['a 121-character title', { title: 'x'.repeat(121) }, 'title'],
    ['a 5001-character description', { description: 'x'.repeat(5001) }, 'description'],
    ['an unknown category', { category: 'boats' }, 'category'],
    ['an unknown condition', { condition: 'mint' }, 'condition'],
    ['a three-letter country', { location_country: 'GBR' }, 'location_country'],
    ['an unassigned country', { location_country: 'XX' }, 'location_country'],
    ['a reserved country code', { location_country: 'zz' }, 'location_country'],
    [
      '31 attributes',
      { attributes: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, 'v'])) },
      'attributes',
    ],
    ['a 51-character attribute name', { attributes: { ['n'.repeat(51)]: 'v' } }, 'attributes'],
    [
      'a 201-character attribute value',
      { attributes: { make: 'v'.repeat(201) } },
      'attributes.make',
    ],
    ['a non-string attribute value', { attributes: { year: 1957 } }, 'attributes.year'],
    ['a starting price of 99 cents', { starting_price_cents: 99 }, 'starting_price_cents'],
    ['a fractional price', { starting_price_cents: 150.5 }, 'starting_price_cents'],
    ['a price as a string', { starting_price_cents: '150' }, 'starting_price_cents'],
    [
      'a price over 1,000,000,000 cents',
      { starting_price_cents: 1_000_000_001 },
      'starting_price_cents',
    ],
    [
      'a reserve below the start',
      { starting_price_cents: 10_000, reserve_price_cents: 9_999 },
      'reserve_price_cents',
    ],
    ['a status', { status: 'approved' }, 'status'],
    ['a seller id', { seller_id: '5b0e3a52-3c4b-4c42-9d3c-6f5c6c0f2a11' }, 'seller_id'],
  ])('refuses %s with 422 on that field', async (_what, body, path) => {
    const me = await seller(t.app);
    const res = await req(me, 'POST', '/api/seller/listings', body);
    expect(res.statusCode).toBe(422);
    expect(fieldPaths(res).some((p) => p.startsWith(path))).toBe(true);
  });

  it('edits a draft, clears the reserve with null, and checks the reserve against the stored start', async () => {
    const me = await seller(t.app);
    const { id } = (await req(me, 'POST', '/api/seller/listings', completeListing)).json<Listing>();
    const edited = await req(me, 'PATCH', `/api/seller/listings/${id}`, {
      title: 'Leica M3, boxed',
    });
    expect(edited.json()).toMatchObject({ title: 'Leica M3, boxed', reserve_price_cents: 180_000 });
    const cleared = await req(me, 'PATCH', `/api/seller/listings/${id}`, {
      reserve_price_cents: null,
    });
    expect(cleared.json()).toMatchObject({ reserve_price_cents: null });
    const below = await req(me, 'PATCH', `/api/seller/listings/${id}`, {
      reserve_price_cents: 100,
    });
    expect(below.statusCode).toBe(422);
    expect(fieldPaths(below)).toEqual(['reserve_price_cents']);
  });
});

describe('who may see and change a listing', () => {
  it('answers 404 to another seller, 403 to a dealer and staff, 401 without a token — never data', async () => {
    const owner = await seller(t.app);
    const other = await seller(t.app);
    const someDealer = await dealer(t.app);
    const { id, photoIds } = await listingWithPhotos(t.app, owner, 2);
    const photo = photoIds[0] ?? '';
    const routes: [Method, string, unknown?][] = [
      ['GET', `/api/seller/listings/${id}`],
      ['PATCH', `/api/seller/listings/${id}`, { title: 'Mine now' }],
      ['DELETE', `/api/seller/listings/${id}`],
      ['POST', `/api/seller/listings/${id}/submit`],
      ['GET', `/api/seller/listings/${id}/photos`],
      ['DELETE', `/api/seller/listings/${id}/photos/${photo}`],
      ['PUT', `/api/seller/listings/${id}/photos/order`, { photo_ids: [...photoIds].reverse() }],
    ];
    for (const [method, url, body] of routes) {
      const asOther = await req(other, method, url, body);
      expect([method, url, asOther.statusCode]).toEqual([method, url, 404]);
      expect(asOther.body).not.toContain(completeListing.title);
      expect((await req(someDealer, method, url, body)).statusCode).toBe(403);
      expect((await req(admin, method, url, body)).statusCode).toBe(403);
      expect((await req(undefined, method, url, body)).statusCode).toBe(401);
    }
    // Nothing changed.
    const mine = (await req(owner, 'GET', `/api/seller/listings/${id}`)).json<Listing>();
    expect(mine.title).toBe(completeListing.title);
    expect(mine.photos.map((p) => p.id)).toEqual(photoIds);
    // Other sellers' lists never include it.
    const theirs = (await req(other, 'GET', '/api/seller/listings')).json<{ items: Listing[] }>();
    expect(theirs.items.map((l) => l.id)).not.toContain(id);
  });

  it('answers 422 to a malformed id', async () => {
    const me = await seller(t.app);
    const res = await req(me, 'GET', '/api/seller/listings/not-a-uuid');
    expect(res.statusCode).toBe(422);
  });
});

describe('listing my listings', () => {
  it('pages newest first with a cursor, filters by status and validates the query', async () => {
    const me = await seller(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(
        (await req(me, 'POST', '/api/seller/listings', { title: `Item ${i}` })).json<Listing>().id,
      );
      t.clock.advance(1);
    }
    expect(await pageThrough(req, me, '/api/seller/listings?limit=1')).toEqual([...ids].reverse());
    const drafts = (await req(me, 'GET', '/api/seller/listings?status=draft')).json<{
      items: Listing[];
    }>();
    expect(drafts.items).toHaveLength(3);
    const none = (await req(me, 'GET', '/api/seller/listings?status=sold')).json<{
      items: Listing[];
    }>();
    expect(none.items).toHaveLength(0);
    for (const bad of [
      'limit=0',
      'limit=101',
      'limit=abc',
      'sort=asc',
      'status=gone',
      'cursor=%%%',
      'cursor=bm90LWpzb24',
    ]) {
      const res = await req(me, 'GET', `/api/seller/listings?${bad}`);
      expect([bad, res.statusCode]).toEqual([bad, 422]);
    }
  });
});

describe('photos', () => {
  /** The listing's kept cover (ADR 061): the lists read it instead of the photos. */
  const coverOf = async (id: string) => {
    const [row] = await t.db.read((db) =>
      db.select({ cover: listings.coverPhotoId }).from(listings).where(eq(listings.id, id)),
    );
    return row?.cover;
  };

  it('lists, reorders and removes photos while editable, renumbering positions', async () => {
    const me = await seller(t.app);
    const { id, photoIds } = await listingWithPhotos(t.app, me, 3);
    expect(await coverOf(id)).toBe(photoIds[0]);
    const listed = (await req(me, 'GET', `/api/seller/listings/${id}/photos`)).json<{
      items: Listing['photos'];
    }>();
    expect(listed.items.map((p) => [p.id, p.position])).toEqual(photoIds.map((p, i) => [p, i]));
    expect(listed.items.every((p) => p.url && p.thumbnail_url && p.display_url)).toBe(true);

    const reversed = [...photoIds].reverse();
    const ordered = await req(me, 'PUT', `/api/seller/listings/${id}/photos/order`, {
      photo_ids: reversed,
    });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json<{ items: Listing['photos'] }>().items.map((p) => p.id)).toEqual(reversed);
    expect(await coverOf(id)).toBe(reversed[0]);

    for (const wrong of [
      photoIds.slice(1),
      [...photoIds, photoIds[0]],
      [photoIds[0], photoIds[0], photoIds[1]],
    ]) {
      const res = await req(me, 'PUT', `/api/seller/listings/${id}/photos/order`, {
        photo_ids: wrong,
      });
      expect(res.statusCode).toBe(422);
    }

    const removed = await req(
      me,
      'DELETE',
      `/api/seller/listings/${id}/photos/${reversed[1] ?? ''}`,
    );
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const after = (await req(me, 'GET', `/api/seller/listings/${id}`)).json<Listing>();
    expect(after.photos.map((p) => [p.id, p.position])).toEqual([
      [reversed[0], 0],
      [reversed[2], 1],
    ]);
    const again = await req(me, 'DELETE', `/api/seller/listings/${id}/photos/${reversed[1] ?? ''}`);
    expect(again.statusCode).toBe(404);
    expect(await coverOf(id)).toBe(reversed[0]);

    // The cover goes, by the API or by its upload's row going (a cascade): the next one is it.
    await req(me, 'DELETE', `/api/seller/listings/${id}/photos/${reversed[0] ?? ''}`);
    expect(await coverOf(id)).toBe(reversed[2]);
    await t.db.transaction((db) => db.delete(uploads).where(eq(uploads.id, reversed[2] ?? '')));
    expect(await coverOf(id)).toBeNull();
    const none = await req(me, 'POST', '/api/seller/listings', { title: 'No photos yet' });
    expect(await coverOf(none.json<Listing>().id)).toBeNull();
  });
});

describe('deleting a draft', () => {
  const photoDir = (id: string) => path.join(t.config.dataDir, 'uploads', 'listing_photo', id);

  it('deletes the draft with its photos, their rows and files, and records who did it', async () => {
    const me = await seller(t.app);
    const kept = await listingWithPhotos(t.app, me, 1);
    const { id, photoIds } = await listingWithPhotos(t.app, me, 2);
    expect(photoIds.every((p) => fs.existsSync(photoDir(p)))).toBe(true);

    const res = await req(me, 'DELETE', `/api/seller/listings/${id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await req(me, 'GET', `/api/seller/listings/${id}`)).statusCode).toBe(404);
    const mine = (await req(me, 'GET', '/api/seller/listings')).json<{ items: Listing[] }>();
    expect(mine.items.map((l) => l.id)).toEqual([kept.id]);
    const rows = await t.db.read(async (db) => ({
      photos: await db.select().from(listingPhotos).where(inArray(listingPhotos.id, photoIds)),
      uploads: await db.select().from(uploads).where(inArray(uploads.id, photoIds)),
      audit: await db.select().from(auditEvents).where(eq(auditEvents.subjectId, id)),
    }));
    expect(rows.photos).toEqual([]);
    expect(rows.uploads).toEqual([]);
    expect(photoIds.some((p) => fs.existsSync(photoDir(p)))).toBe(false);
    expect(rows.audit.map((e) => [e.type, e.actorId])).toEqual(
      expect.arrayContaining([['listing.deleted', me.id]]),
    );
    // The other draft keeps its photo.
    expect(fs.existsSync(photoDir(kept.photoIds[0] ?? ''))).toBe(true);

    const again = await req(me, 'DELETE', `/api/seller/listings/${id}`);
    expect(again.statusCode).toBe(404);
  });

  it('refuses once submitted (409 invalid_state) and answers 404 to another seller and an unknown id', async () => {
    const me = await seller(t.app);
    const other = await seller(t.app);
    await submitSellerKyc(t.app, me);
    const { id } = await listingWithPhotos(t.app, me, 1);
    const draft = await listingWithPhotos(t.app, me, 1);
    expect((await req(me, 'POST', `/api/seller/listings/${id}/submit`)).statusCode).toBe(200);

    const submitted = await req(me, 'DELETE', `/api/seller/listings/${id}`);
    expect([submitted.statusCode, errorCode(submitted)]).toEqual([409, 'invalid_state']);
    const theirs = await req(other, 'DELETE', `/api/seller/listings/${draft.id}`);
    expect([theirs.statusCode, errorCode(theirs)]).toEqual([404, 'not_found']);
    const unknown = await req(
      me,
      'DELETE',
      '/api/seller/listings/5b0e3a52-3c4b-4c42-9d3c-6f5c6c0f2a11',
    );
    expect([unknown.statusCode, errorCode(unknown)]).toEqual([404, 'not_found']);
    // The same answer: nothing tells that the id exists.
    expect(theirs.body).toBe(unknown.body);

    expect((await req(me, 'GET', `/api/seller/listings/${id}`)).json<Listing>().status).toBe(
      'pending_review',
    );
    expect(
      (await req(me, 'GET', `/api/seller/listings/${draft.id}`)).json<Listing>().photos,
    ).toHaveLength(1);
  });

  it('answers 401 without a session and 403 to a dealer', async () => {
    const me = await seller(t.app);
    const someDealer = await dealer(t.app);
    const { id } = await listingWithPhotos(t.app, me, 1);
    expect((await req(undefined, 'DELETE', `/api/seller/listings/${id}`)).statusCode).toBe(401);
    const asDealer = await req(someDealer, 'DELETE', `/api/seller/listings/${id}`);
    expect([asDealer.statusCode, errorCode(asDealer)]).toEqual([403, 'forbidden']);
    expect((await req(me, 'GET', `/api/seller/listings/${id}`)).statusCode).toBe(200);
  });
});

describe('submitting for review', () => {
  it('needs every required field (422 naming them), a photo (409) and seller KYC (409 kyc_required)', async () => {
    const me = await seller(t.app);
    const { id } = (
      await req(me, 'POST', '/api/seller/listings', { title: 'Half done' })
    ).json<Listing>();
    const incomplete = await req(me, 'POST', `/api/seller/listings/${id}/submit`);
    expect(incomplete.statusCode).toBe(422);
    expect(fieldPaths(incomplete).sort()).toEqual(
      ['category', 'condition', 'location_city', 'location_country', 'starting_price_cents'].sort(),
    );
    await req(me, 'PATCH', `/api/seller/listings/${id}`, {
      ...completeListing,
      title: 'Half done',
    });
    const noPhoto = await req(me, 'POST', `/api/seller/listings/${id}/submit`);
    expect(noPhoto.statusCode).toBe(409);
    expect(errorCode(noPhoto)).toBe('invalid_state');

    const withPhoto = await listingWithPhotos(t.app, me);
    const noKyc = await req(me, 'POST', `/api/seller/listings/${withPhoto.id}/submit`);
    expect(noKyc.statusCode).toBe(409);
    expect(errorCode(noKyc)).toBe('kyc_required');
  });

  it('accepts a complete listing once KYC is pending, then freezes it', async () => {
    const me = await seller(t.app);
    await submitSellerKyc(t.app, me);
    const { id, photoIds } = await listingWithPhotos(t.app, me, 2);
    const res = await req(me, 'POST', `/api/seller/listings/${id}/submit`);
    expect(res.statusCode).toBe(200);
    const listing = res.json<Listing>();
    expect(listing).toMatchObject({
      status: 'pending_review',
      submitted_at: t.clock.now().toISOString(),
    });
    for (const [method, url, body] of [
      ['POST', `/api/seller/listings/${id}/submit`, undefined],
      ['PATCH', `/api/seller/listings/${id}`, { title: 'Changed after submit' }],
      ['DELETE', `/api/seller/listings/${id}/photos/${photoIds[0] ?? ''}`, undefined],
      ['PUT', `/api/seller/listings/${id}/photos/order`, { photo_ids: [...photoIds].reverse() }],
    ] as const) {
      const frozen = await req(me, method, url, body);
      expect([url, frozen.statusCode, errorCode(frozen)]).toEqual([url, 409, 'invalid_state']);
    }
  });
});

describe('public reads', () => {
  /** Puts a listing where the public can see it, as scheduling its auction will (SPEC §4.4). */
  async function putInAuction(listingId: string) {
    await t.db.transaction(async (tx) => {
      await tx.update(listings).set({ status: 'in_auction' }).where(eq(listings.id, listingId));
      await tx
        .update(auctions)
        .set({ status: 'scheduled' })
        .where(eq(auctions.listingId, listingId));
    });
  }

  it('hides listings until they reach an auction, then shows them without reserve or seller', async () => {
    const me = await seller(t.app);
    await submitSellerKyc(t.app, me, admin);
    const { id } = await listingWithPhotos(t.app, me, 2, {
      ...completeListing,
      title: 'Brass ship clock',
    });
    expect((await req(undefined, 'GET', `/api/listings/${id}`)).statusCode).toBe(404);
    expect((await req(undefined, 'GET', `/api/listings/${id}/photos`)).statusCode).toBe(404);
    await req(me, 'POST', `/api/seller/listings/${id}/submit`);
    expect((await req(admin, 'POST', `/api/admin/listings/${id}/approve`)).statusCode).toBe(200);
    expect((await req(undefined, 'GET', `/api/listings/${id}`)).statusCode).toBe(404);

    await putInAuction(id);
    const res = await req(undefined, 'GET', `/api/listings/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<Listing>();
    expect(body).toMatchObject({ id, status: 'in_auction', reserve_met: false });
    expect(body).not.toHaveProperty('reserve_price_cents');
    expect(body).not.toHaveProperty('seller_id');
    expect(res.body).not.toContain(me.email);
    expect(res.body).not.toContain('180000');
    expect(body.photos).toHaveLength(2);
    const photos = await req(undefined, 'GET', `/api/listings/${id}/photos`);
    expect(photos.json<{ items: unknown[] }>().items).toHaveLength(2);

    const list = (
      await req(undefined, 'GET', '/api/listings?q=ship&category=electronics&status=in_auction')
    ).json<{ items: Listing[] }>();
    expect(list.items.map((l) => l.id)).toContain(id);
    const miss = (await req(undefined, 'GET', '/api/listings?q=bicycle')).json<{
      items: Listing[];
    }>();
    expect(miss.items.map((l) => l.id)).not.toContain(id);
    const otherCategory = (await req(undefined, 'GET', '/api/listings?category=vehicles')).json<{
      items: Listing[];
    }>();
    expect(otherCategory.items.map((l) => l.id)).not.toContain(id);
    for (const bad of ['status=draft', 'limit=500', 'category=boats', 'seller_id=x']) {
      expect((await req(undefined, 'GET', `/api/listings?${bad}`)).statusCode).toBe(422);
    }
  });
});
