import { errorEnvelopeSchema } from '@gavel/contract';
import { z } from 'zod';

/** The error statuses routes declare; each answers the SPEC §2 envelope. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** The `response` entries of a route's error statuses: `{ [status]: errorEnvelopeSchema }`. */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;
}

/** The OpenAPI security requirement of the routes that need an access token. */
export const bearerAuth = [{ bearerAuth: [] }];

/** The body of a route that takes none: absent, empty, or `{}`; unknown fields refused (SPEC §2). */
export const noBody = z.strictObject({}).optional();
