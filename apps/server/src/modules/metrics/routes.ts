import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { AppMetrics } from '../../lib/metrics.js';
import { errorResponses } from '../../lib/route-schemas.js';

const digest = (text: string) => createHash('sha256').update(text).digest();
const BEARER = /^Bearer (\S+)$/;

/**
 * `GET /api/metrics`: the Prometheus exposition text, for a scraper holding `METRICS_TOKEN` as
 * its bearer token. Without a configured token the route answers 404 like any unknown path
 * (docs/decisions/018-metrics.md).
 */
export const metricsRoutes: FastifyPluginCallbackZod<{
  metrics: AppMetrics;
  token: string | undefined;
}> = (app, { metrics, token }, done) => {
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  const expected = token === undefined ? undefined : digest(token);
  app.get(
    '',
    {
      schema: {
        // Operations, not product API: kept out of the OpenAPI document.
        hide: true,
        response: { 200: z.string(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      if (!expected) {
        throw new AppError(
          'not_found',
          `No route for ${request.method} ${request.url.split('?')[0] ?? ''}.`,
        );
      }
      const presented = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (presented === undefined || !timingSafeEqual(digest(presented), expected)) {
        throw new AppError(
          'unauthenticated',
          'Send the metrics token as a bearer token.',
          undefined,
          { 'www-authenticate': 'Bearer realm="metrics"' },
        );
      }
      const text = await metrics.render();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
    },
  );
  done();
};
