import type { Database } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import { intervalTask, type TaskLog } from '../../lib/interval-task.js';
import type { AppMetrics } from '../../lib/metrics.js';
import { databaseNowMs } from './repository.js';

/** How often an instance compares its clock with the database's (SPEC §9). */
export const CLOCK_CHECK_INTERVAL_MS = 60_000;
/**
 * Beyond this the instance and the database disagree on "now" enough to matter: auction ends
 * and bids are timed by the instance's clock on one instance and checked on another.
 */
export const CLOCK_OFFSET_WARN_MS = 500;

export interface ClockCheckLog extends TaskLog {
  warn(obj: { offsetMs: number }, msg: string): void;
}

export interface ClockCheck {
  /** Measures once, records the offset and warns when it is too large; answers it (ms). */
  run(): Promise<number>;
  /** Measures now, then every `intervalMs`; 0 or less: neither. */
  start(intervalMs: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Compares the injected clock with the database's: the database's time read in one round trip,
 * against the instance's time at the middle of that round trip. The offset is the database's
 * clock minus the instance's; it goes to `gavel_clock_offset_seconds` every time it is measured.
 */
export function createClockCheck(deps: {
  db: Database;
  clock: Clock;
  log: ClockCheckLog;
  metrics: Pick<AppMetrics, 'clockOffset'>;
}): ClockCheck {
  const { db, clock, log, metrics } = deps;

  async function measure(): Promise<number> {
    // Inside a transaction the connection is already held, so the timed part is the query's
    // own round trip, not the wait for a connection.
    return db.transaction(async (tx) => {
      const sent = clock.now().getTime();
      const database = await databaseNowMs(tx);
      const received = clock.now().getTime();
      return database - (sent + received) / 2;
    });
  }

  async function run(): Promise<number> {
    const offsetMs = Math.round(await measure());
    metrics.clockOffset(offsetMs / 1000);
    if (Math.abs(offsetMs) > CLOCK_OFFSET_WARN_MS) {
      const way = offsetMs < 0 ? 'ahead of' : 'behind';
      log.warn(
        { offsetMs },
        `This instance's clock is ${Math.abs(offsetMs)} ms ${way} the database's ` +
          `(more than ${CLOCK_OFFSET_WARN_MS} ms): synchronise the clocks (NTP)`,
      );
    }
    return offsetMs;
  }

  const failure = 'clock check failed';
  const task = intervalTask(run, { log, failure });
  // A close that comes while the first measure runs must not be followed by the loop starting.
  let stopped = false;
  return {
    run,
    async start(intervalMs) {
      if (intervalMs <= 0) return;
      try {
        await run();
      } catch (err) {
        log.error({ err }, failure);
      }
      if (!stopped) task.start(intervalMs);
    },
    stop: () => {
      stopped = true;
      return task.stop();
    },
  };
}
