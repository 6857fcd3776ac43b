import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAnalyticsRoutes } from './routes.js';
import { createAnalyticsService } from './service.js';

/** Staff's sales figures (`/admin/analytics`). */
export const analyticsModule: FastifyPluginAsyncZod = async (app) => {
  const analytics = createAnalyticsService({
    db: app.db,
    clock: app.clock,
    currency: app.config.currency,
  });
  await app.register(adminAnalyticsRoutes, { prefix: '/admin/analytics', analytics });
};
