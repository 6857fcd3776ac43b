import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Database, Executor } from '../../db/index.js';
import type { Jobs, QueueSpec } from '../../lib/jobs/index.js';
import type { StorageDriver } from '../../lib/storage/index.js';
import type { ImageQueue } from './image-queue.js';
import { DISPLAY_EDGE, MAX_INPUT_PIXELS, THUMBNAIL_EDGE, photoVariant } from './processing.js';
import * as repo from './repository.js';
import { newFileBase } from './service.js';

/**
 * One job per photo that lacks one of its later files (ADR 037, 041), keyed by the photo's id on
 * an `exclusive` queue: while one waits or runs, another send for the same photo is a no-op, so
 * each photo's files are made once across the instances.
 */
export const PHOTO_VARIANTS_QUEUE = 'uploads.photo-variants';
/**
 * Storage or the database failing, or this instance's image queue full of users' images: tried
 * again after 10 s, 20 s, 40 s … (at most 10 minutes), then the dead letters, and the catch-up
 * sends the photo's job again the next day.
 */
export const PHOTO_VARIANTS_SPEC: QueueSpec = {
  policy: 'exclusive',
  retryLimit: 6,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 600,
  // A worker fetches 5 at a time; a 50-megapixel photo takes a few seconds.
  expireInSeconds: 5 * 60,
};

/**
 * The catch-up, once an hour per cluster: photos stored before the queue (or before a file
 * existed), and photos whose job was lost, get a job.
 */
export const VARIANTS_CATCH_UP_QUEUE = 'uploads.photo-variants-catch-up';
export const VARIANTS_CATCH_UP_CRON = '23 * * * *';
/**
 * The catch-up sends a photo's job at most once a day (pg-boss's throttle, whatever became of
 * the day's job): a photo whose file cannot be made is tried again tomorrow, not every hour.
 */
export const CATCH_UP_SECONDS = 24 * 60 * 60;
/** Photos looked up per statement by the catch-up. */
export const CATCH_UP_BATCH = 500;

export interface PhotoVariantsJob {
  uploadId: string;
}

/**
 * What one job did: `made` one or more files; found `nothing` to do (the photo has them all, or
 * is gone); `given_up` on a file that cannot be made from the stored one (missing, or not
 * decodable: logged, not retried); found every file `taken` by another run meanwhile.
 */
export type VariantsOutcome = 'made' | 'nothing' | 'given_up' | 'taken';

export type PhotoVariants = ReturnType<typeof createPhotoVariants>;

/** The files photos gained after ADR 008, each with its column: what the job makes. */
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

/** The jobs' place in the image queue: behind the users' images, as one more owner. */
const VARIANTS_OWNER = 'photo-variants';

/**
 * Makes the files a photo lacks (the display WebP, ADR 036; the AVIF thumbnail and display, ADR
 * 037), as one job per photo. The job is sent in the transaction that leaves a photo without one
 * (finalize, when an AVIF encode failed), and by the catch-up for photos that predate the queue
 * or lost their job. It is idempotent: a photo with all its files, or deleted, is nothing to do;
 * should two runs still meet (a job that outlived its expiry), a file is recorded once
 * (`setVariantKey` only sets a missing key) and the loser removes its own.
 */
export function createPhotoVariants(deps: {
  db: Database;
  storage: StorageDriver;
  log: FastifyBaseLogger;
  images: ImageQueue;
  jobs: Pick<Jobs, 'send'>;
}) {
  const { db, storage, log, images, jobs } = deps;

  /** The job of one photo: throws what is worth another try (storage, database, a full queue). */
  async function make(uploadId: string): Promise<VariantsOutcome> {
    const photo = await db.read((ex) => repo.findPhotoVariants(ex, uploadId));
    if (!photo) return 'nothing';
    const missing = VARIANTS.filter((v) => photo[v.column] === null);
    if (missing.length === 0) return 'nothing';
    const bytes = await storage.read(photo.storageKey);
    if (!bytes) {
      log.warn({ uploadId }, 'photo variants: the photo’s file is missing; given up');
      return 'given_up';
    }
    // In the image queue like a user's upload (a full queue throws 429: retried later), one
    // file after the other. Each file on its own: one that cannot be made does not hold back
    // the others, and is not tried again (the same bytes would fail the same way).
    const files = await images.run(VARIANTS_OWNER, async () => {
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
            { err, uploadId, variant: variant.suffix },
            'photo variants: the photo could not be resized; given up',
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
      // Another run was first, or the photo was deleted: this file is nobody's.
      else await storage.delete(key);
    }
    if (made) return 'made';
    return files.some((f) => f === null) ? 'given_up' : 'taken';
  }

  /**
   * In `tx`, the transaction that leaves the photo without one of its files: its job exists if
   * and only if that commits. Answers the job's id, or null when the photo's job already waits.
   */
  function request(tx: Executor, uploadId: string): Promise<string | null> {
    return jobs.send(PHOTO_VARIANTS_QUEUE, { uploadId } satisfies PhotoVariantsJob, {
      tx,
      singletonKey: uploadId,
    });
  }

  /**
   * Sends a job for every photo that lacks a file, at most once a day per photo (a photo whose
   * job waits, runs, or was sent today is skipped by pg-boss). Answers how many it sent.
   */
  async function catchUp(): Promise<number> {
    let sent = 0;
    let afterId: string | null = null;
    for (;;) {
      const from: string | null = afterId;
      const ids: string[] = await db.read((ex) =>
        repo.photosLackingVariants(ex, from, CATCH_UP_BATCH),
      );
      for (const uploadId of ids) {
        const id = await jobs.send(PHOTO_VARIANTS_QUEUE, { uploadId } satisfies PhotoVariantsJob, {
          singletonKey: uploadId,
          singletonSeconds: CATCH_UP_SECONDS,
        });
        if (id) sent++;
      }
      if (ids.length < CATCH_UP_BATCH) return sent;
      afterId = ids.at(-1) ?? null;
    }
  }

  return { make, request, catchUp };
}
