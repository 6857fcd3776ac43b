import { z } from 'zod';
import { isoDateTimeSchema, moneyCentsSchema, uuidSchema } from './common.js';
import {
  DISPUTE_DECISIONS,
  DISPUTE_DESCRIPTION_MAX,
  DISPUTE_DESCRIPTION_MIN,
  DISPUTE_NOTE_MAX,
  DISPUTE_PHOTOS_MAX,
  DISPUTE_REASONS,
  DISPUTE_RESPONSE_MAX,
  DISPUTE_STATUSES,
} from './dispute-machine.js';
import { typedText } from './messages.js';
import { pageQueryShape, pageSchema } from './pagination.js';

// SPEC §13.4: disputes after a sale. Their rules are the pure transitions of
// `dispute-machine.ts`; these are the shapes the API reads and answers.

export const disputeReasonSchema = z.enum(DISPUTE_REASONS);
export const disputeStatusSchema = z.enum(DISPUTE_STATUSES);
export const disputeDecisionSchema = z.enum(DISPUTE_DECISIONS);

export const disputePhotoSchema = z.object({
  id: uuidSchema,
  content_type: z.string(),
  /** A short-lived signed link: only the dealer, the auction's seller and staff get one. */
  url: z.string(),
});
export type DisputePhoto = z.infer<typeof disputePhotoSchema>;

export const disputeSchema = z.object({
  id: uuidSchema,
  auction_id: uuidSchema,
  status: disputeStatusSchema,
  reason: disputeReasonSchema,
  description: z.string(),
  photos: z.array(disputePhotoSchema),
  requested_adjustment_cents: z.int().nullable(),
  seller_response: z.object({ body: z.string(), created_at: isoDateTimeSchema }).nullable(),
  decision: z
    .object({
      decision: disputeDecisionSchema,
      /** Set for `price_adjusted`: the sale price it set. */
      adjusted_price_cents: z.int().nullable(),
      note: z.string(),
    })
    .nullable(),
  created_at: isoDateTimeSchema,
  resolved_at: isoDateTimeSchema.nullable(),
  // Gavel's additions (ADR 055): what a person reads beside the ids.
  listing_id: uuidSchema.nullable(),
  listing_title: z.string(),
  currency: z.string(),
  /** The sale price as it stands (after a `price_adjusted` decision, the adjusted one). */
  hammer_price_cents: z.int().nullable(),
  /** The price the dispute was opened on. */
  sale_price_cents: z.int(),
  sold_at: isoDateTimeSchema,
  dealer_company_name: z.string().nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** `GET /api/admin/disputes`: oldest first. */
export const disputesPageSchema = pageSchema(disputeSchema);
export const adminDisputesQuerySchema = z.strictObject({
  ...pageQueryShape,
  status: disputeStatusSchema.optional(),
});
export type AdminDisputesQuery = z.infer<typeof adminDisputesQuerySchema>;
export const disputeIdParamsSchema = z.strictObject({ id: uuidSchema });

/**
 * `GET /api/dealer/auctions/{id}/dispute` and `GET /api/seller/auctions/{id}/dispute` (Gavel's,
 * ADR 055): a sale's dispute for its two parties' pages, and until when the winner may open one.
 */
export const saleDisputeSchema = z.object({
  auction_id: uuidSchema,
  dispute: disputeSchema.nullable(),
  /** The end of `DISPUTE_WINDOW_DAYS` after the sale. */
  window_ends_at: isoDateTimeSchema,
  /** Whether the winner may open a dispute now (always false for the seller). */
  can_open: z.boolean(),
});
export type SaleDispute = z.infer<typeof saleDisputeSchema>;

export const openDisputeBodySchema = z.strictObject({
  reason: disputeReasonSchema,
  description: typedText('Description', DISPUTE_DESCRIPTION_MIN, DISPUTE_DESCRIPTION_MAX),
  requested_adjustment_cents: moneyCentsSchema.optional(),
  photo_upload_ids: z
    .array(uuidSchema)
    .max(DISPUTE_PHOTOS_MAX, { error: `At most ${String(DISPUTE_PHOTOS_MAX)} photos` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Each photo at most once' })
    .optional(),
});
export type OpenDisputeBody = z.infer<typeof openDisputeBodySchema>;

export const disputeResponseBodySchema = z.strictObject({
  body: typedText('Response', 1, DISPUTE_RESPONSE_MAX),
});
export type DisputeResponseBody = z.infer<typeof disputeResponseBodySchema>;

export const resolveDisputeBodySchema = z.strictObject({
  decision: disputeDecisionSchema,
  adjusted_price_cents: moneyCentsSchema.optional(),
  note: typedText('Note', 1, DISPUTE_NOTE_MAX),
});
export type ResolveDisputeBody = z.infer<typeof resolveDisputeBodySchema>;
