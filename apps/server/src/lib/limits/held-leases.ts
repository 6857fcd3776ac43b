import { randomUUID } from 'node:crypto';
import { intervalTask, type TaskLog } from '../interval-task.js';
import { LEASE_RENEW_MS, type Lease } from './store.js';

/**
 * The leases one shared store holds for this instance's open streams, renewed together on one
 * loop (a few statements or one pipeline, however many streams are open). Renewing writes a
 * lease again even if it lapsed meanwhile (an outage longer than a lease), so a stream that
 * stays open keeps counting; a lease released while a renewal is on its way may count once more
 * until it lapses (`LEASE_MS`).
 */
export class HeldLeases {
  readonly #held = new Map<string, string>();
  readonly #loop;
  #closed = false;

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
    if (this.#closed) return null;
    const id = randomUUID();
    if (!(await take(id))) return null;
    if (this.isClosed()) {
      // Closed while it was taken (shutdown): give it straight back instead of holding it.
      await this.remove(id, key);
      return null;
    }
    this.#held.set(id, key);
    this.#loop.start(LEASE_RENEW_MS);
    return {
      release: async () => {
        if (!this.#held.delete(id)) return;
        await this.remove(id, key);
      },
    };
  }

  /** Read through a call: `take` asks again after its await. */
  isClosed(): boolean {
    return this.#closed;
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#loop.stop();
    const held = [...this.#held];
    this.#held.clear();
    await Promise.allSettled(held.map(([id, key]) => this.remove(id, key)));
  }
}
