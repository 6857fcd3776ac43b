import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealerWatchlistRoutes } from './routes.js';
import { createWatchlistService } from './service.js';

/** A dealer's watched auctions (`/dealer/watchlist`). */
export const watchlistModule: FastifyPluginAsyncZod = async (app) => {
  const watchlist = createWatchlistService({
    db: app.db,
    clock: app.clock,
    watching: app.services.auctionWatching,
  });
  await app.register(dealerWatchlistRoutes, { prefix: '/dealer/watchlist', watchlist });
};
