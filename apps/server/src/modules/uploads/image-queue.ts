import { availableParallelism } from 'node:os';
import pLimit, { type LimitFunction } from 'p-limit';
import { Slots } from './in-flight.js';
import type { ImageTurn } from './processing.js';

/**
 * Images decoded and encoded at once on one instance. sharp runs each operation on one thread of
 * libuv's pool (4 threads), which password hashing (argon2) and file serving use too: a photo's
 * five encodes side by side, or four finalizes at once, took the whole pool and a sign-in waited
 * behind them (issue 28). At most two keep two threads free whatever arrives; on a machine of
 * two cores one, so a core stays with the event loop (the PDF check's rule, ADR 026).
 */
export const IMAGE_JOBS_AT_ONCE = Math.min(2, Math.max(1, availableParallelism() - 1));
/**
 * Images one user may have processing or waiting: the web app finalizes photos one at a time and
 * at most 4 KYC documents together (ADR 024).
 */
export const MAX_IMAGE_JOBS_PER_USER = 4;
/** Images that may wait on one instance (each holds its bytes, up to 10 MB); more are 429. */
export const MAX_WAITING_IMAGE_JOBS = 8;
/** A worst-case image (50 megapixels) takes about two seconds here; a few of them, a few more. */
export const IMAGE_BUSY_RETRY_SECONDS = 5;

export interface ImageQueueLimits {
  atOnce: number;
  perUser: number;
  waiting: number;
}

export interface ImageQueueStats {
  running: number;
  waiting: number;
  /** Whether a new image from anyone would be refused now (the waiting room is full). */
  saturated: boolean;
  /** Images refused with 429 since the start. */
  refused: number;
}

/**
 * The bounded queue every image decode runs in (finalize and the variants backfill): a few at a
 * time, a short line behind them, a cap per user; past that the caller is answered 429
 * `rate_limited` with `Retry-After`, and the upload stays pending for another finalize.
 */
export class ImageQueue {
  readonly #limit: LimitFunction;
  readonly #slots: Slots;
  #refused = 0;

  constructor(
    readonly limits: ImageQueueLimits = {
      atOnce: IMAGE_JOBS_AT_ONCE,
      perUser: MAX_IMAGE_JOBS_PER_USER,
      waiting: MAX_WAITING_IMAGE_JOBS,
    },
  ) {
    this.#limit = pLimit(limits.atOnce);
    this.#slots = new Slots(
      {
        perUser: limits.perUser,
        total: limits.atOnce + limits.waiting,
        retryAfterSeconds: IMAGE_BUSY_RETRY_SECONDS,
      },
      {
        perUser: (mine) =>
          `${mine} of your images are being processed already. Try again in a few seconds.`,
        total: 'Many images are being processed right now. Please try again in a few seconds.',
      },
    );
  }

  get stats(): ImageQueueStats {
    return {
      running: this.#limit.activeCount,
      waiting: this.#limit.pendingCount,
      saturated: this.#slots.taken >= this.limits.atOnce + this.limits.waiting,
      refused: this.#refused,
    };
  }

  /**
   * Takes `owner`'s place in the queue at once, or throws 429: before the image's bytes are read,
   * so that waiting images (each up to 10 MB in memory) never outnumber the places.
   * `inTurn(job)` then runs the decoding when its turn comes; `release()` gives the place back
   * (once, however often called) and must be called whatever happens.
   */
  reserve(owner: string): { inTurn: ImageTurn; release: () => void } {
    let release: () => void;
    try {
      release = this.#slots.acquire(owner);
    } catch (err) {
      this.#refused += 1;
      throw err;
    }
    return { inTurn: (job) => this.#limit(job), release };
  }

  /** Runs `job` for `owner` in its turn, or throws 429 at once when there is no room. */
  async run<T>(owner: string, job: () => Promise<T>): Promise<T> {
    const place = this.reserve(owner);
    try {
      return await place.inTurn(job);
    } finally {
      place.release();
    }
  }
}
