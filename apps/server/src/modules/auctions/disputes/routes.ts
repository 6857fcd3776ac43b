import {
  adminDisputesQuerySchema,
  auctionIdParamsSchema,
  disputeIdParamsSchema,
  disputeResponseBodySchema,
  disputeSchema,
  disputesPageSchema,
  openDisputeBodySchema,
  resolveDisputeBodySchema,
  saleDisputeSchema,
} from '@gavel/contract';
import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses } from '../../../lib/route-schemas.js';
import { caller } from '../../../plugins/auth.js';
import type { DisputeService } from './service.js';

const readErrors = errorResponses(401, 403, 404, 422);
const actErrors = errorResponses(401, 403, 404, 409, 422);
const security = bearerAuth;

type Routes = FastifyPluginCallbackZod<{ disputes: DisputeService }>;

/** The winning dealer's side (`/api/dealer…`): open the sale's dispute, read it. */
const dealerDisputeRoutes: Routes = (app, { disputes }, done) => {
  app.addHook('onRequest', app.requireAuth('DEALER'));
  const tags = ['dealer auctions'];

  app.post(
    '/auctions/:id/disputes',
    {
      schema: {
        tags,
        security,
        summary: 'Open the one dispute of a sale the dealer won, within the dispute window',
        description:
          'A second dispute, one after `DISPUTE_WINDOW_DAYS`, or one on an auction the dealer ' +
          'did not buy is 409 `invalid_state`; an auction the dealer cannot see is 404. ' +
          "`photo_upload_ids`: the dealer's own finalized `dispute_photo` uploads (else 422).",
        params: auctionIdParamsSchema,
        body: openDisputeBodySchema,
        response: { 201: disputeSchema, ...actErrors },
      },
    },
    async (request, reply) => {
      const opened = await disputes.open(caller(request).userId, request.params.id, request.body);
      return reply.code(201).send(opened);
    },
  );

  app.get(
    '/auctions/:id/dispute',
    {
      schema: {
        tags,
        security,
        summary: 'The dispute of a sale the dealer won (or null), and until when it may open one',
        params: auctionIdParamsSchema,
        response: { 200: saleDisputeSchema, ...readErrors },
      },
    },
    (request) =>
      disputes.forSale({ side: 'dealer', userId: caller(request).userId }, request.params.id),
  );

  app.get(
    '/disputes/:id',
    {
      schema: {
        tags,
        security,
        summary: "One of the dealer's disputes, with the seller's answer and staff's decision",
        params: disputeIdParamsSchema,
        response: { 200: disputeSchema, ...readErrors },
      },
    },
    (request) => disputes.getForDealer(caller(request).userId, request.params.id),
  );
  done();
};

/** The seller's side (`/api/seller…`): read the dispute of its sale and answer it once. */
const sellerDisputeRoutes: Routes = (app, { disputes }, done) => {
  app.addHook('onRequest', app.requireAuth('SELLER'));
  const tags = ['seller auctions'];

  app.get(
    '/auctions/:id/dispute',
    {
      schema: {
        tags,
        security,
        summary: "The dispute of the seller's sale, or null",
        params: auctionIdParamsSchema,
        response: { 200: saleDisputeSchema, ...readErrors },
      },
    },
    (request) =>
      disputes.forSale({ side: 'seller', userId: caller(request).userId }, request.params.id),
  );

  app.get(
    '/disputes/:id',
    {
      schema: {
        tags,
        security,
        summary: "A dispute of the seller's sale",
        params: disputeIdParamsSchema,
        response: { 200: disputeSchema, ...readErrors },
      },
    },
    (request) => disputes.getForSeller(caller(request).userId, request.params.id),
  );

  app.post(
    '/disputes/:id/response',
    {
      schema: {
        tags,
        security,
        summary: 'Answer a dispute of the seller’s sale, once',
        description: 'A second answer, or one after the decision, is 409 `invalid_state`.',
        params: disputeIdParamsSchema,
        body: disputeResponseBodySchema,
        response: { 200: disputeSchema, ...actErrors },
      },
    },
    (request) => disputes.respond(caller(request).userId, request.params.id, request.body.body),
  );
  done();
};

/** Staff (`/api/admin/disputes`): the queue, one dispute, the decision. */
const adminDisputeRoutes: Routes = (app, { disputes }, done) => {
  app.addHook('onRequest', app.requireAuth('ADMIN', 'OPS'));
  const tags = ['staff disputes'];

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Disputes, oldest first, optionally of one status',
        querystring: adminDisputesQuerySchema,
        response: { 200: disputesPageSchema, ...readErrors },
      },
    },
    (request) => disputes.list(request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One dispute',
        params: disputeIdParamsSchema,
        response: { 200: disputeSchema, ...readErrors },
      },
    },
    (request) => disputes.getForStaff(request.params.id),
  );

  app.post(
    '/:id/resolve',
    {
      schema: {
        tags,
        security,
        summary: 'Decide a dispute: reject it, adjust the sale price, or cancel the sale',
        description:
          '`adjusted_price_cents` is required for `price_adjusted` (from 0 to one cent below ' +
          'the sale price) and refused for the others (422). `price_adjusted` sets the hammer ' +
          'price and its fee and credits the fee’s difference; `sale_cancelled` makes the ' +
          'outcome `cancelled`, the listing `unsold` and the invoice `void` with a credit note ' +
          'of its whole. A second decision is 409 `invalid_state`.',
        params: disputeIdParamsSchema,
        body: resolveDisputeBodySchema,
        response: { 200: disputeSchema, ...actErrors },
      },
    },
    (request) => disputes.resolve(caller(request).userId, request.params.id, request.body),
  );
  done();
};

/** Disputes after a sale (SPEC §13.4), under `/api/dealer`, `/api/seller` and `/api/admin`. */
export const disputeRoutes: FastifyPluginAsyncZod<{ disputes: DisputeService }> = async (
  app,
  { disputes },
) => {
  await app.register(dealerDisputeRoutes, { prefix: '/dealer', disputes });
  await app.register(sellerDisputeRoutes, { prefix: '/seller', disputes });
  await app.register(adminDisputeRoutes, { prefix: '/admin/disputes', disputes });
};
