import {
  auctionIdParamsSchema,
  forceEndBodySchema,
  markFeeCollectedBodySchema,
  omittableBody,
  pageQuerySchema,
  pageSchema,
  scheduleBodySchema,
  staffAuctionDetailSchema,
  staffAuctionSchema,
} from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses } from '../../../lib/route-schemas.js';
import { caller } from '../../../plugins/auth.js';
import type { AuctionLifecycle } from './service.js';

const readErrors = errorResponses(401, 403, 404, 422);
const actionErrors = errorResponses(401, 403, 404, 409, 422);

/** `/api/admin/auctions…` for staff (ADMIN or OPS): queues, scheduling, force-end, fees. */
export const adminAuctionRoutes: FastifyPluginCallbackZod<{ lifecycle: AuctionLifecycle }> = (
  app,
  { lifecycle },
  done,
) => {
  app.addHook('onRequest', app.requireAuth('ADMIN', 'OPS'));
  const tags = ['staff auctions'];
  const security = bearerAuth;

  app.get(
    '/schedulable',
    {
      schema: {
        tags,
        security,
        summary: 'Auctions awaiting scheduling (status pending), oldest first',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(staffAuctionSchema), ...readErrors },
      },
    },
    (request) => lifecycle.schedulable(request.query),
  );

  app.get(
    '/active',
    {
      schema: {
        tags,
        security,
        summary: 'Scheduled and live auctions, soonest end first',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(staffAuctionSchema), ...readErrors },
      },
    },
    (request) => lifecycle.active(request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Any auction, with reserve, winner and fee fields',
        params: auctionIdParamsSchema,
        response: { 200: staffAuctionDetailSchema, ...readErrors },
      },
    },
    (request) => lifecycle.get(request.params.id),
  );

  app.post(
    '/:id/schedule',
    {
      schema: {
        tags,
        security,
        summary:
          'Set the start and end of a pending auction, or of a scheduled one not yet started',
        description:
          'The start may be up to a minute in the past (kept as sent); the duration must lie ' +
          'within AUCTION_MIN_DURATION_SECONDS..AUCTION_MAX_DURATION_SECONDS. A start that is ' +
          'already due answers the auction `live`; otherwise it is `scheduled`. 409 ' +
          '`invalid_state` from any other state.',
        params: auctionIdParamsSchema,
        body: scheduleBodySchema,
        response: { 200: staffAuctionSchema, ...actionErrors },
      },
    },
    (request) => lifecycle.schedule(caller(request).userId, request.params.id, request.body),
  );

  app.post(
    '/:id/force-end',
    {
      schema: {
        tags,
        security,
        summary: 'End a live auction now with a reason; it settles like a normal end',
        params: auctionIdParamsSchema,
        body: forceEndBodySchema,
        response: { 200: staffAuctionSchema, ...actionErrors },
      },
    },
    (request) => lifecycle.forceEnd(caller(request).userId, request.params.id, request.body.reason),
  );

  app.post(
    '/:id/mark-fee-collected',
    {
      schema: {
        tags,
        security,
        summary: "Record the winning dealer's fee as paid (once: then 409 already_collected)",
        params: auctionIdParamsSchema,
        body: omittableBody(markFeeCollectedBodySchema),
        response: { 200: staffAuctionSchema, ...actionErrors },
      },
    },
    (request) =>
      lifecycle.markFeeCollected(caller(request).userId, request.params.id, request.body.reference),
  );
  done();
};
