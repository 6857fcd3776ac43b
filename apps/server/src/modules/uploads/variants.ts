import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import type { StorageDriver } from '../../lib/storage/index.js';
import type { ImageQueue } from './image-queue.js';
import { DISPLAY_EDGE, MAX_INPUT_PIXELS, THUMBNAIL_EDGE, photoVariant } from './processing.js';
import * as repo from './repository.js';
import { newFileBase } from './service.js';

/** Photos given their missing files per run: a few seconds of resizing at most, off the event loop. */
export const DISPLAY_BACKFILL_BATCH = 10;

export interface DisplayBackfillRun {
  /** Photos given one or more of their missing files by this run. */
  made: number;
  /** Photos it could not make a file for (their file is missing or unreadable); tried next pass. */
  failed: number;
  /** Whether a whole pass over the photos has made nothing: nothing is left to do here. */
  finished: boolean;
}

export type DisplayBackfill = ReturnType<typeof createDisplayBackfill>;

/** The files photos gained after ADR 008, each with its column: what the backfill makes. */
const VARIANTS: readonly {
  column: repo.VariantColumn;
  edge: number;
  format: 'webp' | 'avif';
  suffix: string;
}[] = [
  { column: 'displayKey', edge: DISPLAY_EDGE, format: 'webp', suffix: 'display.webp' },
  { column: 'thumbnailAvifKey', edge: THUMBNAIL_EDGE, format: 'avif', suffix: 'thumb.avif' },
  { column: 'displayAvifKey', edge: DISPLAY_EDGE, format: 'avif', suffix: 'display.avif' },
];

/**
 * Makes the files photos gained after they were stored (the display WebP, ADR 036; the AVIF
 * thumbnail and display, ADR 037), a batch per run, so their pages get the light photos too.
 * Runs in the uploads sweep, a cluster-wide singleton job (ADR 041), so one instance at a time
 * makes files; should two still meet (a sweep that outlived its job's expiry), a file is recorded
 * once (`setVariantKey` only sets a missing key) and the loser removes its own; a photo deleted
 * meanwhile is removed with its prefix, or finds no row. Each instance walks the photos in id
 * order; once a pass from the start to the end makes nothing, it stops looking until it
 * restarts (new photos get their files at finalize).
 */
/** The backfill's place in the image queue: one photo at a time, behind the users' images. */
const BACKFILL_OWNER = 'variants-backfill';

export function createDisplayBackfill(deps: {
  db: Database;
  storage: StorageDriver;
  log: FastifyBaseLogger;
  images: ImageQueue;
}) {
  const { db, storage, log, images } = deps;
  let afterId: string | null = null;
  let madeThisPass = 0;
  let finished = false;

  /**
   * Makes the files `photo` lacks. `taken`: another instance made them first, or the photo was
   * deleted meanwhile.
   */
  async function makeOne(
    photo: { id: string; storageKey: string } & Record<repo.VariantColumn, string | null>,
  ): Promise<'made' | 'failed' | 'taken'> {
    const bytes = await storage.read(photo.storageKey);
    if (!bytes) {
      log.warn({ uploadId: photo.id }, 'variants backfill: the photo’s file is missing');
      return 'failed';
    }
    const missing = VARIANTS.filter((v) => photo[v.column] === null);
    // In the image queue like a user's upload, one file after the other. Each file on its own:
    // one that cannot be made (logged, tried again next pass) does not hold back the others.
    const files = await images.run(BACKFILL_OWNER, async () => {
      const stored = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
      const made = [];
      for (const variant of missing) {
        try {
          made.push({
            variant,
            bytes: await photoVariant(stored.clone(), variant.edge, variant.format),
          });
        } catch (err) {
          log.warn(
            { err, uploadId: photo.id, variant: variant.suffix },
            'variants backfill: the photo could not be resized',
          );
          made.push(null);
        }
      }
      return made;
    });
    let made = false;
    for (const file of files) {
      if (!file) continue;
      const { variant: v } = file;
      const key = `${newFileBase('listing_photo', photo.id)}.${v.suffix}`;
      await storage.put(key, file.bytes, `image/${v.format}`);
      const recorded = await db
        .transaction((tx) => repo.setVariantKey(tx, photo.id, v.column, key))
        .catch(async (err: unknown) => {
          await storage.delete(key).catch(() => undefined);
          throw err;
        });
      if (recorded) made = true;
      // Another instance was first, or the photo was deleted: this file is nobody's.
      else await storage.delete(key);
    }
    if (made) return 'made';
    return files.some((f) => f === null) ? 'failed' : 'taken';
  }

  /** One batch; answers what it did. */
  async function run(limit = DISPLAY_BACKFILL_BATCH): Promise<DisplayBackfillRun> {
    if (finished) return { made: 0, failed: 0, finished };
    const batch = await db.read((ex) => repo.photosWithoutDisplay(ex, afterId, limit));
    let made = 0;
    let failed = 0;
    let interrupted = false;
    for (const photo of batch) {
      let outcome;
      try {
        outcome = await makeOne(photo);
      } catch (err) {
        // The image queue is full of users' images: they come first; this photo waits a run.
        if (err instanceof AppError && err.code === 'rate_limited') {
          interrupted = true;
          break;
        }
        throw err;
      }
      if (outcome === 'made') made++;
      if (outcome === 'failed') failed++;
      afterId = photo.id;
    }
    madeThisPass += made;
    if (!interrupted && batch.length < limit) {
      // The end of a pass: another one from the start, unless this one made nothing.
      finished = madeThisPass === 0;
      afterId = null;
      madeThisPass = 0;
    }
    return { made, failed, finished };
  }

  return { run };
}
