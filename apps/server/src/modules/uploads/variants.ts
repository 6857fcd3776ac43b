import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../db/index.js';
import type { StorageDriver } from '../../lib/storage/index.js';
import { DISPLAY_EDGE, MAX_INPUT_PIXELS, photoVariant } from './processing.js';
import * as repo from './repository.js';
import { newFileBase } from './service.js';

/** Photos given a display file per run: a few seconds of resizing at most, off the event loop. */
export const DISPLAY_BACKFILL_BATCH = 10;

export interface DisplayBackfillRun {
  /** Photos given a display file by this run. */
  made: number;
  /** Photos it could not make one for (their file is missing or unreadable); tried next pass. */
  failed: number;
  /** Whether a whole pass over the photos has made nothing: nothing is left to do here. */
  finished: boolean;
}

export type DisplayBackfill = ReturnType<typeof createDisplayBackfill>;

/**
 * Makes the display file (ADR 036) of photos stored before there was one, a batch per run, so
 * their pages get the light photo too. Runs in the uploads sweep on every instance: a photo two
 * instances both resize is recorded once (`setDisplayKey` only sets a missing key) and the
 * loser removes its file; a photo deleted meanwhile is removed with its prefix, or finds no row.
 * Each instance walks the photos in id order; once a pass from the start to the end makes
 * nothing, it stops looking until it restarts (new photos get their display file at finalize).
 */
export function createDisplayBackfill(deps: {
  db: Database;
  storage: StorageDriver;
  log: FastifyBaseLogger;
}) {
  const { db, storage, log } = deps;
  let afterId: string | null = null;
  let madeThisPass = 0;
  let finished = false;

  /** `taken`: another instance made it first, or the photo was deleted meanwhile. */
  async function makeOne(photo: {
    id: string;
    storageKey: string;
  }): Promise<'made' | 'failed' | 'taken'> {
    const bytes = await storage.read(photo.storageKey);
    if (!bytes) {
      log.warn({ uploadId: photo.id }, 'display backfill: the photo’s file is missing');
      return 'failed';
    }
    let display: Buffer;
    try {
      display = await photoVariant(
        sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }),
        DISPLAY_EDGE,
      );
    } catch (err) {
      log.warn({ err, uploadId: photo.id }, 'display backfill: the photo could not be resized');
      return 'failed';
    }
    const key = `${newFileBase('listing_photo', photo.id)}.display.webp`;
    await storage.put(key, display, 'image/webp');
    const recorded = await db
      .transaction((tx) => repo.setDisplayKey(tx, photo.id, key))
      .catch(async (err: unknown) => {
        await storage.delete(key).catch(() => undefined);
        throw err;
      });
    if (recorded) return 'made';
    // Another instance was first, or the photo was deleted: this file is nobody's.
    await storage.delete(key);
    return 'taken';
  }

  /** One batch; answers what it did. */
  async function run(limit = DISPLAY_BACKFILL_BATCH): Promise<DisplayBackfillRun> {
    if (finished) return { made: 0, failed: 0, finished };
    const batch = await db.read((ex) => repo.photosWithoutDisplay(ex, afterId, limit));
    let made = 0;
    let failed = 0;
    for (const photo of batch) {
      const outcome = await makeOne(photo);
      if (outcome === 'made') made++;
      if (outcome === 'failed') failed++;
      afterId = photo.id;
    }
    madeThisPass += made;
    if (batch.length < limit) {
      // The end of a pass: another one from the start, unless this one made nothing.
      finished = madeThisPass === 0;
      afterId = null;
      madeThisPass = 0;
    }
    return { made, failed, finished };
  }

  return { run };
}
