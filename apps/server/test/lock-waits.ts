import { sql, type SQL } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Database } from '../src/db/index.js';

// PostgreSQL only. A race test must fail when its racers did not overlap, not pass by luck. The
// test holds a lock, in a transaction of its own, that every racer needs at the point where it
// decides; waits until PostgreSQL shows all of them waiting (so all are inside their
// transactions at the same time); then lets them go. PGlite has one connection: its
// transactions take turns, and nothing there can wait for a lock.

/** A backend of the test's database that waits for a lock, and the backends it waits for. */
export interface LockWaiter {
  pid: number;
  blockers: number[];
}

/** Runs `statement` (one that takes a lock) in a transaction of its own, held until `release`. */
export async function holdLock(
  db: Database,
  statement: SQL,
): Promise<{ pid: number; release: () => Promise<void> }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken: (pid: number) => void = () => undefined;
  const lockTaken = new Promise<number>((resolve) => (taken = resolve));
  const holder = db.transaction(async (tx) => {
    const res: unknown = await tx.execute(sql`select pg_backend_pid()::int as pid`);
    await tx.execute(statement);
    taken((res as { rows: { pid: number }[] }).rows[0]?.pid ?? 0);
    await released;
  });
  const pid = await Promise.race([
    lockTaken,
    holder.then(() => Promise.reject(new Error('the holder ended before taking its lock'))),
  ]);
  return {
    pid,
    release: async () => {
      release();
      await holder;
    },
  };
}

/** The backends of the test's database that wait for a lock now. */
export async function lockWaiters(db: Database): Promise<LockWaiter[]> {
  const res: unknown = await db.read((ex) =>
    ex.execute(sql`select pid, pg_blocking_pids(pid) as blockers from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' order by pid`),
  );
  return (res as { rows: LockWaiter[] }).rows;
}

/**
 * Waits until exactly `count` backends wait for a lock, all behind `holderPid`: each waits for
 * the holder or for another of them. Fails after `timeout` ms if they never do, which means the
 * racers did not overlap. The timeout stays below the pool's idle-in-transaction limit (15 s),
 * which would end the holder's session.
 */
export async function waitForWaiters(
  db: Database,
  holderPid: number,
  count: number,
  timeout = 10_000,
): Promise<LockWaiter[]> {
  return vi.waitFor(
    async () => {
      const waiters = await lockWaiters(db);
      const ours = new Set([holderPid, ...waiters.map((w) => w.pid)]);
      const behindHolder =
        waiters.length === count &&
        waiters.some((w) => w.blockers.includes(holderPid)) &&
        waiters.every((w) => w.blockers.length > 0 && w.blockers.every((b) => ours.has(b)));
      if (!behindHolder) {
        throw new Error(
          `expected ${count} backends waiting behind ${holderPid}, saw ${JSON.stringify(waiters)}`,
        );
      }
      return waiters;
    },
    { timeout, interval: 20 },
  );
}

/**
 * Starts `race` while `statement` (run by `holdLock`) holds its lock, and lets the racers go once
 * `count` backends wait behind it (`waitForWaiters`); answers what `race` answers. Fails when
 * they never all wait at once: the racers did not overlap, and the test proved nothing. The
 * waiters seen (who blocked whom) are answered too.
 */
export async function raceBehindLock<T>(
  db: Database,
  statement: SQL,
  count: number,
  race: () => Promise<T>,
): Promise<{ result: T; waiters: LockWaiter[]; holderPid: number }> {
  const held = await holdLock(db, statement);
  const racing = race().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const seen = await waitForWaiters(db, held.pid, count).then(
    (waiters) => ({ ok: true as const, waiters }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  await held.release();
  const settled = await racing;
  if (!seen.ok) throw seen.error;
  if (!settled.ok) throw settled.error;
  return { result: settled.value, waiters: seen.waiters, holderPid: held.pid };
}
