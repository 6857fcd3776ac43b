import { z } from 'zod';
import { isoDateTimeSchema, moneyCentsSchema, uuidSchema } from './common.js';
import { MONEY_MAX_CENTS } from './values.js';
import { NEGOTIATION_STATUSES, OFFER_SIDES, OFFER_STATUSES } from './negotiation-machine.js';

// SPEC §13.1: the negotiation between the seller and the highest bidder after an auction ended
// below its reserve (ADR 053). The rules are the pure transitions of `negotiation-machine.ts`.

export const offerSchema = z.object({
  id: uuidSchema,
  by: z.enum(OFFER_SIDES),
  amount_cents: moneyCentsSchema,
  status: z.enum(OFFER_STATUSES),
  created_at: isoDateTimeSchema,
});
export type Offer = z.infer<typeof offerSchema>;

/** `GET /api/dealer/auctions/{id}/negotiation`, and every act's answer to the dealer. */
export const negotiationSchema = z.object({
  auction_id: uuidSchema,
  status: z.enum(NEGOTIATION_STATUSES),
  expires_at: isoDateTimeSchema,
  highest_bid_cents: moneyCentsSchema,
  /** Oldest first. */
  offers: z.array(offerSchema),
});
export type Negotiation = z.infer<typeof negotiationSchema>;

/** The seller's view: the reserve too (null when the auction had none). */
export const sellerNegotiationSchema = negotiationSchema.extend({
  reserve_price_cents: moneyCentsSchema.nullable(),
});
export type SellerNegotiation = z.infer<typeof sellerNegotiationSchema>;

/** `POST …/auctions/{id}/offers`: the range is the negotiation's (422 on `amount_cents`). */
export const makeOfferBodySchema = z.strictObject({
  amount_cents: z.int({ error: 'Enter the amount in cents' }).min(1).max(MONEY_MAX_CENTS),
});
export type MakeOfferBody = z.infer<typeof makeOfferBodySchema>;

export const offerParamsSchema = z.strictObject({ id: uuidSchema, offer_id: uuidSchema });
export type OfferParams = z.infer<typeof offerParamsSchema>;
