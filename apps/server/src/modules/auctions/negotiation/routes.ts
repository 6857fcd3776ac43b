import {
  auctionIdParamsSchema,
  makeOfferBodySchema,
  negotiationSchema,
  offerParamsSchema,
  sellerNegotiationSchema,
} from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses, noBody } from '../../../lib/route-schemas.js';
import { caller } from '../../../plugins/auth.js';
import type { NegotiationService } from './service.js';

const readErrors = errorResponses(401, 403, 404, 422);
const actErrors = errorResponses(401, 403, 404, 409, 422);

/**
 * The negotiation below the reserve (SPEC §13.1), for one side: registered under
 * `/api/seller/auctions` for the seller and `/api/dealer/auctions` for the highest bidder.
 */
export const negotiationRoutes: FastifyPluginCallbackZod<{
  side: 'seller' | 'dealer';
  negotiation: NegotiationService;
}> = (app, { side, negotiation }, done) => {
  app.addHook('onRequest', app.requireAuth(side === 'seller' ? 'SELLER' : 'DEALER'));
  const tags = [side === 'seller' ? 'seller auctions' : 'dealer auctions'];
  const security = bearerAuth;
  const answer = side === 'seller' ? sellerNegotiationSchema : negotiationSchema;
  const party = (request: Parameters<typeof caller>[0]) => ({
    side,
    userId: caller(request).userId,
  });
  const other = side === 'seller' ? 'the highest bidder' : 'the seller';

  app.get(
    '/:id/negotiation',
    {
      schema: {
        tags,
        security,
        summary: 'The negotiation after the auction ended below its reserve (48 hours)',
        params: auctionIdParamsSchema,
        response: { 200: answer, ...readErrors },
      },
    },
    (request) => negotiation.get(party(request), request.params.id),
  );

  app.post(
    '/:id/offers',
    {
      schema: {
        tags,
        security,
        summary: `Make an offer to ${other}; counters their pending offer`,
        description:
          side === 'seller'
            ? 'Above the highest bid and at most the reserve (422 on `amount_cents`). At most 5 ' +
              'offers per side (409 `limit_reached`).'
            : "Above the highest bid and below the seller's pending offer (422 on " +
              '`amount_cents`). At most 5 offers per side (409 `limit_reached`).',
        params: auctionIdParamsSchema,
        body: makeOfferBodySchema,
        response: { 201: answer, ...actErrors },
      },
    },
    async (request, reply) => {
      const made = await negotiation.offer(
        party(request),
        request.params.id,
        request.body.amount_cents,
      );
      return reply.code(201).send(made);
    },
  );

  app.post(
    '/:id/offers/:offer_id/accept',
    {
      schema: {
        tags,
        security,
        summary: `Accept ${other}'s pending offer: the auction is sold at that amount`,
        params: offerParamsSchema,
        body: noBody,
        response: { 200: answer, ...actErrors },
      },
    },
    (request) => negotiation.accept(party(request), request.params.id, request.params.offer_id),
  );

  app.post(
    '/:id/offers/:offer_id/decline',
    {
      schema: {
        tags,
        security,
        summary: `Decline ${other}'s pending offer; the negotiation stays open`,
        params: offerParamsSchema,
        body: noBody,
        response: { 200: answer, ...actErrors },
      },
    },
    (request) => negotiation.decline(party(request), request.params.id, request.params.offer_id),
  );
  done();
};
