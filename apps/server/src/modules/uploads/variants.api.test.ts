import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { ListingPhoto } from '@gavel/contract';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { uploads } from '../../db/schema.js';
import { createStorage, type StorageDriver } from '../../lib/storage/index.js';
import { useActor } from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import {
  insertDraftListing,
  sampleFile,
  setListingStatus,
  uploadFile,
} from '../../../test/upload-fixtures.js';
import { uploadHarness } from '../../../test/upload-harness.js';
import { ImageQueue } from './image-queue.js';
import * as repo from './repository.js';
import { PHOTO_VARIANTS_QUEUE, createPhotoVariants } from './variants.js';

// ADR 036, 037 and 041: a photo that lacks a later file gets it from its one job.
const t = useTestApp();
const h = uploadHarness(t);
const seller = useActor(t, 'seller');

/**
 * A public listing's photo as stored before the display variant existed (only the photo and its
 * WebP thumbnail), or with `era: 'webp'` before the AVIF ones (ADR 037) did.
 */
async function oldPhoto(listingId: string, era: 'original' | 'webp' = 'original') {
  const file = await sampleFile('jpeg', { width: 1200, height: 900 });
  const answer = await uploadFile(t.app, seller.token, {
    purpose: 'listing_photo',
    listingId,
    file,
  });
  const [row] = await t.db.read((db) =>
    db
      .select({
        displayKey: uploads.displayKey,
        thumbnailAvifKey: uploads.thumbnailAvifKey,
        displayAvifKey: uploads.displayAvifKey,
      })
      .from(uploads)
      .where(eq(uploads.id, answer.id)),
  );
  const dropped =
    era === 'original' ? Object.values(row ?? {}) : [row?.thumbnailAvifKey, row?.displayAvifKey];
  for (const key of dropped) fs.rmSync(path.join(t.config.dataDir, 'uploads', key ?? 'missing'));
  await t.db.transaction((tx) =>
    tx
      .update(uploads)
      .set({
        thumbnailAvifKey: null,
        displayAvifKey: null,
        ...(era === 'original' ? { displayKey: null } : {}),
      })
      .where(eq(uploads.id, answer.id)),
  );
  expect(filesOf(answer.id)).toHaveLength(era === 'original' ? 2 : 3);
  return answer.id;
}

const AVIF_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

const displayKeys = async (ids: string[]) =>
  Object.fromEntries(
    (
      await t.db.read((db) =>
        db
          .select({ id: uploads.id, displayKey: uploads.displayKey })
          .from(uploads)
          .where(inArray(uploads.id, ids)),
      )
    ).map((r) => [r.id, r.displayKey]),
  );

const filesOf = (id: string) =>
  fs.readdirSync(path.join(t.config.dataDir, 'uploads', 'listing_photo', id)).sort();

const queued = async () =>
  (await t.app.jobs.figures()).find((q) => q.name === PHOTO_VARIANTS_QUEUE);

const variantsOf = (images = new ImageQueue(), storage = storageOf()) =>
  createPhotoVariants({ db: t.db, storage, log: t.app.log, images, jobs: t.app.jobs });

