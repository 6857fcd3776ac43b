import {
  auctionIdParamsSchema,
  dealerContactSchema,
  listingIdParamsSchema,
  listingSchema,
  omittableBody,
  requestRerunBodySchema,
  staffAuctionDetailSchema,
  staffAuctionSchema,
} from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses, noBody } from '../../../lib/route-schemas.js';
import { caller } from '../../../plugins/auth.js';
import type { SellerAuctions } from './seller-service.js';

const readErrors = errorResponses(401, 403, 404, 422);
const actionErrors = errorResponses(401, 403, 404, 409, 422);

/** `/api/seller/…` auction routes: the seller's own listings' auctions; others' are 404. */
export const sellerAuctionRoutes: FastifyPluginCallbackZod<{ auctions: SellerAuctions }> = (
  app,
  { auctions },
  done,
) => {
  app.addHook('onRequest', app.requireAuth('SELLER'));
  const tags = ['seller auctions'];
  const security = bearerAuth;

  app.get(
    '/listings/:id/auction',
    {
      schema: {
        tags,
        security,
        summary: "The listing's latest auction, with reserve, winner and fee fields",
        params: listingIdParamsSchema,
        response: { 200: staffAuctionDetailSchema, ...readErrors },
      },
    },
    (request) => auctions.listingAuction(caller(request).userId, request.params.id),
  );

  app.post(
    '/listings/:id/request-rerun',
    {
      schema: {
        tags,
        security,
        summary: 'Put an unsold listing up again (at most 3 reruns); answers the listing',
        description:
          'Creates a new auction awaiting scheduling. `reserve_price_cents` absent keeps the ' +
          'reserve, null removes it; it must not be below the starting price. Lapses the offer ' +
          'to accept the highest bid.',
        params: listingIdParamsSchema,
        body: omittableBody(requestRerunBodySchema),
        response: { 200: listingSchema, ...actionErrors },
      },
    },
    (request) => auctions.requestRerun(caller(request).userId, request.params.id, request.body),
  );

  app.get(
    '/auctions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One auction of an own listing, with reserve, winner and fee fields',
        params: auctionIdParamsSchema,
        response: { 200: staffAuctionDetailSchema, ...readErrors },
      },
    },
    (request) => auctions.get(caller(request).userId, request.params.id),
  );

  app.get(
    '/auctions/:id/contact',
    {
      schema: {
        tags,
        security,
        summary: "The winning dealer's contact (sold auctions only, else 409 invalid_state)",
        params: auctionIdParamsSchema,
        response: { 200: dealerContactSchema, ...actionErrors },
      },
    },
    (request) => auctions.contact(caller(request).userId, request.params.id),
  );

  app.post(
    '/auctions/:id/accept-highest-bid',
    {
      schema: {
        tags,
        security,
        summary: 'Sell at the highest bid after a reserve_not_met end (within 48 hours)',
        description:
          'Only while no rerun was requested; the sale, fee and contact handover are those of ' +
          'any sale. Audited as `auction.offer_accepted`.',
        params: auctionIdParamsSchema,
        body: noBody,
        response: { 200: staffAuctionSchema, ...actionErrors },
      },
    },
    (request) => auctions.acceptHighestBid(caller(request).userId, request.params.id),
  );
  done();
};
