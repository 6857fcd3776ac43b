import { rateLimited } from '../../lib/errors.js';

/**
 * Bodies the local driver may be receiving at once: per user, and on this instance in all. Each
 * is held in memory until it is stored (up to 10 MB, ADR 008), so the instance cap bounds that
 * memory at 16 × 10 MB; the per-user cap keeps one account from taking every slot. The web app
 * sends photos one at a time and at most 4 KYC documents together (ADR 024).
 */
export const MAX_UPLOADS_IN_FLIGHT_PER_USER = 4;
export const MAX_UPLOADS_IN_FLIGHT = 16;
/** A file on its way usually arrives within seconds; the client may try again after that. */
export const UPLOAD_BUSY_RETRY_SECONDS = 5;

export interface SlotLimits {
  perUser: number;
  total: number;
  /** The 429's `Retry-After`. */
  retryAfterSeconds: number;
}

/** What a refused caller is told: `mine` is how many slots it holds already. */
export interface SlotMessages {
  perUser(mine: number): string;
  total: string;
}

/**
 * Counts work in progress on this instance, per user and in all; taking a slot past either cap
 * is 429 `rate_limited` with `Retry-After`. The upload bodies (`UploadSlots`) and the image
 * queue (`image-queue.ts`) each keep one.
 */
export class Slots {
  #total = 0;
  readonly #byUser = new Map<string, number>();

  constructor(
    private readonly limits: SlotLimits,
    private readonly messages: SlotMessages,
  ) {}

  get taken(): number {
    return this.#total;
  }

  /** Takes a slot for `userId`, or throws 429; the answer gives it back, once, however often called. */
  acquire(userId: string): () => void {
    const mine = this.#byUser.get(userId) ?? 0;
    if (mine >= this.limits.perUser) {
      throw rateLimited(this.messages.perUser(mine), this.limits.retryAfterSeconds);
    }
    if (this.#total >= this.limits.total) {
      throw rateLimited(this.messages.total, this.limits.retryAfterSeconds);
    }
    this.#byUser.set(userId, mine + 1);
    this.#total += 1;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.#total -= 1;
      const left = (this.#byUser.get(userId) ?? 1) - 1;
      if (left > 0) this.#byUser.set(userId, left);
      else this.#byUser.delete(userId);
    };
  }
}

/** Counts the uploads this instance is receiving; a request past either cap is 429. */
export class UploadSlots extends Slots {
  constructor(
    limits: Omit<SlotLimits, 'retryAfterSeconds'> = {
      perUser: MAX_UPLOADS_IN_FLIGHT_PER_USER,
      total: MAX_UPLOADS_IN_FLIGHT,
    },
  ) {
    super(
      { ...limits, retryAfterSeconds: UPLOAD_BUSY_RETRY_SECONDS },
      {
        perUser: (mine) =>
          `You are sending ${mine} files already. Wait for one of them to finish, then try again.`,
        total: 'The server is receiving many files right now. Try again in a few seconds.',
      },
    );
  }

  get inFlight(): number {
    return this.taken;
  }
}
