import {
  createSavedSearchSchema,
  savedSearchesPageSchema,
  savedSearchesQuerySchema,
  savedSearchParamsSchema,
  savedSearchSchema,
  updateSavedSearchSchema,
} from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { caller } from '../../plugins/auth.js';
import type { SavedSearchService } from './service.js';

/** `/api/dealer/saved-searches`: a dealer's own saved searches (SPEC §12). */
export const dealerSavedSearchRoutes: FastifyPluginCallbackZod<{
  savedSearches: SavedSearchService;
}> = (app, { savedSearches }, done) => {
  app.addHook('onRequest', app.requireAuth('DEALER'));
  const tags = ['saved searches'];

  app.get(
    '/',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'My saved searches, newest first',
        querystring: savedSearchesQuerySchema,
        response: { 200: savedSearchesPageSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => savedSearches.list(caller(request).userId, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Save a search',
        description:
          '`filters` takes the query of `GET /api/auctions` without `status`, `sort`, `cursor` ' +
          'and `limit`, as a JSON object; an unknown filter or a bad value is 422 on ' +
          '`filters.<name>`. At most 25 per dealer (409 `limit_reached`); 409 `invalid_state` ' +
          'before the dealer profile exists.',
        body: createSavedSearchSchema,
        response: { 201: savedSearchSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const saved = await savedSearches.create(caller(request).userId, request.body);
      return reply.code(201).send(saved);
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Change a saved search (any of name, filters and alert)',
        description: "Another dealer's search is a 404.",
        params: savedSearchParamsSchema,
        body: updateSavedSearchSchema,
        response: { 200: savedSearchSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      savedSearches.update(caller(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security: bearerAuth,
        summary: 'Delete a saved search',
        description: "Another dealer's search is a 404.",
        params: savedSearchParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await savedSearches.remove(caller(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
  done();
};
