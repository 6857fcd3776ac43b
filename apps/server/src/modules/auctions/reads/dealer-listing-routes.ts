import { dealerListingSchema, listingIdParamsSchema } from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses } from '../../../lib/route-schemas.js';
import { caller } from '../../../plugins/auth.js';
import type { DealerListingView } from './dealer-listing.js';

/** `GET /api/dealer/listings/{id}`: a public listing as a dealer sees it (SPEC §5.5). */
export const dealerListingRoutes: FastifyPluginCallbackZod<{ view: DealerListingView }> = (
  app,
  { view },
  done,
) => {
  app.get(
    '/:id',
    {
      onRequest: app.requireAuth('DEALER'),
      schema: {
        tags: ['dealers'],
        security: bearerAuth,
        summary: 'A public listing with its latest auction as this dealer sees it',
        description:
          '`auction` carries `is_leading` and `my_max_bid_cents`; `seller_contact` appears only ' +
          'once this dealer has won the listing. Listings that are not public are 404.',
        params: listingIdParamsSchema,
        response: { 200: dealerListingSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    (request) => view.get(caller(request).userId, request.params.id),
  );
  done();
};
