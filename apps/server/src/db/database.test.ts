import { count } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useFreshDatabase } from '../../test/helpers.js';
import type { Database } from './index.js';
import { loginFailures } from './schema.js';
import { SerialQueue } from './serial-queue.js';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('SerialQueue', () => {
  it('runs jobs one at a time, in order, and survives a failing job', async () => {
    const queue = new SerialQueue();
    const trace: string[] = [];
    const job = (name: string, ms: number, fail = false) =>
      queue.run(async () => {
        trace.push(`start ${name}`);
        // A job that takes time is the thing under test: another must not start meanwhile.
        await pause(ms);
        trace.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([job('a', 20), job('b', 1, true), job('c', 5)]);
    expect(trace).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(queue.pending).toBe(0);
  });
});

describe('the embedded database (one connection)', () => {
  const db = useFreshDatabase();

  const rows = (ex: Parameters<Parameters<Database['read']>[0]>[0]) =>
    ex
      .select({ n: count() })
      .from(loginFailures)
      .then(([r]) => r?.n ?? 0);

  it('never lets a read see another request’s uncommitted writes', async () => {
    const before = await db.read(rows);
    let inserted: () => void = () => undefined;
    const written = new Promise<void>((resolve) => (inserted = resolve));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const writer = db.transaction(async (tx) => {
      await tx.insert(loginFailures).values({ key: 'k', createdAt: new Date() });
      inserted();
      await released;
      throw new Error('roll back');
    });
    // Issued once the writer's row is in, its transaction still open on the single connection.
    await written;
    const reader = db.read(rows);
    // The read waits its turn behind the open transaction: a read that did not would run now
    // (and see the row), and never be counted as waiting.
    await vi.waitFor(() => {
      expect(db.poolStats().waiting).toBe(1);
    });
    release();
    await expect(writer).rejects.toThrow('roll back');
    expect(await reader).toBe(before);
  });

  it('refuses a nested call instead of deadlocking', async () => {
    await expect(db.transaction(() => db.read(rows))).rejects.toThrow(/Nested database call/);
    // The queue is still usable afterwards.
    expect(await db.read(rows)).toBeGreaterThanOrEqual(0);
  });
});
