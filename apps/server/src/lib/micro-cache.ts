/**
 * Short-lived answers for hot public reads: each key is computed at most once per `ttlMs`, and
 * callers asking while it is being computed share that one computation. `clear()` drops every
 * entry (a change that may touch any of them). Failures are not kept. Time comes from `now`, the
 * injected clock, so tests decide when an entry is old.
 */
export class MicroCache<T> {
  readonly #entries = new Map<string, { at: number; value: Promise<T> }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(ttlMs: number, maxEntries: number, now: () => number) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const at = this.#now();
    const hit = this.#entries.get(key);
    if (hit && at - hit.at < this.#ttlMs) return hit.value;
    // Bounded: many distinct queries (searches, cursors) evict the oldest first.
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    const value = compute();
    const entry = { at, value };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
