import { randomUUID } from 'node:crypto';
import { intervalTask, type TaskLog } from '../interval-task.js';
import { LEASE_RENEW_MS, type Lease } from './store.js';

/**
 * The leases one shared store holds for this instance's open streams, renewed together on one
 * loop (one statement or pipeline, however many streams are open).
 */
export class HeldLeases {
  readonly #held = new Map<string, string>();
  readonly #loop;

  constructor(
    renew: (held: ReadonlyMap<string, string>) => Promise<void>,
    log: TaskLog,
    private readonly remove: (id: string, key: string) => Promise<void>,
  ) {
    this.#loop = intervalTask(
      async () => {
        if (this.#held.size > 0) await renew(this.#held);
      },
      { log, failure: 'stream leases: renewal failed' },
    );
  }

  /** A new lease id on `key`, taken once `take(id)` answers true. */
  async take(key: string, take: (id: string) => Promise<boolean>): Promise<Lease | null> {
    const id = randomUUID();
    if (!(await take(id))) return null;
    this.#held.set(id, key);
    this.#loop.start(LEASE_RENEW_MS);
    return {
      release: async () => {
        if (!this.#held.delete(id)) return;
        await this.remove(id, key);
      },
    };
  }

  async close(): Promise<void> {
    await this.#loop.stop();
    const held = [...this.#held];
    this.#held.clear();
    await Promise.allSettled(held.map(([id, key]) => this.remove(id, key)));
  }
}
