import { MAX_UPLOAD_BYTES } from '@gavel/contract';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.js';
import { seller, sellerKycBody, type Actor } from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { errorOf } from '../../../test/http.js';
import { uploadHarness } from '../../../test/upload-harness.js';
import {
  insertDraftListing,
  putToUploadUrl,
  sampleFile,
  uploadFile,
} from '../../../test/upload-fixtures.js';
import { UNATTACHED_DOCUMENT_GRACE_SECONDS } from './cleanup.js';
import { MAX_PENDING_BYTES_PER_USER, MAX_PENDING_UPLOADS_PER_USER } from './service.js';

// What uploads may leave behind (SPEC §4.3 "an upload that is never finalized is cleaned up
// later"): how many one user may have started at once, how long refused or abandoned bytes
// stay, and what becomes of KYC documents nobody submits. Real local storage, a ManualClock,
// per-user quotas on (RATE_LIMIT), access tokens that outlive the clock moves.
const t = useTestApp({ RATE_LIMIT: 'on', ACCESS_TOKEN_TTL_SECONDS: String(30 * 86_400) });
const h = uploadHarness(t);
const PDF = 'application/pdf';

const presignPdf = (who: Actor, size: number) =>
  h.presign(who.token, {
    purpose: 'kyc_document',
    filename: 'scan.pdf',
    content_type: PDF,
    size_bytes: size,
  });

/** The upload rows among `ids` still in the database. */
async function remaining(ids: string[]) {
  const rows = await t.db.read((db) =>
    db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids)),
  );
  return rows.map((r) => r.id).sort();
}

describe('pending uploads per user', () => {
  it(`takes ${MAX_PENDING_BYTES_PER_USER / 1048576} MB of unfinished uploads, then 429 until they expire`, async () => {
    const who = await seller(t.app);
    const full = MAX_PENDING_BYTES_PER_USER / MAX_UPLOAD_BYTES;
    for (let i = 0; i < full; i++)
      expect((await presignPdf(who, MAX_UPLOAD_BYTES)).statusCode).toBe(201);

    const refused = await presignPdf(who, 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(15 * 60));
    expect(errorOf(refused)).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(/uploads in progress/) as unknown,
      details: {
        retry_after_seconds: 15 * 60,
        pending_uploads: full,
        pending_bytes: MAX_PENDING_BYTES_PER_USER,
        max_pending_uploads: MAX_PENDING_UPLOADS_PER_USER,
        max_pending_bytes: MAX_PENDING_BYTES_PER_USER,
      },
    });
    // Nothing was stored for the refused one; another user is not affected.
    expect((await presignPdf(await seller(t.app), MAX_UPLOAD_BYTES)).statusCode).toBe(201);

    t.clock.advance(15 * 60 + 1);
    expect((await presignPdf(who, MAX_UPLOAD_BYTES)).statusCode).toBe(201);
  });

  it(`takes ${MAX_PENDING_UPLOADS_PER_USER} unfinished uploads; finalizing one frees a place`, async () => {
    const who = await seller(t.app);
    const file = await sampleFile('jpeg');
    const first = await h.presigned(who.token, file, 'kyc_document');
    for (let i = 1; i < MAX_PENDING_UPLOADS_PER_USER; i++) {
      expect((await presignPdf(who, 1000)).statusCode).toBe(201);
    }
    expect((await presignPdf(who, 1000)).statusCode).toBe(429);
    expect((await putToUploadUrl(t.app, first, file.bytes)).status).toBe(204);
    expect((await h.finalize(who.token, first.upload_id)).statusCode).toBe(200);
    expect((await presignPdf(who, 1000)).statusCode).toBe(201);
    expect((await presignPdf(who, 1000)).statusCode).toBe(429);
    t.clock.advance(15 * 60 + 1);
  });

  it('holds when presigns race: never more than the cap', async () => {
    const who = await seller(t.app);
    const answers = await Promise.all(
      Array.from({ length: MAX_PENDING_UPLOADS_PER_USER + 10 }, () => presignPdf(who, 1000)),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(MAX_PENDING_UPLOADS_PER_USER);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    t.clock.advance(15 * 60 + 1);
  });
});

