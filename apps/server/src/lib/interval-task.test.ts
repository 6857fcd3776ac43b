import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { intervalTask, type TaskLog } from './interval-task.js';

/** A run that lasts until the test ends it. */
function controlledRun() {
  const ends: (() => void)[] = [];
  let active = 0;
  let most = 0;
  let runs = 0;
  const run = () => {
    runs++;
    most = Math.max(most, ++active);
    return new Promise<void>((resolve) =>
      ends.push(() => {
        active--;
        resolve();
      }),
    );
  };
  return {
    run,
    endRun: () => ends.shift()?.(),
    runs: () => runs,
    active: () => active,
    mostAtOnce: () => most,
  };
}

function recordingLog(): TaskLog & { lines: [unknown, string][] } {
  const lines: [unknown, string][] = [];
  return { lines, error: ({ err }, msg) => lines.push([err, msg]) };
}

describe('intervalTask', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs every interval, the first one interval after start', async () => {
    let runs = 0;
    const task = intervalTask(
      () => {
        runs++;
        return Promise.resolve();
      },
      { log: recordingLog(), failure: 'failed' },
    );
    task.start(100);
    await vi.advanceTimersByTimeAsync(99);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(runs).toBe(4);
    await task.stop();
  });

  it('never overlaps itself: a long run delays the next to the first tick after it', async () => {
    const r = controlledRun();
    const late: number[] = [];
    const task = intervalTask(r.run, {
      log: recordingLog(),
      failure: 'failed',
      onStart: (ms) => late.push(ms),
    });
    task.start(100);
    await vi.advanceTimersByTimeAsync(100);
    expect(r.runs()).toBe(1);
    // The run takes 250 ms: the ticks at 200 and 300 pass without a second run.
    await vi.advanceTimersByTimeAsync(250);
    expect(r.runs()).toBe(1);
    r.endRun();
    await vi.advanceTimersByTimeAsync(49);
    expect(r.runs()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(r.runs()).toBe(2);
    expect(r.mostAtOnce()).toBe(1);
    // On time first; then 200 ms after the 200 ms at which it was due.
    expect(late).toEqual([0, 200]);
    r.endRun();
    await task.stop();
  });

  it('stop waits for the run in progress, and nothing runs after it', async () => {
    const r = controlledRun();
    const task = intervalTask(r.run, { log: recordingLog(), failure: 'failed' });
    task.start(100);
    await vi.advanceTimersByTimeAsync(100);
    expect(r.active()).toBe(1);
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(stopped).toBe(false);
    r.endRun();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(r.runs()).toBe(1);
  });

  it('stop waits at most stopWaitMs when given', async () => {
    const r = controlledRun();
    const task = intervalTask(r.run, { log: recordingLog(), failure: 'failed', stopWaitMs: 500 });
    task.start(100);
    await vi.advanceTimersByTimeAsync(100);
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(stopped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    expect(stopped).toBe(true);
    r.endRun();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(r.runs()).toBe(1);
  });

  it('logs a failed run, synchronous throw or rejection, and goes on', async () => {
    const log = recordingLog();
    const boom = new Error('boom');
    let runs = 0;
    const task = intervalTask(
      () => {
        runs++;
        if (runs === 1) throw boom;
        if (runs === 2) return Promise.reject(boom);
        return Promise.resolve();
      },
      { log, failure: 'the loop failed' },
    );
    task.start(100);
    await vi.advanceTimersByTimeAsync(300);
    expect(runs).toBe(3);
    expect(log.lines).toEqual([
      [boom, 'the loop failed'],
      [boom, 'the loop failed'],
    ]);
    await task.stop();
  });

  it('does nothing for an interval of 0, and starts once however often asked', async () => {
    let runs = 0;
    const count = () => {
      runs++;
      return Promise.resolve();
    };
    const off = intervalTask(count, { log: recordingLog(), failure: 'failed' });
    off.start(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(0);
    await off.stop();

    const task = intervalTask(count, { log: recordingLog(), failure: 'failed' });
    task.start(100);
    task.start(100);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(1);
    await task.stop();
  });

  it('never keeps the process alive on its own', () => {
    vi.useRealTimers();
    const task = intervalTask(() => Promise.resolve(), { log: recordingLog(), failure: 'failed' });
    const before = process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    task.start(60_000);
    expect(process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length).toBe(before);
    return task.stop();
  });
});
