import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useActor } from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { errorOf, fieldPaths } from '../../../test/http.js';
import { uploadHarness } from '../../../test/upload-harness.js';
import {
  insertDraftListing,
  pixelFloodPng,
  putToUploadUrl,
  sampleFile,
  truncated,
  uploadFile,
} from '../../../test/upload-fixtures.js';

const t = useTestApp();
const h = uploadHarness(t);
const seller = useActor(t, 'seller');
const dealer = useActor(t, 'dealer');

describe('listing photos, end to end on the local driver', () => {
  it('stores a JPEG upright, without EXIF or GPS, with WebP and AVIF variants of at most 480 and 640 px', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    // Orientation 6: the camera was turned; the stored picture must be turned upright.
    const file = await sampleFile('jpeg', { width: 1200, height: 900, orientation: 6 });
    expect(file.bytes.includes('GavelCam')).toBe(true);
    const answer = await uploadFile(t.app, seller.token, {
      purpose: 'listing_photo',
      listingId,
      file,
    });
    expect(answer).toMatchObject({ purpose: 'listing_photo', content_type: 'image/jpeg' });
    expect(answer.url).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?variant=full&exp=\d+&sig=/);
    expect(answer.thumbnail_url).toMatch(/^\/api\/files\/.*variant=thumb/);
    expect(answer.display_url).toMatch(/^\/api\/files\/.*variant=display/);

    const full = await h.fetchFile(answer.url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.rawPayload.length).toBe(answer.size_bytes);
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 900, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const marker of ['GavelCam', 'Exif', 'GPS']) {
      expect(full.rawPayload.includes(marker)).toBe(false);
    }

    const thumb = await h.fetchFile(answer.thumbnail_url ?? '');
    expect(thumb.headers['content-type']).toBe('image/webp');
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(thumbMeta.format).toBe('webp');
    expect(Math.max(thumbMeta.width, thumbMeta.height)).toBe(480);

    const display = await h.fetchFile(answer.display_url ?? '');
    expect(display.statusCode).toBe(200);
    expect(display.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'private, max-age=3600',
    });
    const displayMeta = await sharp(display.rawPayload).metadata();
    // Upright like the stored photo, bounded by its long edge, and without metadata.
    expect(displayMeta).toMatchObject({ format: 'webp', width: 480, height: 640 });
    expect(displayMeta.exif).toBeUndefined();
    expect(display.rawPayload.includes('GavelCam')).toBe(false);

    // ADR 037: a browser that takes AVIF gets both variants as AVIF, upright and bounded the
    // same; every answer says it depends on Accept.
    // Added to CORS's `Vary: Origin`, never in its place: a cache must not hand one origin's
    // CORS answer to another.
    expect(display.headers.vary).toMatch(/accept/i);
    expect(display.headers.vary).toMatch(/origin/i);
    for (const [url, width, height] of [
      [answer.thumbnail_url, 360, 480],
      [answer.display_url, 480, 640],
    ] as const) {
      const avif = await h.fetchFile(url ?? '', {
        headers: { accept: 'image/avif,image/webp,*/*;q=0.8' },
      });
      expect(avif.headers['content-type']).toBe('image/avif');
      expect(avif.headers.vary).toMatch(/accept/i);
      const avifMeta = await sharp(avif.rawPayload).metadata();
      expect(avifMeta).toMatchObject({ format: 'heif', width, height });
      expect(avifMeta.exif).toBeUndefined();
      expect(avif.rawPayload.includes('GavelCam')).toBe(false);
      // About half the WebP's bytes: what the variant is for.
      const webp = await h.fetchFile(url ?? '', { headers: { accept: 'image/webp,*/*' } });
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(avif.rawPayload.length).toBeLessThan(webp.rawPayload.length);
    }

    expect(await h.photosOf(listingId)).toEqual([
      expect.objectContaining({ id: answer.id, position: 0 }),
    ]);
    // The client's original, metadata and all, is gone; only the cleaned files remain.
    const stored = h.filesOf('listing_photo', answer.id);
    // The photo, its thumbnail and display size, and those two again as AVIF.
    expect(stored).toHaveLength(5);
    expect(stored.some((f) => f === 'upload')).toBe(false);
  });

  it('never enlarges a small photo for its variants', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    const file = await sampleFile('png', { width: 300, height: 200 });
    const answer = await uploadFile(t.app, seller.token, {
      purpose: 'listing_photo',
      listingId,
      file,
    });
    for (const url of [answer.thumbnail_url, answer.display_url]) {
      const meta = await sharp((await h.fetchFile(url ?? '')).rawPayload).metadata();
      expect(meta, url).toMatchObject({ format: 'webp', width: 300, height: 200 });
    }
  });

  it.each(['png', 'webp'] as const)('accepts a %s photo and keeps its format', async (kind) => {
    const listingId = await insertDraftListing(t.db, seller.id);
    const answer = await uploadFile(t.app, seller.token, {
      purpose: 'listing_photo',
      listingId,
      file: await sampleFile(kind),
    });
    expect(answer.content_type).toBe(`image/${kind}`);
    const full = await h.fetchFile(answer.url);
    expect((await sharp(full.rawPayload).metadata()).format).toBe(kind);
    expect(await h.photosOf(listingId)).toHaveLength(1);
  });

  it('puts each new photo last', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    for (let i = 0; i < 3; i++) {
      await uploadFile(t.app, seller.token, { purpose: 'listing_photo', listingId });
    }
    const positions = (await h.photosOf(listingId)).map((p) => p.position).sort();
    expect(positions).toEqual([0, 1, 2]);
  });
});

