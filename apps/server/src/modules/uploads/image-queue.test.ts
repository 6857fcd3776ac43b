import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { ImageQueue } from './image-queue.js';

/** A job that runs until `finish` is called; `started` tells whether its turn came. */
function gate() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const job = { started: false, finish, run: () => ((job.started = true), done) };
  return job;
}

const refusal = (err: unknown) =>
  err instanceof AppError ? { code: err.code, retryAfter: err.headers?.['retry-after'] } : err;

describe('ImageQueue', () => {
  it('runs a few at a time and the rest in their turn', async () => {
    const queue = new ImageQueue({ atOnce: 2, perUser: 4, waiting: 8 });
    const [first, second, third] = [gate(), gate(), gate()];
    const runs = [first, second, third].map((j, i) => queue.run(`user-${i}`, j.run));
    await Promise.resolve();
    expect([first.started, second.started, third.started]).toEqual([true, true, false]);
    expect(queue.stats).toMatchObject({ running: 2, waiting: 1, saturated: false });
    first.finish();
    await vi.waitFor(() => expect(third.started).toBe(true));
    second.finish();
    third.finish();
    await Promise.all(runs);
    expect(queue.stats).toEqual({ running: 0, waiting: 0, saturated: false, refused: 0 });
  });

  it('refuses a user past its share with 429 and Retry-After, and others still get in', async () => {
    const queue = new ImageQueue({ atOnce: 1, perUser: 2, waiting: 8 });
    const mine = [gate(), gate()];
    const runs = mine.map((j) => queue.run('greedy', j.run));
    await expect(queue.run('greedy', gate().run).catch(refusal)).resolves.toEqual({
      code: 'rate_limited',
      retryAfter: '5',
    });
    const other = gate();
    const theirs = queue.run('other', other.run);
    expect(queue.stats).toMatchObject({ running: 1, waiting: 2, refused: 1 });
    for (const j of [...mine, other]) j.finish();
    await Promise.all([...runs, theirs]);
  });

  it('refuses everyone once the waiting room is full, and says it is saturated', async () => {
    const queue = new ImageQueue({ atOnce: 1, perUser: 4, waiting: 2 });
    const jobs = [gate(), gate(), gate()];
    const runs = jobs.map((j, i) => queue.run(`user-${i}`, j.run));
    expect(queue.stats.saturated).toBe(true);
    await expect(queue.run('newcomer', gate().run).catch(refusal)).resolves.toMatchObject({
      code: 'rate_limited',
    });
    for (const j of jobs) j.finish();
    await Promise.all(runs);
    expect(queue.stats.saturated).toBe(false);
    // A place freed is a place taken again.
    await expect(queue.run('newcomer', () => Promise.resolve('ok'))).resolves.toBe('ok');
  });

  it('holds a reserved place before the job runs, until it is released', async () => {
    const queue = new ImageQueue({ atOnce: 1, perUser: 1, waiting: 0 });
    const place = queue.reserve('u');
    // The place counts from the moment it is taken: the image's bytes are read after it.
    expect(() => queue.reserve('u')).toThrow(AppError);
    expect(() => queue.reserve('other')).toThrow(AppError);
    await expect(place.inTurn(() => Promise.resolve('decoded'))).resolves.toBe('decoded');
    place.release();
    place.release();
    expect(queue.stats).toMatchObject({ running: 0, waiting: 0, saturated: false, refused: 2 });
    queue.reserve('other').release();
  });

  it('gives the place back when a job fails', async () => {
    const queue = new ImageQueue({ atOnce: 1, perUser: 1, waiting: 0 });
    await expect(queue.run('u', () => Promise.reject(new Error('corrupt')))).rejects.toThrow(
      'corrupt',
    );
    await expect(queue.run('u', () => Promise.resolve(1))).resolves.toBe(1);
  });
});
