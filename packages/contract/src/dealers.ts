import { z } from 'zod';
import {
  DEFAULT_TEXT_MAX,
  emailSchema,
  isoDateTimeSchema,
  omittableBody,
  oneLineString,
  phoneSchema,
  reasonBodySchema,
  textSchema,
  uuidSchema,
  type ReasonBody,
} from './common.js';
import { dealerStatusSchema, kycStatusSchema } from './enums.js';
import { addressBodySchema, addressSchema } from './kyc.js';
import { pageQueryShape, pageSchema } from './pagination.js';

/** An http(s) address with a real domain; blank or null clears it. */
const websiteSchema = oneLineString()
  .trim()
  .max(DEFAULT_TEXT_MAX)
  .pipe(
    z.union([
      z.literal(''),
      z.url({
        protocol: /^https?$/,
        hostname: z.regexes.domain,
        error: 'Enter a web address starting with http:// or https://',
      }),
    ]),
  )
  .nullable()
  .transform((v) => (v === '' || v === null ? undefined : v))
  .optional();

/** `POST /api/dealer/profile` creates or replaces the profile's fields. */
export const dealerProfileBodySchema = z.strictObject({
  company_name: textSchema(),
  contact_name: textSchema(),
  phone: phoneSchema,
  email: emailSchema,
  address: addressBodySchema,
  website: websiteSchema,
});
export type DealerProfileBody = z.input<typeof dealerProfileBodySchema>;
export type DealerProfileInput = z.output<typeof dealerProfileBodySchema>;

/** Optional fields are always present, null when empty. */
export const dealerProfileSchema = z.object({
  id: uuidSchema,
  status: dealerStatusSchema,
  company_name: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: addressSchema,
  website: z.string().nullable(),
  suspended_reason: z.string().nullable(),
  created_at: isoDateTimeSchema,
});
export type DealerProfile = z.infer<typeof dealerProfileSchema>;

/** `GET /api/admin/dealers` items and the answer of suspend / reinstate (SPEC §8). */
export const adminDealerSchema = z.object({
  /** The dealer profile id, used in suspend / reinstate, winners and payments. */
  id: uuidSchema,
  user_id: uuidSchema,
  /** The account's email (the profile's contact email may differ). */
  email: z.string(),
  company_name: z.string(),
  contact_name: z.string(),
  status: dealerStatusSchema,
  /** The dealer KYC's status, `not_started` when there is no record. */
  kyc_status: kycStatusSchema,
  suspended_reason: z.string().nullable(),
  created_at: isoDateTimeSchema,
  /** Auctions this dealer bought, a cancelled sale included (the rate's denominator). */
  purchase_count: z.int(),
  /** Disputes this dealer opened (SPEC §13.4): the rate is `disputeRate` of the two. */
  dispute_count: z.int(),
});
export type AdminDealer = z.infer<typeof adminDealerSchema>;

export const adminDealersQuerySchema = z.strictObject({
  ...pageQueryShape,
  status: dealerStatusSchema.optional(),
});
export type AdminDealersQuery = z.infer<typeof adminDealersQuerySchema>;
export const adminDealersPageSchema = pageSchema(adminDealerSchema);

export const dealerIdParamsSchema = z.strictObject({ id: uuidSchema });

export const dealerSuspendBodySchema = reasonBodySchema;
export type DealerSuspendBody = ReasonBody;

/** Reinstating takes no fields; the body may be omitted or `{}`. */
export const dealerReinstateBodySchema = omittableBody(z.strictObject({}));
