import { categoriesAt, categoriesSchema } from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.js';

/**
 * `GET /api/categories` (SPEC §11, public): every category with its specifics, from the
 * contract's one declaration; `year`'s upper bound is next year by the injected clock.
 */
export const categoryRoutes: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['listings'],
        summary: 'Categories and their typed specifics',
        // 422: an unknown query parameter (SPEC §8), as on every route.
        response: { 200: categoriesSchema, ...errorResponses(422) },
      },
    },
    () => ({ items: categoriesAt(app.clock.now()) }),
  );
  done();
};
