import { auctionIdParamsSchema, bidAnswerSchema, placeBidBodySchema } from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perUser } from '../../../lib/limits/index.js';
import { errorResponses } from '../../../lib/route-schemas.js';
import { caller } from '../../../plugins/auth.js';
import { dealerErrors } from '../dealer-errors.js';
import { markPublicChangeCounted } from '../public-cache.js';
import { sentAnswerOf } from './answer.js';
import type { BiddingService } from './service.js';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** `POST /api/dealer/auctions/{id}/bids`: bid placement. */
export const bidRoutes: FastifyPluginCallbackZod<{
  bidding: BiddingService;
  /** Told every answer of the bid route, refusals and errors included (for metrics). */
  onBidAnswer?: (statusCode: number, code: string | undefined, payload: unknown) => void;
}> = (app, { bidding, onBidAnswer }, done) => {
  // The code of each answer the service gave, so the metrics never parse the answer again.
  const codes = new WeakMap<object, string>();
  app.addHook('onRequest', app.requireAuth('DEALER'));
  app.post(
    '/:id/bids',
    {
      config: perUser(app.config.rateLimit.bids, 1_000),
      onSend: (request, reply, payload, next) => {
        onBidAnswer?.(reply.statusCode, codes.get(request), payload);
        next();
      },
      schema: {
        tags: ['dealer auctions'],
        security: [{ bearerAuth: [] }],
        summary:
          'Place a bid (optionally a proxy maximum); Idempotency-Key replays the first answer',
        params: auctionIdParamsSchema,
        headers: z.object({
          'idempotency-key': z
            .string()
            .regex(IDEMPOTENCY_KEY, { error: 'Use 1–200 visible ASCII characters' })
            .optional(),
        }),
        body: placeBidBodySchema,
        response: {
          200: bidAnswerSchema,
          201: bidAnswerSchema,
          ...dealerErrors,
          ...errorResponses(429),
        },
      },
    },
    async (request, reply) => {
      const result = await bidding.bid(
        caller(request).userId,
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
      const sent = sentAnswerOf(result);
      if ('error' in sent.body) codes.set(request, sent.body.error.code);
      if (result.counted) markPublicChangeCounted(request);
      // Refusals are answered as envelopes here, not thrown: a replay must be the stored text.
      return reply.code(sent.status).send(sent.body);
    },
  );
  done();
};
