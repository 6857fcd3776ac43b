import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ListingPhoto } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import { listingPhotos, uploads } from '../../db/schema.js';
import { useActor } from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { errorCode } from '../../../test/http.js';
import {
  insertDraftListing,
  putToUploadUrl,
  sampleFile,
  setListingStatus,
  uploadFile,
} from '../../../test/upload-fixtures.js';
import { uploadHarness } from '../../../test/upload-harness.js';

const t = useTestApp();
const h = uploadHarness(t);
const seller = useActor(t, 'seller');

const get = h.fetchFile;
const uploadDir = (purpose: string, id: string) =>
  path.join(t.config.dataDir, 'uploads', purpose, id);

async function photo() {
  const listingId = await insertDraftListing(t.db, seller.id);
  const answer = await uploadFile(t.app, seller.token, { purpose: 'listing_photo', listingId });
  return { listingId, answer };
}

function withClockMoved<T>(seconds: number, fn: () => Promise<T>): Promise<T> {
  t.clock.advance(seconds);
  return fn().finally(() => t.clock.advance(-seconds));
}

describe('signed file links (local driver)', () => {
  it('serve a private photo for an hour, with private caching headers', async () => {
    const { answer } = await photo();
    const res = await get(answer.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers['content-disposition']).toMatch(/^inline; filename=sample\.jpg/);
    await withClockMoved(59 * 60, async () => {
      expect((await get(answer.url)).statusCode).toBe(200);
    });
    await withClockMoved(60 * 60, async () => {
      const expired = await get(answer.url);
      expect(expired.statusCode).toBe(403);
      expect(errorCode(expired)).toBe('forbidden');
    });
  });

  it('give documents 5 minutes', async () => {
    const answer = await uploadFile(t.app, seller.token, { purpose: 'kyc_document' });
    await withClockMoved(5 * 60, async () => {
      expect((await get(answer.url)).statusCode).toBe(403);
    });
  });

  it('refuse a tampered signature, expiry, id or variant', async () => {
    const { answer } = await photo();
    const other = await photo();
    const url = new URL(answer.url, 'http://x');
    const sig = url.searchParams.get('sig') ?? '';
    const exp = Number(url.searchParams.get('exp'));
    const tampered = [
      answer.url.replace(`sig=${sig}`, `sig=${sig.slice(0, -2)}xx`),
      answer.url.replace(`exp=${exp}`, `exp=${exp + 86_400}`),
      answer.url.replace('variant=full', 'variant=thumb'),
      answer.url.replace(answer.id, other.answer.id),
    ];
    for (const link of tampered) {
      const res = await get(link);
      expect(res.statusCode, link).toBe(403);
    }
    expect((await get(answer.url.replace(/&sig=.*/, ''))).statusCode).toBe(422);
  });

  it('name PDFs safely whatever the client called them', async () => {
    const file = await sampleFile('pdf', { filename: '../../etc/pass"wd\\ résumé.exe.pdf' });
    const answer = await uploadFile(t.app, seller.token, { purpose: 'kyc_document', file });
    const res = await get(answer.url);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(
      /^attachment; filename="[A-Za-z0-9._ -]+\.pdf"; filename\*=UTF-8''/,
    );
    expect(disposition).not.toMatch(/\.\.\/|\\|"wd/);
    expect(disposition).toContain('r%C3%A9sum%C3%A9.exe.pdf');
  });
});

describe('public photo routes', () => {
  it('are 404 while the listing is not public, then serve with public caching', async () => {
    const { listingId, answer } = await photo();
    const base = `/api/photos/${answer.id}`;
    const urls = [base, `${base}/thumbnail`, `${base}/display`];
    for (const status of ['draft', 'pending_review', 'approved', 'rejected'] as const) {
      await setListingStatus(t.db, listingId, status);
      for (const url of urls) expect((await get(url)).statusCode, `${status} ${url}`).toBe(404);
    }
    for (const status of ['in_auction', 'sold', 'unsold'] as const) {
      await setListingStatus(t.db, listingId, status);
      const full = await get(base);
      expect(full.statusCode).toBe(200);
      expect(full.headers['cache-control']).toBe('public, max-age=86400');
      expect(full.headers['content-type']).toBe('image/jpeg');
      for (const url of urls.slice(1)) {
        const variant = await get(url);
        expect(variant.statusCode, url).toBe(200);
        expect(variant.headers, url).toMatchObject({
          'content-type': 'image/webp',
          'cache-control': 'public, max-age=86400',
          'x-content-type-options': 'nosniff',
        });
        expect((await sharp(variant.rawPayload).metadata()).format).toBe('webp');
      }
    }
  });

  it('answer a photo stored before the display variant with its full file (ADR 036)', async () => {
    const { listingId, answer } = await photo();
    await t.db.transaction((tx) =>
      tx.update(uploads).set({ displayKey: null }).where(eq(uploads.id, answer.id)),
    );
    const [privately] = (
      await t.app.inject({
        method: 'GET',
        url: `/api/seller/listings/${listingId}/photos`,
        headers: { authorization: `Bearer ${seller.token}` },
      })
    ).json<{ items: ListingPhoto[] }>().items;
    expect(privately?.display_url).toBe(privately?.url);

    await setListingStatus(t.db, listingId, 'in_auction');
    const listing = (await get(`/api/listings/${listingId}`)).json<{ photos: ListingPhoto[] }>();
    expect(listing.photos).toEqual([
      {
        id: answer.id,
        position: 0,
        url: `/api/photos/${answer.id}`,
        thumbnail_url: `/api/photos/${answer.id}/thumbnail`,
        display_url: `/api/photos/${answer.id}`,
      },
    ]);
    // A link to the display variant made before would still show the photo.
    const display = await get(`/api/photos/${answer.id}/display`);
    expect(display.statusCode).toBe(200);
    expect(display.headers['content-type']).toBe('image/jpeg');
  });

  it('do not serve KYC documents or unknown ids', async () => {
    const doc = await uploadFile(t.app, seller.token, { purpose: 'kyc_document' });
    expect((await get(`/api/photos/${doc.id}`)).statusCode).toBe(404);
    expect((await get(`/api/photos/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/photos/not-a-uuid')).statusCode).toBe(422);
  });

  it('give other modules stable public URLs through app.fileLinks', async () => {
    const { answer } = await photo();
    const links = await t.app.fileLinks.photoUrls(
      { id: answer.id, storageKey: 'unused', thumbnailKey: null, displayKey: 'unused' },
      'public',
    );
    expect(links).toEqual({
      url: `/api/photos/${answer.id}`,
      thumbnail_url: `/api/photos/${answer.id}/thumbnail`,
      display_url: `/api/photos/${answer.id}/display`,
    });
  });
});

// The sweep is called directly, with the clock moved; its 5-minute timer never fires in a test.
describe('the sweep of expired uploads', () => {
  it('removes expired pending uploads and their files, and keeps finalized ones', async () => {
    const file = await sampleFile('pdf');
    const presign = () => h.presigned(seller.token, file, 'kyc_document');
    const neverSent = await presign();
    const sent = await presign();
    expect((await putToUploadUrl(t.app, sent, file.bytes)).status).toBe(204);
    const kept = await uploadFile(t.app, seller.token, { purpose: 'kyc_document', file });
    expect(fs.existsSync(uploadDir('kyc_document', sent.upload_id))).toBe(true);

    // Not yet expired: nothing goes.
    await t.app.services.uploads.sweepExpired();
    const ids = [neverSent.upload_id, sent.upload_id, kept.id];
    const rows = () =>
      t.db.read(async (db) =>
        (await db.select({ id: uploads.id }).from(uploads)).filter((r) => ids.includes(r.id)),
      );
    expect(await rows()).toHaveLength(3);

    await withClockMoved(15 * 60 + 1, async () => {
      expect(await t.app.services.uploads.sweepExpired()).toBeGreaterThanOrEqual(2);
    });
    expect((await rows()).map((r) => r.id)).toEqual([kept.id]);
    expect(fs.existsSync(uploadDir('kyc_document', sent.upload_id))).toBe(false);
    expect(fs.readdirSync(uploadDir('kyc_document', kept.id))).toHaveLength(1);
    const [row] = await t.db.read((db) => db.select().from(uploads).where(eq(uploads.id, kept.id)));
    expect(row?.status).toBe('finalized');
    expect((await get(kept.url)).statusCode).toBe(200);
  });
});

describe('deleteFiles, for modules that detach uploads', () => {
  it('removes detached uploads and their files, never one a listing still shows', async () => {
    const detached = await photo();
    const attached = await photo();
    await t.db.transaction((tx) =>
      tx.delete(listingPhotos).where(eq(listingPhotos.id, detached.answer.id)),
    );
    await t.app.services.uploads.deleteFiles([detached.answer.id, attached.answer.id]);
    const left = await t.db.read((db) => db.select({ id: uploads.id }).from(uploads));
    expect(left.map((r) => r.id)).not.toContain(detached.answer.id);
    expect(left.map((r) => r.id)).toContain(attached.answer.id);
    // The photo, its thumbnail and its display variant share the upload's folder.
    expect(fs.existsSync(uploadDir('listing_photo', detached.answer.id))).toBe(false);
    expect(fs.readdirSync(uploadDir('listing_photo', attached.answer.id))).toHaveLength(5);
    expect((await get(attached.answer.url)).statusCode).toBe(200);
  });
});
