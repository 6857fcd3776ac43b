import {
  auctionIdParamsSchema,
  bidAnswerSchema,
  byListingParamsSchema,
  dealerAuctionSchema,
  dealerAuctionsQuerySchema,
  errorEnvelopeSchema,
  pageQuerySchema,
  pageSchema,
  placeBidBodySchema,
  publicAuctionSchema,
  publicAuctionsQuerySchema,
  publicBidSchema,
} from '@gavel/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../plugins/auth.js';
import type { BiddingService } from './bidding.js';
import { markPublicChangeCounted, type PublicCache } from './public-cache.js';
import type { AuctionReads } from './reads.js';

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
      ? reply.type('application/json; charset=utf-8').send(await cache.serve(key, compute))
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
    (request, reply) => cached(reply, request.url, () => reads.list(request.query)),
  );
  app.get(
    '/by-listing/:listing_id',
    {
      schema: {
        tags,
        summary: "A listing's latest public auction",
        params: byListingParamsSchema,
        response: { 200: publicAuctionSchema, ...notFoundOr422 },
      },
    },
    (request) => reads.byListing(request.params.listing_id),
  );
  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One auction',
        params: auctionIdParamsSchema,
        response: { 200: publicAuctionSchema, ...notFoundOr422 },
      },
    },
    (request, reply) => cached(reply, request.url, () => reads.get(request.params.id)),
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

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** `/api/dealer/auctions…`: a dealer's scopes and bid placement. */
export const dealerAuctionRoutes: FastifyPluginCallbackZod<{
  reads: AuctionReads;
  bidding: BiddingService;
  /** Told every answer of the bid route, refusals and errors included (for metrics). */
  onBidAnswer?: (statusCode: number, code: string | undefined, payload: unknown) => void;
}> = (app, { reads, bidding, onBidAnswer }, done) => {
  // The code of each answer the service gave, so the metrics never parse the answer again.
  const codes = new WeakMap<object, string>();
  app.addHook('onRequest', app.requireAuth('DEALER'));
  const tags = ['dealer auctions'];
  const security = [{ bearerAuth: [] }];
  const errors = {
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
    422: errorEnvelopeSchema,
  };

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Live, upcoming, bidding, won or watching auctions with is_leading',
        querystring: dealerAuctionsQuerySchema,
        response: { 200: pageSchema(dealerAuctionSchema), ...errors },
      },
    },
    (request) => reads.forDealer(caller(request).userId, request.query),
  );

  app.post(
    '/:id/bids',
    {
      onSend: (request, reply, payload, next) => {
        onBidAnswer?.(reply.statusCode, codes.get(request), payload);
        next();
      },
      schema: {
        tags,
        security,
        summary:
          'Place a bid (optionally a proxy maximum); Idempotency-Key replays the first answer',
        params: auctionIdParamsSchema,
        headers: z.object({
          'idempotency-key': z
            .string()
            .regex(IDEMPOTENCY_KEY, { message: 'Use 1–200 visible ASCII characters' })
            .optional(),
        }),
        body: placeBidBodySchema,
        response: { 200: bidAnswerSchema, 201: bidAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await bidding.bid(
        caller(request).userId,
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
      if ('error' in result.body) codes.set(request, result.body.error.code);
      if (result.counted) markPublicChangeCounted(request);
      // Error answers are already envelopes (they may be replays of a stored answer).
      return reply.code(result.status).send(result.body);
    },
  );
  done();
};
