import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { auctions } from '../../db/schema.js';

/** The figures of the auctions that ended on one UTC day. */
export interface DayFigures {
  /** YYYY-MM-DD */
  date: string;
  ended: number;
  sold: number;
  gmvCents: number;
  bids: number;
  feesOutstandingCents: number;
  feesCollectedCents: number;
}

// PostgreSQL sums integers as bigint, which the two drivers hand over differently (string or
// number); every sum is read as a number. Sums of cents stay far below 2^53.
const total = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)`.mapWith(Number);
const sumWhere = (value: SQL, where: SQL) =>
  sql<number>`coalesce(sum(${value}) filter (where ${where}), 0)`.mapWith(Number);
const zeroIfNone = (value: SQL) => sql<number>`coalesce(${value}, 0)`.mapWith(Number);

/**
 * One row per UTC day from `from` for `days` days, oldest first, zeros on days when nothing
 * ended: auctions counted by the day they ended (`start` ≤ ended_at < `end`), aggregated in the
 * database. The range is read from `auctions_ended_figures_idx` alone (every column summed is
 * in it; `ended_bid_count` is the bid count of an ended auction, which a bid never changes),
 * not from the table (issue 36, ADR 056).
 */
export async function figuresByDay(
  ex: Executor,
  input: { from: string; days: number; start: Date; end: Date },
): Promise<DayFigures[]> {
  const a = auctions;
  const sold = sql`${a.outcome} = 'sold'`;
  // Every column name is unique across the two CTEs: drizzle refers to CTE columns unqualified.
  const byDay = ex.$with('by_day').as(
    ex
      .select({
        endedDay: sql<string>`(${a.endedAt} at time zone 'UTC')::date`.as('ended_day'),
        ended: sql<number>`count(*)::int`.as('ended_count'),
        sold: sql<number>`(count(*) filter (where ${sold}))::int`.as('sold_count'),
        gmvCents: sumWhere(sql`${a.hammerPriceCents}`, sold).as('gmv_cents'),
        bids: total(sql`${a.endedBidCount}`).as('bid_total'),
        feesOutstandingCents: sumWhere(sql`${a.feeCents}`, sql`${a.feeStatus} = 'outstanding'`).as(
          'fees_outstanding_cents',
        ),
        feesCollectedCents: sumWhere(sql`${a.feeCents}`, sql`${a.feeStatus} = 'collected'`).as(
          'fees_collected_cents',
        ),
      })
      .from(a)
      .where(and(eq(a.status, 'ended'), gte(a.endedAt, input.start), lt(a.endedAt, input.end)))
      .groupBy(sql`1`),
  );
  const days = ex
    .$with('days')
    .as(
      ex
        .select({ day: sql<string>`(${input.from}::date + i)`.as('day') })
        .from(sql`generate_series(0, ${input.days - 1}::int) as i`),
    );
  return ex
    .with(byDay, days)
    .select({
      // As text: the drivers would turn a date into a local-midnight Date.
      date: sql<string>`to_char(${days.day}, 'YYYY-MM-DD')`,
      ended: zeroIfNone(sql`${byDay.ended}`),
      sold: zeroIfNone(sql`${byDay.sold}`),
      gmvCents: zeroIfNone(sql`${byDay.gmvCents}`),
      bids: zeroIfNone(sql`${byDay.bids}`),
      feesOutstandingCents: zeroIfNone(sql`${byDay.feesOutstandingCents}`),
      feesCollectedCents: zeroIfNone(sql`${byDay.feesCollectedCents}`),
    })
    .from(days)
    .leftJoin(byDay, eq(byDay.endedDay, days.day))
    .orderBy(asc(days.day));
}
