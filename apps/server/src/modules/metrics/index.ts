import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { metricsRoutes } from './routes.js';

/** `GET /metrics` for the `METRICS_TOKEN` bearer (the timing hook is `request-metrics.ts`). */
export const metricsModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(metricsRoutes, {
    prefix: '/metrics',
    metrics: app.metrics,
    token: app.config.metrics.token,
  });
};