describe('the photo variants job', () => {
  it('a finalized photo has all its files: finalize sends no job', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    const file = await sampleFile('jpeg', { width: 1200, height: 900 });
    const answer = await uploadFile(t.app, seller.token, {
      purpose: 'listing_photo',
      listingId,
      file,
    });
    expect(filesOf(answer.id)).toHaveLength(5);
    expect(await queued()).toMatchObject({ queued: 0, active: 0, failed: 0 });
    expect(await t.app.services.uploads.catchUpPhotoVariants()).toBe(0);
  });

  it('finalize sends the job of a photo it stored without an AVIF, in its own transaction', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    const file = await sampleFile('jpeg', { width: 1200, height: 900 });
    // An AVIF encoder that fails: finalize keeps the photo and leaves those files out (ADR 037).
    const avif = vi
      .spyOn(sharp.prototype as { avif: () => unknown }, 'avif')
      .mockImplementation(() => ({ toBuffer: () => Promise.reject(new Error('no AVIF')) }));
    let answer;
    try {
      answer = await uploadFile(t.app, seller.token, {
        purpose: 'listing_photo',
        listingId,
        file,
      });
    } finally {
      avif.mockRestore();
    }
    expect(filesOf(answer.id)).toHaveLength(3);
    expect(await queued()).toMatchObject({ queued: 1 });
    expect(await t.app.jobs.runReady(PHOTO_VARIANTS_QUEUE)).toBe(1);
    expect(filesOf(answer.id)).toHaveLength(5);
  });

  it('the catch-up sends one job per photo lacking files; each makes them once, and gives up on one whose file is gone', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    const [first, second, lost] = [
      await oldPhoto(listingId),
      await oldPhoto(listingId),
      await oldPhoto(listingId),
    ] as [string, string, string];
    const [lostRow] = await t.db.read((db) =>
      db.select({ key: uploads.storageKey }).from(uploads).where(eq(uploads.id, lost)),
    );
    fs.rmSync(path.join(t.config.dataDir, 'uploads', lostRow?.key ?? 'missing'));
    await setListingStatus(t.db, listingId, 'in_auction');
    const before = (await h.fetchFile(`/api/listings/${listingId}`)).json<{
      photos: ListingPhoto[];
    }>();
    expect(before.photos.map((p) => p.display_url)).toEqual(before.photos.map((p) => p.url));

    expect(await t.app.services.uploads.catchUpPhotoVariants()).toBe(3);
    // Their jobs wait: a second catch-up (another instance's, or the next hour's) sends none.
    expect(await t.app.services.uploads.catchUpPhotoVariants()).toBe(0);
    expect(await queued()).toMatchObject({ queued: 3 });
    expect(await t.app.jobs.runReady(PHOTO_VARIANTS_QUEUE)).toBe(3);
    // The lost photo's job gave up at once: nothing to retry, nothing in the dead letters.
    expect(await queued()).toMatchObject({ queued: 0, active: 0, failed: 0 });
    expect(await t.app.jobs.runReady(PHOTO_VARIANTS_QUEUE)).toBe(0);

    const keys = await displayKeys([first, second, lost]);
    expect(keys[lost]).toBeNull();
    for (const id of [first, second]) {
      expect(keys[id]).toMatch(new RegExp(`^listing_photo/${id}/[0-9a-f]{8}\\.display\\.webp$`));
      // The photo, its thumbnail and now its display file, and both again as AVIF.
      expect(filesOf(id)).toHaveLength(5);
      const display = await h.fetchFile(`/api/photos/${id}/display`);
      expect(display.statusCode).toBe(200);
      expect(display.headers['content-type']).toBe('image/webp');
      expect(await sharp(display.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 640,
        height: 480,
      });
      for (const [variant, width] of [
        ['display', 640],
        ['thumbnail', 480],
      ] as const) {
        const avif = await h.fetchFile(`/api/photos/${id}/${variant}`, {
          headers: { accept: AVIF_ACCEPT },
        });
        expect(avif.headers['content-type']).toBe('image/avif');
        expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ format: 'heif', width });
      }
    }
    const after = (await h.fetchFile(`/api/listings/${listingId}`)).json<{
      photos: ListingPhoto[];
    }>();
    expect(Object.fromEntries(after.photos.map((p) => [p.id, p.display_url]))).toEqual({
      [first]: `/api/photos/${first}/display`,
      [second]: `/api/photos/${second}/display`,
      [lost]: `/api/photos/${lost}`,
    });

    // The photo it cannot help is not sent again the same day (pg-boss's throttle per photo).
    expect(await t.app.services.uploads.catchUpPhotoVariants()).toBe(0);
    expect(await t.app.jobs.runReady(PHOTO_VARIANTS_QUEUE)).toBe(0);
    expect(await displayKeys([first, second, lost])).toEqual(keys);
  });

  it('two sends for one photo make one job and one set of files; a later job finds nothing to do', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    const id = await oldPhoto(listingId);
    const send = () =>
      t.app.jobs.send(PHOTO_VARIANTS_QUEUE, { uploadId: id }, { singletonKey: id });
    const sent = await Promise.all([send(), send()]);
    expect(sent.filter((job) => job !== null)).toHaveLength(1);
    // Nor does the catch-up add one while it waits.
    await t.app.services.uploads.catchUpPhotoVariants();
    expect(await t.app.jobs.runReady(PHOTO_VARIANTS_QUEUE)).toBe(1);
    expect(filesOf(id)).toHaveLength(5);
    const keys = await displayKeys([id]);

    expect(await send()).not.toBeNull();
    expect(await t.app.jobs.runReady(PHOTO_VARIANTS_QUEUE)).toBe(1);
    expect(await t.app.services.uploads.makePhotoVariants(id)).toBe('nothing');
    expect(filesOf(id)).toHaveLength(5);
    expect(await displayKeys([id])).toEqual(keys);
  });

  it('a job sent in a transaction that rolls back does not exist', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    const id = await oldPhoto(listingId);
    const variants = variantsOf();
    await expect(
      t.db.transaction(async (tx) => {
        await variants.request(tx, id);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.app.jobs.runReady(PHOTO_VARIANTS_QUEUE)).toBe(0);
    await t.db.transaction((tx) => variants.request(tx, id));
    expect(await t.app.jobs.runReady(PHOTO_VARIANTS_QUEUE)).toBe(1);
    expect(filesOf(id)).toHaveLength(5);
  });

  it('gives a photo that has its display WebP only the AVIF files', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    const id = await oldPhoto(listingId, 'webp');
    const before = await displayKeys([id]);
    expect(await variantsOf().make(id)).toBe('made');
    expect(await displayKeys([id])).toEqual(before);
    expect(filesOf(id).filter((f) => f.endsWith('.avif'))).toHaveLength(2);
    expect(filesOf(id)).toHaveLength(5);
  });

  it('waits its turn in the image queue: while the users’ images fill it the job fails, to be retried', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    const id = await oldPhoto(listingId);
    const images = new ImageQueue({ atOnce: 1, perUser: 4, waiting: 0 });
    let finish!: () => void;
    const busy = images.run('a-user', () => new Promise<void>((resolve) => (finish = resolve)));
    const variants = variantsOf(images);
    const refused = await variants.make(id).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'rate_limited' });
    expect((await displayKeys([id]))[id]).toBeNull();
    finish();
    await busy;
    expect(await variants.make(id)).toBe('made');
    expect((await displayKeys([id]))[id]).not.toBeNull();
  });

  it('keeps the display file another run recorded first, and removes its own', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    const id = await oldPhoto(listingId);
    const storage = storageOf();
    const theirs = `listing_photo/${id}/00000000.display.webp`;
    // Another run records its file while this one is writing its own.
    const racing: StorageDriver = {
      ...storage,
      put: async (key, bytes, type) => {
        await storage.put(key, bytes, type);
        if (key.endsWith('.display.webp') && key !== theirs) {
          await storage.put(theirs, bytes, type);
          expect(
            await t.db.transaction((tx) => repo.setVariantKey(tx, id, 'displayKey', theirs)),
          ).toBe(true);
        }
      },
    };
    // Its AVIF files are recorded: the photo counts as made.
    expect(await variantsOf(new ImageQueue(), racing).make(id)).toBe('made');
    expect((await displayKeys([id]))[id]).toBe(theirs);
    expect(filesOf(id).filter((f) => f.endsWith('.display.webp'))).toEqual([
      '00000000.display.webp',
    ]);
  });
});

function storageOf(): StorageDriver {
  return createStorage(t.config);
}
