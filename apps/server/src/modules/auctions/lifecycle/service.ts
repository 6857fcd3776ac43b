import {
  SCHEDULE_START_GRACE_SECONDS,
  SCHEDULE_START_MAX_DAYS,
  type FieldError,
  type Page,
  type StaffAuction,
  type StaffAuctionDetail,
} from '@gavel/contract';
import type { Config } from '../../../config.js';
import type { Database, Executor } from '../../../db/index.js';
import { recordAuditEvent } from '../../../lib/audit.js';
import type { Clock } from '../../../lib/clock.js';
import { cursorDate, decodeCursor, paginate } from '../../../lib/cursor.js';
import { AppError, notFound, validationError } from '../../../lib/errors.js';
import { updateListing } from '../../listings/index.js';
import type { FileLinks } from '../../../lib/file-links.js';
import * as lifecycleRepo from './repository.js';
import { staffDetailView, staffView, staffViews } from './views.js';
import { findAuction, updateAuction, type AuctionRow } from '../repository.js';
import { settleAuction } from './settlement.js';
import { markInvoicePaid, type InvoiceSettings } from '../../invoices/index.js';

export interface AuctionLifecycleDeps {
  db: Database;
  clock: Clock;
  links: FileLinks;
  auction: Pick<Config['auction'], 'minDurationSeconds' | 'maxDurationSeconds'>;
  /** A sale's invoice (ADR 054). */
  invoicing: InvoiceSettings;
}

export type AuctionLifecycle = ReturnType<typeof createAuctionLifecycle>;

interface PageQuery {
  limit: number;
  cursor?: string | undefined;
}

/**
 * What staff do to auctions (SPEC §6): the scheduling queues, scheduling, force-ending and fee
 * collection. Every action locks the auction row first (then, when it changes it, the listing
 * row: the lock order every auction writer keeps), re-checks the state under the lock and
 * writes its audit event in the same transaction.
 */
