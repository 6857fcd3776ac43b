import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createListingReviewService } from './listing-review.js';
import { createOverviewService } from './overview.js';
import { adminRoutes } from './routes.js';

/** Staff's listing review queue, queue counts and audit events under `/admin`. */
export const adminModule: FastifyPluginAsyncZod = async (app) => {
  const review = createListingReviewService({ db: app.db, clock: app.clock, links: app.fileLinks });
  const overview = createOverviewService({ db: app.db });
  await app.register(adminRoutes, { prefix: '/admin', review, overview });
};
