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
        summary: 'Answers ok when the database answers',
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
  done();
};
