import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../../db/index.js';
import { recordAuditEvent } from '../../../lib/audit.js';
import type { Clock } from '../../../lib/clock.js';
import { intervalTask } from '../../../lib/interval-task.js';
import type { Notifier } from '../../notifications/index.js';
import type { FileLinks } from '../../uploads/index.js';
import { anyDue, claimDue, type Phase } from './repository.js';
import { updateAuction, type AuctionRow } from '../repository.js';
import { settleAuction } from './settlement.js';
import type { InvoiceSettings } from '../../invoices/index.js';
import { publicAnswersChanged } from '../public-cache.js';
import { remindDue } from './reminders.js';

/** How often the app looks for due transitions: SPEC §8 wants them within 2 s of their time. */
export const AUCTION_TICK_MS = 500;
/** Rows claimed per transaction: short transactions keep PGlite's one connection free for bids. */
export const SCHEDULER_BATCH = 20;

/** Where the scheduler reports how late it runs (lib/metrics.ts). */
export interface SchedulerMetrics {
  tickLag(seconds: number): void;
  transitionLag(phase: Phase, seconds: number): void;
}

export interface AuctionSchedulerDeps {
  db: Database;
  clock: Clock;
  links: FileLinks;
  log: FastifyBaseLogger;
  /** Tells watchers an auction is about to end (notifications' `app.services.notifier`). */
  notifier: Notifier;
  batchSize?: number;
  metrics?: SchedulerMetrics;
  /** A sale's invoice (ADR 054). */
  invoicing: InvoiceSettings;
}

export interface DueRun {
  started: number;
  ended: number;
  /** Ending-soon reminders made for watchers (SPEC §5.7). */
  reminded: number;
}

export type AuctionScheduler = ReturnType<typeof createAuctionScheduler>;

/**
 * The timed transitions of SPEC §5.1: `scheduled → live` at `start_at` and `live → ended` at
 * `end_at`, on time without traffic and exactly once across instances. Each batch claims due
 * rows with `FOR UPDATE SKIP LOCKED` (so instances never wait on nor repeat each other's rows)
 * and re-checks each row under its lock: a bid may have moved `end_at` (anti-sniping) after the
 * row was seen as due.
 */
export function createAuctionScheduler(deps: AuctionSchedulerDeps) {
  const { db, clock, links, log } = deps;
  const batch = deps.batchSize ?? SCHEDULER_BATCH;

  async function start(tx: Tx, row: AuctionRow, now: Date): Promise<boolean> {
    if (row.status !== 'scheduled' || row.startAt === null || row.startAt > now) return false;
    await updateAuction(tx, row.id, { status: 'live', updatedAt: now });
    await recordAuditEvent(tx, {
      type: 'auction.started',
      actorId: null,
      subjectType: 'auction',
      subjectId: row.id,
      data: { start_at: row.startAt.toISOString(), end_at: row.endAt?.toISOString() ?? null },
      at: now,
    });
    return true;
  }

  async function end(tx: Tx, row: AuctionRow, now: Date): Promise<boolean> {
    if (row.status !== 'live' || row.endAt === null || row.endAt > now) return false;
    await settleAuction(tx, row, { at: now, actorId: null, invoicing: deps.invoicing }, links);
    return true;
  }

  /**
   * Claims up to `batch` due rows and moves each on in its own savepoint, so one row that
   * fails (and is logged) does not hold back the others. Answers how many were claimed and done.
   */
  async function runBatch(phase: Phase, now: Date): Promise<{ claimed: number; done: number }> {
    const dueTimes: Date[] = [];
    const result = await db.transaction(async (tx) => {
      const rows = await claimDue(tx, phase, now, batch);
      let done = 0;
      for (const row of rows) {
        try {
          const changed = await tx.transaction((sp) =>
            phase === 'start' ? start(sp, row, now) : end(sp, row, now),
          );
          if (changed) done++;
          const due = phase === 'start' ? row.startAt : row.endAt;
          if (changed && due) dueTimes.push(due);
        } catch (err) {
          log.error({ err, auctionId: row.id, phase }, 'auction transition failed');
        }
      }
      return { claimed: rows.length, done };
    });
    // Measured once committed: that is when the transition happened for everyone else.
    const committed = clock.now().getTime();
    for (const due of dueTimes) {
      deps.metrics?.transitionLag(phase, Math.max(0, committed - due.getTime()) / 1000);
    }
    return result;
  }

  async function drain(phase: Phase, now: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const { claimed, done } = await runBatch(phase, now);
      total += done;
      // A short batch means nothing else is due; a batch that changed nothing would repeat.
      if (claimed < batch || done === 0) return total;
    }
  }

  /**
   * Applies every transition due at `now`: starts first, so an auction whose whole window has
   * passed (the app was down) starts and then ends in the same run; then reminds the watchers of
   * live auctions about to end. Tests call it after moving the clock; the app's timer calls it
   * with the clock's time.
   */
  async function runDue(now: Date = clock.now()): Promise<DueRun> {
    let started = 0;
    let ended = 0;
    if (await db.read((ex) => anyDue(ex, now))) {
      started = await drain('start', now);
      ended = await drain('end', now);
      if (started + ended > 0) await publicAnswersChanged(db);
    }
    const reminded = await remindDue(db, deps.notifier, now);
    return { started, ended, reminded };
  }

  // The timer's own lateness, on the monotonic clock: a busy event loop or a run longer than
  // a tick delays the next run.
  const loop = intervalTask(() => runDue(), {
    log,
    failure: 'auction scheduler run failed',
    onStart: (lateMs) => deps.metrics?.tickLag(lateMs / 1000),
  });

  /** Runs `runDue` every `intervalMs` (never overlapping itself); 0 or less does nothing. */
  const startTimer = (intervalMs: number): void => loop.start(intervalMs);

  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  const stopTimer = (): Promise<void> => loop.stop();

  return { runDue, startTimer, stopTimer };
}
