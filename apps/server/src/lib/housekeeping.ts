import type { Clock } from './clock.js';
import type { Jobs } from './jobs/index.js';

/** When an area's pruning runs: once an hour, on one instance of the cluster (ADR 041). */
export const HOUSEKEEPING_CRON = '17 * * * *';

/** What one pruning removed: rows by what they were. */
export type Pruned = Record<string, number>;

/**
 * Removes an area's rows that only grow and no longer matter, older than `now`'s limits: plain
 * deletes by indexed time, safe on several instances and when run twice (deleting twice
 * deletes nothing).
 */
export type Pruning = (now: Date) => Promise<Pruned>;

export interface HousekeepingLog {
  info(obj: object, msg: string): void;
}

/**
 * Each area's pruning as a job of its own (issue 30): the module that owns the tables registers
 * it (`prune`) while it registers, and it runs hourly as a cron job of its own queue, once per
 * cluster, retried and dead-lettered apart from the other areas'. `run` runs every area's here
 * and now: for tests and tools, as the scheduler's tick is run by hand.
 */
export class Housekeeping {
  readonly #jobs: Jobs;
  readonly #clock: Clock;
  readonly #log: HousekeepingLog;
  readonly #schedule: boolean;
  readonly #prunings = new Map<string, Pruning>();

  /** `schedule: false`: the cron jobs are not declared (tests run the prunings by hand). */
  constructor(deps: { jobs: Jobs; clock: Clock; log: HousekeepingLog; schedule: boolean }) {
    this.#jobs = deps.jobs;
    this.#clock = deps.clock;
    this.#log = deps.log;
    this.#schedule = deps.schedule;
  }

  /** Registers an area's pruning as the hourly job of `queue` (named after the area). */
  prune(queue: string, pruning: Pruning, cron = HOUSEKEEPING_CRON): void {
    if (this.#prunings.has(queue)) throw new Error(`Pruning ${queue} registered twice.`);
    this.#prunings.set(queue, pruning);
    if (!this.#schedule) return;
    this.#jobs.every(queue, cron, { retryLimit: 2, expireInSeconds: 600 }, async () => {
      await this.#runOne(queue, pruning, this.#clock.now());
    });
  }

  get queues(): string[] {
    return [...this.#prunings.keys()];
  }

  /** Every area's pruning, one after the other, here; answers what each removed, merged. */
  async run(now: Date = this.#clock.now()): Promise<Pruned> {
    let all: Pruned = {};
    for (const [queue, pruning] of this.#prunings) {
      all = { ...all, ...(await this.#runOne(queue, pruning, now)) };
    }
    return all;
  }

  async #runOne(queue: string, pruning: Pruning, now: Date): Promise<Pruned> {
    const removed = await pruning(now);
    if (Object.values(removed).some((n) => n > 0)) {
      this.#log.info({ queue, removed }, 'housekeeping removed expired rows');
    }
    return removed;
  }
}
