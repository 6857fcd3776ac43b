import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.js';
import type { SeoService } from './service.js';

/**
 * Shared caches and crawlers may keep either answer five minutes: a sitemap that much behind
 * costs a crawler nothing, and no answer is cached on the server (ADR 035).
 */
const CACHE_CONTROL = 'public, max-age=300';

// Crawlers' cache-busting parameters are ignored, as on the web pages; not the API's strict 422.
const anyQuery = z.object({});
const text = z.string();

/** `GET /robots.txt` and `GET /sitemap.xml`, at the site's root, outside `/api` (SPEC §10). */
export const seoRoutes: FastifyPluginCallbackZod<{ seo: SeoService }> = (app, { seo }, done) => {
  // For crawlers, not API clients: kept out of the OpenAPI document.
  app.get(
    '/robots.txt',
    { schema: { hide: true, querystring: anyQuery, response: { 200: text } } },
    async (_request, reply) =>
      reply
        .header('cache-control', CACHE_CONTROL)
        .type('text/plain; charset=utf-8')
        .send(seo.robots()),
  );
  app.get(
    '/sitemap.xml',
    {
      schema: {
        hide: true,
        querystring: anyQuery,
        response: { 200: text, ...errorResponses(503) },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', CACHE_CONTROL)
        .type('application/xml; charset=utf-8')
        .send(await seo.sitemap()),
  );
  done();
};
