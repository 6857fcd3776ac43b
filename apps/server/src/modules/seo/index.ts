import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seoRoutes } from './routes.js';
import { createSeoService } from './service.js';

/**
 * `/robots.txt` and `/sitemap.xml` for crawlers (SPEC §10, ADR 035). Registered at the root,
 * outside `/api`, before the web plugin: explicit routes win over its static files and SPA
 * fallback, and answer whether or not the web app is built.
 */
export const seoModule: FastifyPluginAsyncZod = async (app) => {
  const seo = createSeoService({ db: app.db, clock: app.clock, publicUrl: app.config.publicUrl });
  await app.register(seoRoutes, { seo });
};
