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

const busy = (message: string) => rateLimited(message, UPLOAD_BUSY_RETRY_SECONDS);

/** Counts the uploads this instance is receiving; a request past either cap is 429. */
export class UploadSlots {
  #total = 0;
  readonly #byUser = new Map<string, number>();

  constructor(
    private readonly limits = {
      perUser: MAX_UPLOADS_IN_FLIGHT_PER_USER,
      total: MAX_UPLOADS_IN_FLIGHT,
    },
  ) {}

  get inFlight(): number {
    return this.#total;
  }

  /** Takes a slot for `userId`, or throws 429; the answer gives it back, once, however often called. */
  acquire(userId: string): () => void {
    const mine = this.#byUser.get(userId) ?? 0;
    if (mine >= this.limits.perUser) {
      throw busy(
        `You are sending ${mine} files already. Wait for one of them to finish, then try again.`,
      );
    }
    if (this.#total >= this.limits.total) {
      throw busy('The server is receiving many files right now. Try again in a few seconds.');
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
