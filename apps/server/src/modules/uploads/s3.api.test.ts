import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useActor } from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { startS3Server, type TestS3 } from '../../../test/s3-server.js';
import {
  insertDraftListing,
  putToUploadUrl,
  sampleFile,
  setListingStatus,
  uploadFile,
} from '../../../test/upload-fixtures.js';
import { uploadHarness } from '../../../test/upload-harness.js';
import { UNATTACHED_DOCUMENT_GRACE_SECONDS } from './cleanup.js';

// The s3 driver against a real S3-protocol server: presigned PUT straight to the store,
// finalize through the API, presigned GETs back.
let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());
// s3rver checks signatures against the real time: keep the test clock on it. (The app closes
// before the store: after-hooks run in reverse.)
const t = useTestApp(() => s3.env);
const h = uploadHarness(t);
const seller = useActor(t, 'seller');

const storage = () => t.app.services.uploads;

describe('uploads on the s3 driver', () => {
  it('presigns a PUT to the store, then finalize stores the re-encoded photo', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    const file = await sampleFile('jpeg', { width: 800, height: 600 });
    const answer = await uploadFile(t.app, seller.token, {
      purpose: 'listing_photo',
      listingId,
      file,
    });
    expect(answer.url.startsWith(`${s3.endpoint}/${s3.bucket}/listing_photo/${answer.id}/`)).toBe(
      true,
    );
    expect(answer.url).toContain('X-Amz-Signature=');

    const full = await fetch(answer.url);
    expect(full.status).toBe(200);
    const bytes = Buffer.from(await full.arrayBuffer());
    expect(bytes.length).toBe(answer.size_bytes);
    expect(bytes.equals(file.bytes)).toBe(false);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('GavelCam')).toBe(false);

    const thumb = await fetch(answer.thumbnail_url ?? '');
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(thumbMeta).toMatchObject({ format: 'webp', width: 480, height: 360 });
    expect(answer.display_url).toContain('.display.webp');
    const display = await fetch(answer.display_url ?? '');
    const displayMeta = await sharp(Buffer.from(await display.arrayBuffer())).metadata();
    expect(displayMeta).toMatchObject({ format: 'webp', width: 640, height: 480 });
  });

  it('signs the content type and length into the PUT URL; finalize needs the object', async () => {
    const file = await sampleFile('pdf');
    const answer = await h.presigned(seller.token, file, 'kyc_document');
    const url = new URL(answer.upload_url);
    expect(url.origin).toBe(s3.endpoint);
    // s3rver does not verify SigV4 signatures, so what real S3 would enforce is checked here.
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual([
      'content-length',
      'content-type',
      'host',
    ]);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(answer.headers).toEqual({ 'content-type': 'application/pdf' });
    const finalize = await h.finalize(seller.token, answer.upload_id);
    expect(finalize.statusCode).toBe(409);
  });

  it('gives a KYC PDF as a short-lived presigned download', async () => {
    const file = await sampleFile('pdf', { filename: 'id card.pdf' });
    const answer = await uploadFile(t.app, seller.token, { purpose: 'kyc_document', file });
    expect(answer.url).toMatch(/X-Amz-Expires=300/);
    const res = await fetch(answer.url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(file.bytes)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="id card\.pdf"/);
  });

  it('redirects public photo routes to a presigned GET, only for public listings', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    const answer = await uploadFile(t.app, seller.token, { purpose: 'listing_photo', listingId });
    const routes = [`/api/photos/${answer.id}/thumbnail`, `/api/photos/${answer.id}/display`];
    for (const route of routes) expect((await h.fetchFile(route)).statusCode).toBe(404);
    await setListingStatus(t.db, listingId, 'in_auction');
    for (const route of routes) {
      const res = await h.fetchFile(route);
      expect(res.statusCode).toBe(302);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      // The same link for the rest of the window: browsers and CDNs may cache it.
      expect((await h.fetchFile(route)).headers.location).toBe(res.headers.location);
      const target = await fetch(String(res.headers.location));
      expect(target.status).toBe(200);
      expect(target.headers.get('content-type')).toBe('image/webp');
      // ADR 038: named by the photo's id, never by the seller's file name.
      expect(target.headers.get('content-disposition')).toBe(`inline; filename=${answer.id}.webp`);
      // ADR 037: a browser that takes AVIF is sent to the AVIF object; the answer varies on it.
      expect(res.headers.vary).toMatch(/accept/i);
      const avif = await h.fetchFile(route, { headers: { accept: 'image/avif,image/webp,*/*' } });
      expect(avif.statusCode).toBe(302);
      expect(avif.headers.vary).toMatch(/accept/i);
      expect(new URL(String(avif.headers.location)).pathname).toMatch(/\.(thumb|display)\.avif$/);
      const avifTarget = await fetch(String(avif.headers.location));
      expect(avifTarget.status).toBe(200);
      expect(avifTarget.headers.get('content-type')).toBe('image/avif');
      expect(avifTarget.headers.get('content-disposition')).toBe(
        `inline; filename=${answer.id}.avif`,
      );
    }
  });

  it('sweeps expired pending uploads out of the bucket', async () => {
    const file = await sampleFile('pdf');
    const answer = await h.presigned(seller.token, file, 'kyc_document');
    expect((await putToUploadUrl(t.app, answer, file.bytes)).status).toBe(200);
    const objectUrl = answer.upload_url.replace(/\?.*/, '');
    t.clock.advance(15 * 60 + 1);
    try {
      expect(await storage().sweepExpired()).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.advance(-(15 * 60 + 1));
    }
    // s3rver allows unsigned reads of missing keys to answer 403/404: either way, gone.
    expect((await fetch(objectUrl)).status).toBeGreaterThanOrEqual(400);
  });

  it('removes a KYC document never submitted from the bucket after the grace period', async () => {
    const doc = await uploadFile(t.app, seller.token, { purpose: 'kyc_document' });
    const row = await h.uploadRow(doc.id);
    const objectUrl = `${s3.endpoint}/${s3.bucket}/${row?.storageKey ?? ''}`;
    expect((await fetch(objectUrl)).status).toBe(200);
    const later = UNATTACHED_DOCUMENT_GRACE_SECONDS + 1;
    t.clock.advance(later);
    try {
      expect(await storage().sweepUnattachedDocuments()).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.advance(-later);
    }
    expect(await h.uploadRow(doc.id)).toBeUndefined();
    expect((await fetch(objectUrl)).status).toBeGreaterThanOrEqual(400);
  });
});