export function createAuctionLifecycle(deps: AuctionLifecycleDeps) {
  const { db, clock, links } = deps;

  /** Auctions awaiting scheduling (status `pending`), oldest first. */
  async function schedulable(query: PageQuery): Promise<Page<StaffAuction>> {
    return pageOf(query, lifecycleRepo.listPending, (r) => r.createdAt);
  }

  /** Scheduled and live auctions, soonest end first. */
  async function active(query: PageQuery): Promise<Page<StaffAuction>> {
    return pageOf(query, lifecycleRepo.listActive, (r) => r.endAt);
  }

  async function pageOf(
    query: PageQuery,
    list: (
      ex: Executor,
      after: lifecycleRepo.After | undefined,
      limit: number,
    ) => Promise<AuctionRow[]>,
    sortKey: (row: AuctionRow) => Date | null,
  ): Promise<Page<StaffAuction>> {
    const cursor = decodeCursor(query.cursor);
    const after = cursor ? { at: cursorDate(cursor), id: cursor.id } : undefined;
    return db.read(async (ex) => {
      const rows = await list(ex, after, query.limit + 1);
      const page = paginate(rows, query.limit, (r) => ({
        k: sortKey(r)?.toISOString() ?? null,
        id: r.id,
      }));
      return {
        items: await staffViews(ex, page.rows, links, clock.now()),
        next_cursor: page.next_cursor,
      };
    });
  }

  async function get(id: string): Promise<StaffAuctionDetail> {
    return db.read(async (ex) => {
      const row = await findAuction(ex, id);
      if (!row) throw notFound('Auction');
      return staffDetailView(ex, row, links, clock.now());
    });
  }

  async function lockAuction(tx: Executor, id: string): Promise<AuctionRow> {
    const row = await findAuction(tx, id, { lock: true });
    if (!row) throw notFound('Auction');
    return row;
  }

  /**
   * The time rules of a schedule: start not over a minute past nor over a year ahead, duration
   * within bounds.
   */
  function checkTimes(startAt: Date, endAt: Date, now: Date): void {
    const { minDurationSeconds: min, maxDurationSeconds: max } = deps.auction;
    const fields: FieldError[] = [];
    if (startAt.getTime() < now.getTime() - SCHEDULE_START_GRACE_SECONDS * 1000) {
      fields.push({ path: 'start_at', message: 'The start must not be in the past' });
    } else if (startAt.getTime() > now.getTime() + SCHEDULE_START_MAX_DAYS * 86_400_000) {
      fields.push({
        path: 'start_at',
        message: `The start must be within ${SCHEDULE_START_MAX_DAYS} days from now`,
      });
    }
    const seconds = (endAt.getTime() - startAt.getTime()) / 1000;
    if (seconds <= 0) {
      fields.push({ path: 'end_at', message: 'The end must be after the start' });
    } else if (seconds < min || seconds > max) {
      fields.push({
        path: 'end_at',
        message: `The auction must last between ${describe(min)} and ${describe(max)}`,
      });
    }
    if (fields.length > 0) throw validationError(fields, 'The auction times are not valid.');
  }

  /**
   * Sets or changes an auction's times: from `pending`, or `scheduled` before it starts. A start
   * that is already due (up to a minute in the past) makes the auction `live` at once, so no
   * dealer meets a started-but-not-live auction; otherwise it is `scheduled` and the scheduler
   * starts it. The listing is `in_auction` from now on.
   */
  async function schedule(
    staffId: string,
    id: string,
    body: { start_at: string; end_at: string },
  ): Promise<StaffAuction> {
    const startAt = new Date(body.start_at);
    const endAt = new Date(body.end_at);
    checkTimes(startAt, endAt, clock.now());
    return db.transaction(async (tx) => {
      const row = await lockAuction(tx, id);
      const at = clock.now();
      const reschedulable =
        row.status === 'pending' ||
        (row.status === 'scheduled' && row.startAt !== null && row.startAt > at);
      if (!reschedulable) {
        throw new AppError(
          'invalid_state',
          row.status === 'scheduled'
            ? 'The auction has already started.'
            : `The auction is ${row.status}; only pending or not yet started auctions can be scheduled.`,
        );
      }
      const live = startAt <= at;
      const updated = await updateAuction(tx, id, {
        status: live ? 'live' : 'scheduled',
        startAt,
        endAt,
        updatedAt: at,
      });
      await updateListing(tx, row.listingId, { status: 'in_auction', updatedAt: at });
      const times = { start_at: startAt.toISOString(), end_at: endAt.toISOString() };
      await recordAuditEvent(tx, {
        type: 'auction.scheduled',
        actorId: staffId,
        subjectType: 'auction',
        subjectId: id,
        data: { ...times, rescheduled: row.status === 'scheduled' },
        at,
      });
      if (live) {
        await recordAuditEvent(tx, {
          type: 'auction.started',
          actorId: staffId,
          subjectType: 'auction',
          subjectId: id,
          data: times,
          at,
        });
      }
      return staffView(tx, updated, links, at);
    });
  }

  /** Ends a live auction now, settling it like a normal end. */
  async function forceEnd(staffId: string, id: string, reason: string): Promise<StaffAuction> {
    return db.transaction(async (tx) => {
      const row = await lockAuction(tx, id);
      if (row.status !== 'live') {
        throw new AppError(
          'invalid_state',
          `The auction is ${row.status}; only a live auction can be force-ended.`,
        );
      }
      const at = clock.now();
      const ended = await settleAuction(
        tx,
        row,
        { at, actorId: staffId, forceEndReason: reason, invoicing: deps.invoicing },
        links,
      );
      return staffView(tx, ended, links, at);
    });
  }

  /** Records that the winning dealer paid the fee of a sold auction; once. */
  async function markFeeCollected(
    staffId: string,
    id: string,
    reference: string | undefined,
  ): Promise<StaffAuction> {
    return db.transaction(async (tx) => {
      const row = await lockAuction(tx, id);
      if (row.outcome !== 'sold' || row.feeStatus === null) {
        throw new AppError('invalid_state', 'Only a sold auction has a fee to collect.');
      }
      if (row.feeStatus === 'collected') {
        throw new AppError('already_collected', 'The fee of this auction is already collected.');
      }
      const at = clock.now();
      const updated = await updateAuction(tx, id, {
        feeStatus: 'collected',
        feeCollectedAt: at,
        feeReference: reference ?? null,
        updatedAt: at,
      });
      // The sale's invoice is paid (SPEC §13.2).
      await markInvoicePaid(tx, id, at);
      await recordAuditEvent(tx, {
        type: 'fee.collected',
        actorId: staffId,
        subjectType: 'auction',
        subjectId: id,
        data: {
          fee_cents: row.feeCents,
          reference: reference ?? null,
          dealer_id: row.winnerDealerId,
        },
        at,
      });
      return staffView(tx, updated, links, at);
    });
  }

  return { schedulable, active, get, schedule, forceEnd, markFeeCollected };
}

/** "10 minutes", "14 days": durations for messages a person reads. */
function describe(seconds: number): string {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    if (seconds % size === 0) {
      const n = seconds / size;
      return `${n} ${name}${n === 1 ? '' : 's'}`;
    }
  }
  return `${seconds} seconds`;
}
