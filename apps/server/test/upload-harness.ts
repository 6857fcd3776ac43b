import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { listingPhotos, uploads } from '../src/db/schema.js';
import { bearer, type TestApp } from './helpers.js';
import type { PresignAnswer, SampleFile } from './upload-fixtures.js';

/** Request and inspection helpers shared by the uploads module's API tests. */
export function uploadHarness(t: TestApp) {
  const presign = (token: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/uploads/presign',
      headers: bearer(token),
      payload: body,
    });
  const presignFor = (file: SampleFile, purpose: string, listingId?: string) => ({
    purpose,
    filename: file.filename,
    content_type: file.contentType,
    size_bytes: file.bytes.length,
    ...(listingId ? { listing_id: listingId } : {}),
  });
  return {
    presign,
    presignFor,
    presigned: async (token: string, file: SampleFile, purpose: string, listingId?: string) => {
      const res = await presign(token, presignFor(file, purpose, listingId));
      expect(res.statusCode, res.body).toBe(201);
      return res.json<PresignAnswer>();
    },
    finalize: (token: string, uploadId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/uploads/finalize',
        headers: bearer(token),
        payload: { upload_id: uploadId },
      }),
    fetchFile: (url: string, opts: { headers?: Record<string, string> } = {}) =>
      t.app.inject({ method: 'GET', url, headers: opts.headers ?? {} }),
    photosOf: (listingId: string) =>
      t.db.read((db) =>
        db.select().from(listingPhotos).where(eq(listingPhotos.listingId, listingId)),
      ),
    uploadRow: async (id: string) =>
      (await t.db.read((db) => db.select().from(uploads).where(eq(uploads.id, id))))[0],
    /** The stored files of one upload (local driver). */
    filesOf: (purpose: string, id: string) => {
      const dir = path.join(t.config.dataDir, 'uploads', purpose, id);
      return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    },
  };
}
