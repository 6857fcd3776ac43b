import { healthResponseSchema } from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { errorResponses } from '../../lib/route-schemas.js';

export const healthRoutes: FastifyPluginCallbackZod<{ db: Database }> = (app, { db }, done) => {
  app.get(
    '',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: answers ok when the database answers',
        response: { 200: healthResponseSchema, ...errorResponses(503) },
      },
    },
    async () => {
      try {
        await db.ping();
      } catch {
        throw new AppError('unavailable', 'The database is not answering.');
      }
      return { status: 'ok' as const };
    },
  );
  // Liveness: never touches the database, so an outage does not get healthy instances restarted.
  app.get(
    '/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Answers ok while the process serves requests; reads nothing',
        response: { 200: healthResponseSchema },
      },
    },
    () => ({ status: 'ok' as const }),
  );
  done();
};
