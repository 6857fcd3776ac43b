import { analyticsQuerySchema, analyticsSchema } from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import type { AnalyticsService } from './service.js';

const errors = errorResponses(401, 403, 422);

/** `GET /api/admin/analytics` for staff (ADMIN or OPS). */
export const adminAnalyticsRoutes: FastifyPluginCallbackZod<{ analytics: AnalyticsService }> = (
  app,
  { analytics },
  done,
) => {
  app.get(
    '',
    {
      onRequest: app.requireAuth('ADMIN', 'OPS'),
      schema: {
        tags: ['staff'],
        security: bearerAuth,
        summary: 'GMV, auctions ended and sold, sell-through, bids and fees, with a daily series',
        description:
          '`from` and `to` are UTC days, both inclusive (at most 366 days). Without them: today ' +
          'and the 29 days before. Every figure counts auctions by the day they ended, fee ' +
          'totals included; `daily` lists every day of the range, zeros included.',
        querystring: analyticsQuerySchema,
        response: { 200: analyticsSchema, ...errors },
      },
    },
    (request) => analytics.report(request.query),
  );
  done();
};
