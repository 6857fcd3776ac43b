import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { ListingPhoto } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
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
import { createDisplayBackfill } from './variants.js';

// ADR 036 and 037: photos stored before the display and AVIF variants get them from the sweep.
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

describe('the display backfill', () => {
  it('gives old photos a display file once, and passes over one whose file is gone', async () => {
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

    expect(await t.app.services.uploads.backfillDisplayPhotos()).toEqual({
      made: 2,
      failed: 1,
      finished: false,
    });
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

    // The next pass finds only the photo it cannot help: nothing more to do on this instance.
    expect(await t.app.services.uploads.backfillDisplayPhotos()).toEqual({
      made: 0,
      failed: 1,
      finished: true,
    });
    expect(await t.app.services.uploads.backfillDisplayPhotos()).toEqual({
      made: 0,
      failed: 0,
      finished: true,
    });
    expect(await displayKeys([first, second, lost])).toEqual(keys);
  });

  it('walks the photos a batch at a time, in passes', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    const ids = [await oldPhoto(listingId), await oldPhoto(listingId), await oldPhoto(listingId)];
    const backfill = createDisplayBackfill({
      db: t.db,
      storage: storageOf(),
      log: t.app.log,
      images: new ImageQueue(),
    });
    const runs = [];
    for (let i = 0; i < 5; i++) runs.push(await backfill.run(2));
    // Two photos a run at most; all three made over the first pass; a pass that makes nothing
    // (here the second) ends the work.
    expect(runs.every((r) => r.made + r.failed <= 2)).toBe(true);
    expect(runs.reduce((n, r) => n + r.made, 0)).toBe(3);
    expect(runs.at(-1)).toEqual({ made: 0, failed: 0, finished: true });
    expect(Object.values(await displayKeys(ids)).every((k) => k !== null)).toBe(true);
  });

  it('gives a photo that has its display WebP only the AVIF files', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    const id = await oldPhoto(listingId, 'webp');
    const before = await displayKeys([id]);
    const backfill = createDisplayBackfill({
      db: t.db,
      storage: storageOf(),
      log: t.app.log,
      images: new ImageQueue(),
    });
    expect(await backfill.run(100)).toMatchObject({ made: 1 });
    expect(await displayKeys([id])).toEqual(before);
    expect(filesOf(id).filter((f) => f.endsWith('.avif'))).toHaveLength(2);
    expect(filesOf(id)).toHaveLength(5);
  });

  it('leaves its photos for a later run while the users’ images fill the queue', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    const id = await oldPhoto(listingId);
    const images = new ImageQueue({ atOnce: 1, perUser: 4, waiting: 0 });
    let finish!: () => void;
    const busy = images.run('a-user', () => new Promise<void>((resolve) => (finish = resolve)));
    const backfill = createDisplayBackfill({
      db: t.db,
      storage: storageOf(),
      log: t.app.log,
      images,
    });
    expect(await backfill.run(100)).toMatchObject({ made: 0, finished: false });
    expect((await displayKeys([id]))[id]).toBeNull();
    finish();
    await busy;
    // The same pass goes on from that photo.
    expect(await backfill.run(100)).toMatchObject({ made: 1 });
    expect((await displayKeys([id]))[id]).not.toBeNull();
  });

  it('keeps the display file another instance recorded first, and removes its own', async () => {
    const listingId = await insertDraftListing(t.db, seller.id);
    const id = await oldPhoto(listingId);
    const storage = storageOf();
    const theirs = `listing_photo/${id}/00000000.display.webp`;
    // Another instance records its file while this one is writing its own.
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
    const backfill = createDisplayBackfill({
      db: t.db,
      storage: racing,
      log: t.app.log,
      images: new ImageQueue(),
    });
    // Its AVIF files are recorded: the photo counts as made.
    expect((await backfill.run(100)).made).toBe(1);
    expect((await displayKeys([id]))[id]).toBe(theirs);
    expect(filesOf(id).filter((f) => f.endsWith('.display.webp'))).toEqual([
      '00000000.display.webp',
    ]);
  });
});

function storageOf(): StorageDriver {
  return createStorage(t.config);
}