describe('bytes nobody will finalize', () => {
  it('are removed as soon as finalize refuses them, and the row when the link expires', async () => {
    const who = await seller(t.app);
    const text = await sampleFile('text', { contentType: 'image/png', filename: 'x.png' });
    const listingId = await insertDraftListing(t.db, who.id);
    const answer = await h.presigned(who.token, text, 'listing_photo', listingId);
    expect((await putToUploadUrl(t.app, answer, text.bytes)).status).toBe(204);
    expect(h.filesOf('listing_photo', answer.upload_id)).toEqual(['upload']);

    const refused = await h.finalize(who.token, answer.upload_id);
    expect(refused.statusCode).toBe(422);
    expect(h.filesOf('listing_photo', answer.upload_id)).toEqual([]);
    expect((await h.uploadRow(answer.upload_id))?.status).toBe('pending');

    t.clock.advance(15 * 60 + 1);
    expect(await t.app.services.uploads.sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await h.uploadRow(answer.upload_id)).toBeUndefined();
  });
});

describe('KYC documents never attached to a KYC submission', () => {
  it('are removed after the grace period; attached documents and photos are kept', async () => {
    const who = await seller(t.app);
    const doc = () => uploadFile(t.app, who.token, { purpose: 'kyc_document' });
    const leftOutBefore = await doc();
    const attached = await doc();
    const listingId = await insertDraftListing(t.db, who.id);
    const photo = await uploadFile(t.app, who.token, { purpose: 'listing_photo', listingId });
    t.clock.advance(60);
    const submit = await t.app.inject({
      method: 'POST',
      url: '/api/seller/kyc',
      headers: who.headers,
      payload: sellerKycBody([attached.id]),
    });
    expect(submit.statusCode, submit.body).toBe(201);
    t.clock.advance(60);
    const afterSubmission = await doc();
    const neverUsed = (await seller(t.app)).token;
    const otherOwner = await uploadFile(t.app, neverUsed, { purpose: 'kyc_document' });
    const all = [leftOutBefore.id, attached.id, photo.id, afterSubmission.id, otherOwner.id];

    // Within the grace period none of these goes (earlier tests' documents may).
    t.clock.advance(UNATTACHED_DOCUMENT_GRACE_SECONDS - 10 * 60);
    await t.app.services.uploads.sweepUnattachedDocuments();
    expect(await remaining(all)).toEqual([...all].sort());

    t.clock.advance(10 * 60 + 1);
    expect(await t.app.services.uploads.sweepUnattachedDocuments()).toBeGreaterThanOrEqual(2);
    // Gone: a document finalized after the owner's last submission and never sent, and one of
    // an owner who never submitted. Kept: the document on the record, the photo, and one that
    // existed at the submission (it may have been in an earlier one: never guessed away).
    expect(await remaining(all)).toEqual([leftOutBefore.id, attached.id, photo.id].sort());
    expect(h.filesOf('kyc_document', afterSubmission.id)).toEqual([]);
    expect(h.filesOf('kyc_document', otherOwner.id)).toEqual([]);
    expect(h.filesOf('kyc_document', attached.id)).toHaveLength(1);
    expect(h.filesOf('listing_photo', photo.id).length).toBeGreaterThan(0);

    // The record still shows its document, and a removed one cannot be submitted any more.
    const record = await t.app.inject({ url: '/api/seller/kyc', headers: who.headers });
    expect(record.json<{ documents: { id: string }[] }>().documents.map((d) => d.id)).toEqual([
      attached.id,
    ]);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/seller/kyc',
      headers: who.headers,
      payload: sellerKycBody([afterSubmission.id]),
    });
    expect(late.statusCode).not.toBe(201);
  });
});