describe('KYC documents', () => {
  it('accepts a PDF from a dealer, kept byte for byte, downloaded as an attachment', async () => {
    const file = await sampleFile('pdf', { filename: 'Company "papers".pdf' });
    const answer = await uploadFile(t.app, dealer.token, { purpose: 'kyc_document', file });
    expect(answer).toMatchObject({
      purpose: 'kyc_document',
      content_type: 'application/pdf',
      size_bytes: file.bytes.length,
    });
    expect(answer.thumbnail_url).toBeUndefined();
    const res = await h.fetchFile(answer.url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(file.bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Company _papers_\.pdf"/,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
  });

  it('accepts a JPEG from a seller and strips its metadata too', async () => {
    const answer = await uploadFile(t.app, seller.token, {
      purpose: 'kyc_document',
      file: await sampleFile('jpeg'),
    });
    const res = await h.fetchFile(answer.url);
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    expect((await sharp(res.rawPayload).metadata()).exif).toBeUndefined();
  });
});

describe('files that are not what they claim', () => {
  it('refuses a PDF as a listing photo at presign', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    const res = await h.presign(
      seller.token,
      h.presignFor(await sampleFile('pdf'), 'listing_photo', listingId),
    );
    expect(res.statusCode).toBe(422);
    expect(fieldPaths(res)).toEqual(['content_type']);
  });

  it.each([
    [
      'a text file named .png',
      async () => sampleFile('text', { filename: 'cat.png', contentType: 'image/png' }),
      'The file is not a valid PNG image.',
    ],
    [
      'a JPEG declared as PNG',
      async () => sampleFile('jpeg', { contentType: 'image/png' }),
      'The file is not a valid PNG image.',
    ],
    [
      'a truncated JPEG',
      async () => truncated(await sampleFile('jpeg', { width: 400, height: 300 })),
      'The file is not a valid JPEG image.',
    ],
    [
      'a truncated PNG',
      async () => truncated(await sampleFile('png', { width: 400, height: 300 })),
      'The file is not a valid PNG image.',
    ],
    [
      'a pixel flood',
      () => pixelFloodPng(),
      'The image is too large: at most 50 megapixels are accepted.',
    ],
  ])(
    'refuses %s at finalize with 422 on content_type and attaches nothing',
    async (_what, make, message) => {
      const listingId = await insertDraftListing(t.db, seller.id);
      const file = await make();
      const answer = await h.presigned(seller.token, file, 'listing_photo', listingId);
      expect((await putToUploadUrl(t.app, answer, file.bytes)).status).toBe(204);
      const res = await h.finalize(seller.token, answer.upload_id);
      expect(res.statusCode).toBe(422);
      expect(errorOf(res)).toMatchObject({ code: 'validation_error', message });
      expect(fieldPaths(res)).toEqual(['content_type']);
      expect(await h.photosOf(listingId)).toHaveLength(0);
      expect((await h.uploadRow(answer.upload_id))?.status).toBe('pending');
    },
  );

  it('refuses a truncated PDF', async () => {
    const file = await sampleFile('pdf');
    const cut = truncated(file, file.bytes.length - 20);
    const answer = await h.presigned(seller.token, cut, 'kyc_document');
    await putToUploadUrl(t.app, answer, cut.bytes);
    const res = await h.finalize(seller.token, answer.upload_id);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).message).toBe('The file is not a valid PDF document.');
  });
});
