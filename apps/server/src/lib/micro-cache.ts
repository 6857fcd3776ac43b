import { LRUCache } from 'lru-cache';

/**
 * Short-lived answers for hot public reads, kept by lru-cache (ADR 028): each key is computed
 * once and kept `ttlMs` from when its computation ends; callers asking while it is being
 * computed share that computation (`fetch`). Failures are not kept. At most `maxEntries`, the least recently used going first.
 * Time comes from `now`, the injected clock, so tests decide when an entry is old.
 */
export class MicroCache<T extends string | number | boolean | object> {
  readonly #cache: LRUCache<string, T, () => Promise<T>>;

  constructor(ttlMs: number, maxEntries: number, now: () => number) {
    this.#cache = new LRUCache({
      max: maxEntries,
      ttl: ttlMs,
      // Every look reads the injected clock: lru-cache's default keeps one reading for 1 ms of
      // real time, and a test moves the clock faster than that.
      perf: { now },
      ttlResolution: 0,
      fetchMethod: (_key, _stale, { context }) => context(),
    });
  }

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    const value = await this.#cache.fetch(key, { context: compute });
    // Only a fetchMethod that resolves to undefined answers undefined; `compute` never does.
    if (value === undefined) throw new Error(`MicroCache: no value computed for ${key}`);
    return value;
  }
}
