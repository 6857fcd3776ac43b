import {
  adminListingSchema,
  auditEventSchema,
  auditEventsQuerySchema,
  listingIdParamsSchema,
  pageQuerySchema,
  pageSchema,
  queuesSchema,
  reasonBodySchema,
} from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, errorResponses, noBody } from '../../lib/route-schemas.js';
import { caller } from '../../plugins/auth.js';
import type { ListingReviewService } from './listing-review.js';
import type { OverviewService } from './overview.js';

const errors = errorResponses(401, 403, 404, 409, 422);

/** Staff (ADMIN or OPS): the listing review queue, queue counts and the audit trail. */
export const adminRoutes: FastifyPluginCallbackZod<{
  review: ListingReviewService;
  overview: OverviewService;
}> = (app, { review, overview }, done) => {
  app.addHook('onRequest', app.requireAuth('ADMIN', 'OPS'));
  const tags = ['staff'];

  app.get(
    '/queues',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Counts for the ops navigation',
        response: { 200: queuesSchema, ...errors },
      },
    },
    () => overview.queues(),
  );

  app.get(
    '/events',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Audit events, newest first',
        querystring: auditEventsQuerySchema,
        response: { 200: pageSchema(auditEventSchema), ...errors },
      },
    },
    (request) => overview.events(request.query),
  );

  app.get(
    '/listings/pending',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Listings awaiting review, oldest submission first',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(adminListingSchema), ...errors },
      },
    },
    (request) => review.pending(request.query),
  );

  app.get(
    '/listings/pending/next',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Claim the next listing to review for 10 minutes (204 when none)',
        response: {
          200: adminListingSchema,
          204: z.null().describe('Nothing to review'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const listing = await review.next(caller(request).userId);
      return listing ?? reply.code(204).send(null);
    },
  );

  app.get(
    '/listings/:id',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Any listing, with its seller',
        params: listingIdParamsSchema,
        response: { 200: adminListingSchema, ...errors },
      },
    },
    (request) => review.detail(request.params.id),
  );

  app.post(
    '/listings/:id/approve',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary:
          "Approve a pending listing (the seller's KYC must be approved); creates its auction",
        params: listingIdParamsSchema,
        body: noBody,
        response: { 200: adminListingSchema, ...errors },
      },
    },
    (request) => review.approve(caller(request).userId, request.params.id),
  );

  app.post(
    '/listings/:id/reject',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Reject a pending listing with a reason the seller sees',
        params: listingIdParamsSchema,
        body: reasonBodySchema,
        response: { 200: adminListingSchema, ...errors },
      },
    },
    (request) => review.reject(caller(request).userId, request.params.id, request.body.reason),
  );
  done();
};
