import { errorEnvelopeSchema } from '@gavel/contract';

/** The error answers every `/api/dealer/auctions` route declares. */
export const dealerErrors = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
};
