import { z } from 'zod';
import { isoDateTimeSchema, uuidSchema } from './common.js';
import { feeStatusSchema } from './enums.js';
import { pageQueryShape, pageSchema } from './pagination.js';

/** `GET /api/admin/payments` items: one per sold auction, i.e. every auction with a fee (SPEC §8). */
export const adminPaymentSchema = z.object({
  auction_id: uuidSchema,
  listing_id: uuidSchema,
  listing_title: z.string().nullable(),
  /** The winning dealer's profile id; null only when that dealer's account was deleted. */
  dealer_id: uuidSchema.nullable(),
  dealer_company_name: z.string().nullable(),
  hammer_price_cents: z.int(),
  fee_cents: z.int(),
  fee_status: feeStatusSchema,
  ended_at: isoDateTimeSchema,
  fee_collected_at: isoDateTimeSchema.nullable(),
  fee_reference: z.string().nullable(),
  /** SPEC §2: money answers carry their currency. */
  currency: z.string(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** Newest `ended_at` first, optionally of one fee status. */
export const adminPaymentsQuerySchema = z.strictObject({
  ...pageQueryShape,
  fee_status: feeStatusSchema.optional(),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;
export const adminPaymentsPageSchema = pageSchema(adminPaymentSchema);

/** The longest analytics range, in days: a whole leap year. */
export const ANALYTICS_MAX_DAYS = 366;
/** The default analytics range: today and the days before it, this many in all (UTC). */
export const ANALYTICS_DEFAULT_DAYS = 30;

/** The days analytics can be asked about. */
export const ANALYTICS_FIRST_DAY = '1970-01-01';
export const ANALYTICS_LAST_DAY = '2999-12-31';

/** A UTC day in a query string (`from`, `to`), `YYYY-MM-DD`. */
export const utcDaySchema = z.iso
  // abort: a value that is not a date gets one message, not a second from the refinement.
  .date({ error: 'Use a real date in the format YYYY-MM-DD', abort: true })
  .refine((day) => day >= ANALYTICS_FIRST_DAY && day <= ANALYTICS_LAST_DAY, {
    error: `Use a date from ${ANALYTICS_FIRST_DAY} to ${ANALYTICS_LAST_DAY}`,
  });

/**
 * `?from=&to=`: UTC days, both inclusive. Without either, the last 30 days (today and the 29
 * before); with only `to`, the 30 days ending then; with only `from`, from then to today.
 */
export const analyticsQuerySchema = z.strictObject({
  from: utcDaySchema.optional(),
  to: utcDaySchema.optional(),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** The figures of auctions that ended on a day (or in a range), counted by that day. */
const endedFiguresShape = {
  /** Sum of the hammer prices of the sold auctions. */
  gmv_cents: z.int(),
  auctions_ended: z.int(),
  auctions_sold: z.int(),
};

export const analyticsDaySchema = z.object({
  date: z.iso.date(),
  ...endedFiguresShape,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

/**
 * `GET /api/admin/analytics` (SPEC §8): every figure counts auctions by the UTC day they ended,
 * fee totals included; `daily` has every day of the range, oldest first, zeros included.
 */
export const analyticsSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  /** The configured currency of every money figure (SPEC §1 `CURRENCY`). */
  currency: z.string(),
  ...endedFiguresShape,
  /** sold ÷ ended, 0–1; 0 when none ended. */
  sell_through_rate: z.number().min(0).max(1),
  /** Bids (own and proxy steps) on the ended auctions ÷ ended auctions; 0 when none ended. */
  avg_bids_per_auction: z.number().min(0),
  fees_outstanding_cents: z.int(),
  fees_collected_cents: z.int(),
  daily: z.array(analyticsDaySchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;
