import {
  auctionFacetsQuerySchema,
  auctionIdParamsSchema,
  byListingParamsSchema,
  dealerAuctionSchema,
  dealerAuctionsQuerySchema,
  errorEnvelopeSchema,
  facetsSchema,
  pageQuerySchema,
  pageSchema,
  publicAuctionDetailSchema,
  publicAuctionSchema,
  publicAuctionsQuerySchema,
  publicBidSchema,
} from '@gavel/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { caller } from '../../../plugins/auth.js';
import type { PublicCache } from '../public-cache.js';
import { dealerErrors } from '../dealer-errors.js';
import type { AuctionReads } from './service.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** An answer already written as JSON text (by PostgreSQL or the cache), sent as it is. */
const sendText = (reply: FastifyReply, text: string) => reply.type(JSON_TYPE).send(text);
const notFoundOr422 = { 404: errorEnvelopeSchema, 422: errorEnvelopeSchema };

/** `/api/auctions…`: public reads (SPEC §5.6); auctions awaiting scheduling are not public. */
export const publicAuctionRoutes: FastifyPluginCallbackZod<{
  reads: AuctionReads;
  cache: PublicCache | null;
}> = (app, { reads, cache }, done) => {
  const tags = ['auctions'];
  // The two hottest public reads may come from the short-lived cache, already serialized.
  const cached = async <T>(reply: FastifyReply, key: string, compute: () => Promise<T>) =>
    cache
      ? sendText(reply, await cache.serve(key, async () => JSON.stringify(await compute())))
      : compute();
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Scheduled, live and ended auctions',
        querystring: publicAuctionsQuerySchema,
        response: { 200: pageSchema(publicAuctionSchema), 422: errorEnvelopeSchema },
      },
    },
    // Written by PostgreSQL as JSON text (issue 36), sent as it is.
    async (request, reply) =>
      sendText(
        reply,
        cache
          ? await cache.serve(request.url, () => reads.listText(request.query))
          : await reads.listText(request.query),
      ),
  );
  app.get(
    '/facets',
    {
      schema: {
        tags,
        summary: 'Counts of the public auctions by status, category and the stock filters',
        description:
          "Takes the list's filters (without sort, cursor and limit). Each facet lists at most 50 values by count, then value, counted with every filter but its own.",
        querystring: auctionFacetsQuerySchema,
        response: { 200: facetsSchema, 422: errorEnvelopeSchema },
      },
    },
    (request, reply) => cached(reply, request.url, () => reads.facets(request.query)),
  );
  app.get(
    '/by-listing/:listing_id',
    {
      schema: {
        tags,
        summary: "A listing's latest public auction, with its specifics and condition report",
        params: byListingParamsSchema,
        response: { 200: publicAuctionDetailSchema, ...notFoundOr422 },
      },
    },
    // Written in one statement, as the detail by id (issue 36).
    async (request, reply) => sendText(reply, await reads.byListingText(request.params.listing_id)),
  );
  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One auction, with its specifics and condition report',
        params: auctionIdParamsSchema,
        response: { 200: publicAuctionDetailSchema, ...notFoundOr422 },
      },
    },
    // Written in one statement, the auction by PostgreSQL (issue 36), sent as it is.
    async (request, reply) =>
      sendText(
        reply,
        cache
          ? await cache.serve(request.url, () => reads.getText(request.params.id))
          : await reads.getText(request.params.id),
      ),
  );
  app.get(
    '/:id/bids',
    {
      schema: {
        tags,
        summary: 'Bids, newest first, with per-auction aliases',
        params: auctionIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(publicBidSchema), ...notFoundOr422 },
      },
    },
    (request) => reads.bidsOf(request.params.id, request.query),
  );
  done();
};

/** `/api/dealer/auctions`: a dealer's scopes (bids are placed by `bidding/routes.ts`). */
export const dealerAuctionRoutes: FastifyPluginCallbackZod<{ reads: AuctionReads }> = (
  app,
  { reads },
  done,
) => {
  app.addHook('onRequest', app.requireAuth('DEALER'));
  app.get(
    '/',
    {
      schema: {
        tags: ['dealer auctions'],
        security: [{ bearerAuth: [] }],
        summary: 'Live, upcoming, bidding, won or watching auctions with is_leading',
        querystring: dealerAuctionsQuerySchema,
        response: { 200: pageSchema(dealerAuctionSchema), ...dealerErrors },
      },
    },
    // Written by PostgreSQL as JSON text (issue 36), sent as it is.
    async (request, reply) =>
      sendText(reply, await reads.forDealerText(caller(request).userId, request.query)),
  );
  done();
};
