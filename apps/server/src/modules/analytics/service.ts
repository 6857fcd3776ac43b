import {
  ANALYTICS_DEFAULT_DAYS,
  ANALYTICS_MAX_DAYS,
  type Analytics,
  type AnalyticsQuery,
} from '@gavel/contract';
import type { Database } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import { validationError } from '../../lib/errors.js';
import {
  addUtcDays as addDays,
  assertDayOrder,
  DAY_MS,
  utcDayOf as dayOf,
  utcMidnight as midnight,
} from '../../lib/utc-days.js';
import * as repo from './repository.js';

/** The days from `from` to `to`, both included. */
const daysIn = (from: string, to: string) =>
  Math.round((midnight(to).getTime() - midnight(from).getTime()) / DAY_MS) + 1;

const invalidRange = (message: string) =>
  validationError([{ path: 'from', message }], 'Some fields of the query string are not valid.');

/**
 * The range asked for, both ends inclusive. Missing ends default from the injected clock's
 * today: nothing → the last 30 days; only `to` → the 30 days ending then; only `from` → up to
 * today. 422 when `from` is after `to` or the range is longer than ANALYTICS_MAX_DAYS.
 */
export function rangeOf(query: AnalyticsQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  assertDayOrder(from, to);
  if (daysIn(from, to) > ANALYTICS_MAX_DAYS) {
    throw invalidRange(`The range may span at most ${ANALYTICS_MAX_DAYS} days`);
  }
  return { from, to };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** The staff KPIs (SPEC §6, §8): every figure counts auctions by the UTC day they ended. */
export function createAnalyticsService(deps: { db: Database; clock: Clock; currency: string }) {
  const { db, clock, currency } = deps;

  async function report(query: AnalyticsQuery): Promise<Analytics> {
    const { from, to } = rangeOf(query, clock.now());
    const days = await db.read((ex) =>
      repo.figuresByDay(ex, {
        from,
        days: daysIn(from, to),
        start: midnight(from),
        end: midnight(addDays(to, 1)),
      }),
    );
    // The totals add up at most ANALYTICS_MAX_DAYS rows the database has already aggregated.
    const sum = (pick: (d: repo.DayFigures) => number) => days.reduce((n, d) => n + pick(d), 0);
    const ended = sum((d) => d.ended);
    const sold = sum((d) => d.sold);
    return {
      from,
      to,
      currency,
      gmv_cents: sum((d) => d.gmvCents),
      auctions_ended: ended,
      auctions_sold: sold,
      sell_through_rate: ended === 0 ? 0 : sold / ended,
      avg_bids_per_auction: ended === 0 ? 0 : sum((d) => d.bids) / ended,
      fees_outstanding_cents: sum((d) => d.feesOutstandingCents),
      fees_collected_cents: sum((d) => d.feesCollectedCents),
      daily: days.map((d) => ({
        date: d.date,
        gmv_cents: d.gmvCents,
        auctions_ended: d.ended,
        auctions_sold: d.sold,
      })),
    };
  }

  return { report };
}
