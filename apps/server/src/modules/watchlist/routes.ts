import { watchlistParamsSchema } from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, errorResponses, noBody } from '../../lib/route-schemas.js';
import { caller } from '../../plugins/auth.js';
import type { WatchlistService } from './service.js';

/** `/api/dealer/watchlist/{auction_id}`; the list is `GET /api/dealer/auctions?scope=watching`. */
export const dealerWatchlistRoutes: FastifyPluginCallbackZod<{ watchlist: WatchlistService }> = (
  app,
  { watchlist },
  done,
) => {
  app.addHook('onRequest', app.requireAuth('DEALER'));
  const tags = ['dealer auctions'];

  app.put(
    '/:auction_id',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Watch an auction (idempotent)',
        description:
          'Any dealer with a profile may watch a scheduled, live or ended auction; 409 ' +
          '`invalid_state` before the dealer profile exists.',
        params: watchlistParamsSchema,
        body: noBody,
        response: {
          204: z.null().describe('Watching'),
          ...errorResponses(401, 403, 404, 409, 422),
        },
      },
    },
    async (request, reply) => {
      await watchlist.watch(caller(request).userId, request.params.auction_id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/:auction_id',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Stop watching an auction (idempotent)',
        params: watchlistParamsSchema,
        response: { 204: z.null().describe('Not watching'), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await watchlist.unwatch(caller(request).userId, request.params.auction_id);
      return reply.code(204).send(null);
    },
  );
  done();
};
