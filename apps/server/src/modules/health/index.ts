import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes } from './routes.js';

/** `GET /health`: ok when the database answers. */
export const healthModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(healthRoutes, { prefix: '/health', db: app.db });
};
