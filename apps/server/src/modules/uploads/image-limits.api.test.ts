import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { useActor } from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { errorOf, fieldPaths } from '../../../test/http.js';
import { uploadHarness } from '../../../test/upload-harness.js';
import {
  insertDraftListing,
  putToUploadUrl,
  sampleFile,
  setListingStatus,
  shapedPng,
  uploadFile,
  type SampleFile,
} from '../../../test/upload-fixtures.js';

// Issue 28: an image is refused by its header before any decoding when a side or its shape is
// out of bounds (a 1 × 49,000,000 PNG passed the pixel count and froze the server), and public
// photo answers name the file by its id, never by the name its seller gave it.

const t = useTestApp();
const h = uploadHarness(t);
const seller = useActor(t, 'seller');
const dealer = useActor(t, 'dealer');

const SIDE = 'The image is too large: at most 16,384 pixels a side are accepted.';
const NARROW =
  'The image is too long and narrow: its long side may be at most 20 times its short side.';

async function finalizeAs(who: { token: string }, file: SampleFile, listingId?: string) {
  const purpose = listingId ? 'listing_photo' : 'kyc_document';
  const answer = await h.presigned(who.token, file, purpose, listingId);
  expect((await putToUploadUrl(t.app, answer, file.bytes)).status).toBe(204);
  return { res: await h.finalize(who.token, answer.upload_id), uploadId: answer.upload_id };
}

describe('images of an extreme shape are refused by their header', () => {
  it.each([
    ['1 × 49,000,000 (the issue’s PNG)', 1, 49_000_000, SIDE],
    ['49,000,000 × 1', 49_000_000, 1, SIDE],
    ['16,385 × 1,000: a side one pixel too long', 16_385, 1_000, SIDE],
    ['1 × 16,384: a line', 1, 16_384, NARROW],
    ['4,001 × 200: just past 20 to 1', 4_001, 200, NARROW],
  ] as const)('%s: 422 on content_type, at once, nothing kept', async (_what, w, h2, message) => {
    const file = shapedPng(w, h2);
    for (const [who, listingId] of [
      [seller, await insertDraftListing(t.db, seller.id)],
      [dealer, undefined],
    ] as const) {
      const started = performance.now();
      const { res, uploadId } = await finalizeAs(who, file, listingId);
      const ms = performance.now() - started;
      expect(res.statusCode, res.body).toBe(422);
      expect(errorOf(res)).toMatchObject({ code: 'validation_error', message });
      expect(fieldPaths(res)).toEqual(['content_type']);
      // Decoding the first of these took 21.8 s; its header takes milliseconds. The ceiling
      // is generous for a busy runner (the exact figure is in the note).
      expect(ms).toBeLessThan(3_000);
      expect((await h.uploadRow(uploadId))?.status).toBe('pending');
      // Refused for what it is: the bytes are not kept for the sweep either.
      expect(h.filesOf(listingId ? 'listing_photo' : 'kyc_document', uploadId)).toEqual([]);
      if (listingId) expect(await h.photosOf(listingId)).toHaveLength(0);
    }
  });

  it.each([
    ['4,000 × 200: exactly 20 to 1', 4_000, 200],
    ['200 × 4,000', 200, 4_000],
  ] as const)('%s is taken', async (_what, w, h2) => {
    const { res } = await finalizeAs(dealer, shapedPng(w, h2));
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('public photo answers name the file by its id', () => {
  it('never by the seller’s own file name, which the seller still sees', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    const file = { ...(await sampleFile('jpeg')), filename: 'jane-doe-ring.jpg' };
    const answer = await uploadFile(t.app, seller.token, {
      purpose: 'listing_photo',
      listingId,
      file,
    });
    await setListingStatus(t.db, listingId, 'in_auction');
    const avif = { accept: 'image/avif,image/webp,*/*' };
    const answers = [
      [`/api/photos/${answer.id}`, {}, `${answer.id}.jpg`],
      [`/api/photos/${answer.id}/thumbnail`, {}, `${answer.id}.webp`],
      [`/api/photos/${answer.id}/display`, {}, `${answer.id}.webp`],
      [`/api/photos/${answer.id}/thumbnail`, avif, `${answer.id}.avif`],
      [`/api/photos/${answer.id}/display`, avif, `${answer.id}.avif`],
    ] as const;
    for (const [url, headers, name] of answers) {
      const res = await h.fetchFile(url, { headers });
      expect(res.statusCode).toBe(200);
      const disposition = String(res.headers['content-disposition']);
      expect(disposition).not.toMatch(/jane|doe|ring/i);
      expect(parse(disposition)).toEqual({ type: 'inline', parameters: { filename: name } });
    }
    // The owner's signed links keep the name the owner gave, with the real extension
    // (AVIF variants were offered as `.bin`).
    const own = await h.fetchFile(answer.url);
    expect(parse(String(own.headers['content-disposition'])).parameters.filename).toBe(
      'jane-doe-ring.jpg',
    );
    const ownThumb = await h.fetchFile(answer.thumbnail_url ?? '', { headers: avif });
    expect(ownThumb.headers['content-type']).toBe('image/avif');
    expect(parse(String(ownThumb.headers['content-disposition'])).parameters.filename).toBe(
      'jane-doe-ring.avif',
    );
  });
});
