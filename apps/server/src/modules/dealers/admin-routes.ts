import {
  adminDealerSchema,
  adminDealersPageSchema,
  adminDealersQuerySchema,
  dealerIdParamsSchema,
  dealerReinstateBodySchema,
  dealerSuspendBodySchema,
} from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { caller } from '../../plugins/auth.js';
import type { DealerService } from './service.js';

const errors = errorResponses(401, 403, 422);
const actionErrors = errorResponses(401, 403, 404, 409, 422);

/** Staff management of dealers under `/api/admin/dealers` (SPEC §6, §8). */
export const adminDealerRoutes: FastifyPluginCallbackZod<{ dealers: DealerService }> = (
  app,
  { dealers },
  done,
) => {
  const staff = app.requireAuth('ADMIN', 'OPS');

  app.get(
    '',
    {
      onRequest: staff,
      schema: {
        tags: ['admin'],
        summary: 'Dealers, newest first, optionally of one status',
        security: bearerAuth,
        querystring: adminDealersQuerySchema,
        response: { 200: adminDealersPageSchema, ...errors },
      },
    },
    async (request) => dealers.list(request.query),
  );

  app.post(
    '/:id/suspend',
    {
      onRequest: staff,
      schema: {
        tags: ['admin'],
        summary: 'Suspend an active dealer with a reason',
        security: bearerAuth,
        params: dealerIdParamsSchema,
        body: dealerSuspendBodySchema,
        response: { 200: adminDealerSchema, ...actionErrors },
      },
    },
    async (request) =>
      dealers.suspend(caller(request).userId, request.params.id, request.body.reason),
  );

  app.post(
    '/:id/reinstate',
    {
      onRequest: staff,
      schema: {
        tags: ['admin'],
        summary: 'Reinstate a suspended dealer',
        security: bearerAuth,
        params: dealerIdParamsSchema,
        body: dealerReinstateBodySchema,
        response: { 200: adminDealerSchema, ...actionErrors },
      },
    },
    async (request) => dealers.reinstate(caller(request).userId, request.params.id),
  );
  done();
};
