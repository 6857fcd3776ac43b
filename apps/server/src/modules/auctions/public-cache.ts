import type { Clock } from '../../lib/clock.js';
import { MicroCache } from '../../lib/micro-cache.js';
import type { LiveHub } from './live-hub.js';

/** The serialized public auction answers, kept for a moment (ADR 021). */
export interface PublicCache {
  /** The JSON text of `compute()`'s answer for `key`, with `server_time` of this moment. */
  serve(key: string, compute: () => Promise<unknown>): Promise<string>;
}

const SERVER_TIME = /"server_time":"[^"]*"/g;
const MAX_ENTRIES = 500;

/**
 * Null when `ttlMs` is 0. Every auction event, from any instance, empties the cache, so a bid,
 * an extension or an end is never hidden; changes without an event (a scheduled auction going
 * live) show within `ttlMs`.
 */
export function createPublicCache(ttlMs: number, clock: Clock, hub: LiveHub): PublicCache | null {
  if (ttlMs <= 0) return null;
  const cache = new MicroCache<string>(ttlMs, MAX_ENTRIES, () => clock.now().getTime());
  hub.onChange(() => {
    cache.clear();
  });
  return {
    async serve(key, compute) {
      const text = await cache.get(key, async () => JSON.stringify(await compute()));
      // Clients set their countdowns by server_time: it is always the time of this answer.
      return text.replace(SERVER_TIME, `"server_time":"${clock.now().toISOString()}"`);
    },
  };
}
