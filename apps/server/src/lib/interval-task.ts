/** Where an interval task reports a failed run. */
export interface TaskLog {
  error(obj: { err: unknown }, msg: string): void;
}

export interface IntervalTaskOptions {
  log: TaskLog;
  /** The log message of a failed run; the loop goes on after it. */
  failure: string;
  /**
   * Told as each run starts how late it is (ms) against one interval after the previous start:
   * a busy event loop, or a previous run longer than the interval.
   */
  onStart?: (lateMs: number) => void;
  /** How long `stop` waits for a run in progress; without it, until the run ends. */
  stopWaitMs?: number;
}

export interface IntervalTask {
  /** Runs the task every `intervalMs`, the first time one interval from now; 0 or less: never. */
  start(intervalMs: number): void;
  /** No run starts after this; resolves once a run in progress has ended (or `stopWaitMs`). */
  stop(): Promise<void>;
}

/**
 * One background loop (ADR 028). A run never overlaps the previous one: runs start on the
 * `intervalMs` grid from the first, and a run that takes longer than the interval makes the
 * next start at the first tick after it ends, as `setInterval` skipping busy ticks would. The
 * timer never keeps the process alive on its own. Why not a package: see ADR 028.
 */
export function intervalTask(run: () => Promise<unknown>, opts: IntervalTaskOptions): IntervalTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;

  function schedule(intervalMs: number, delayMs: number, due: number): void {
    timer = setTimeout(() => {
      timer = undefined;
      const startedAt = performance.now();
      opts.onStart?.(Math.max(0, startedAt - due));
      running = (async () => {
        try {
          await run();
        } catch (err) {
          opts.log.error({ err }, opts.failure);
        }
      })();
      void running.finally(() => {
        running = undefined;
        if (stopped) return;
        const late = (performance.now() - startedAt) % intervalMs;
        schedule(intervalMs, intervalMs - late, startedAt + intervalMs);
      });
    }, delayMs);
    timer.unref();
  }

  return {
    start(intervalMs) {
      if (intervalMs <= 0 || !stopped) return;
      stopped = false;
      if (!running) schedule(intervalMs, intervalMs, performance.now() + intervalMs);
    },

    async stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
      if (!running) return;
      if (opts.stopWaitMs === undefined) return running;
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise<void>((resolve) => (waited = setTimeout(resolve, opts.stopWaitMs))),
      ]);
      clearTimeout(waited);
    },
  };
}
