import { z } from 'zod';

/** Every stable error code the API answers with (SPEC §2, §8). */
export const errorCodeSchema = z.enum([
  'unauthenticated',
  'invalid_credentials',
  'invalid_refresh_token',
  'forbidden',
  'dealer_not_active',
  'not_found',
  'bad_request',
  'invalid_token',
  'email_taken',
  'invalid_state',
  'kyc_required',
  'seller_kyc_not_approved',
  'auction_not_live',
  'bid_too_low',
  'already_leading',
  'already_collected',
  'limit_reached',
  'email_not_verified',
  'unsupported_media_type',
  'payload_too_large',
  'validation_error',
  'rate_limited',
  'internal_error',
  'unavailable',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** The HTTP status each code is answered with. */
export const ERROR_STATUS = {
  unauthenticated: 401,
  invalid_credentials: 401,
  invalid_refresh_token: 401,
  forbidden: 403,
  dealer_not_active: 403,
  not_found: 404,
  bad_request: 400,
  invalid_token: 400,
  email_taken: 409,
  invalid_state: 409,
  kyc_required: 409,
  seller_kyc_not_approved: 409,
  auction_not_live: 409,
  bid_too_low: 409,
  already_leading: 409,
  already_collected: 409,
  limit_reached: 409,
  email_not_verified: 409,
  unsupported_media_type: 415,
  payload_too_large: 413,
  validation_error: 422,
  rate_limited: 429,
  internal_error: 500,
  unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
