import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../clock.js';
import type { Hit, Lease, LimitStore } from './store.js';

/** Counters of one process: the embedded database's mode, where one process serves. */
export function memoryStore(clock: Clock): LimitStore {
  // Bounded, so a flood of distinct keys (addresses) cannot grow the process without end.
  const windows = new LRUCache<string, { count: number; resetAt: number }>({ max: 100_000 });
  const leases = new Map<string, Set<string>>();

  return {
    kind: 'memory',
    hit(key, windowMs): Promise<Hit> {
      const now = clock.now().getTime();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) entry = { count: 0, resetAt: now + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return Promise.resolve({ count: entry.count, resetInMs: entry.resetAt - now });
    },
    acquire(key, max): Promise<Lease | null> {
      const held = leases.get(key) ?? new Set<string>();
      if (held.size >= max) return Promise.resolve(null);
      const id = randomUUID();
      held.add(id);
      leases.set(key, held);
      return Promise.resolve({
        release: () => {
          held.delete(id);
          if (held.size === 0 && leases.get(key) === held) leases.delete(key);
          return Promise.resolve();
        },
      });
    },
    close: () => {
      leases.clear();
      return Promise.resolve();
    },
  };
}
