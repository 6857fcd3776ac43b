import { adminPaymentsPageSchema, adminPaymentsQuerySchema } from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import type { PaymentsService } from './service.js';

const errors = errorResponses(401, 403, 422);

/** `GET /api/admin/payments` for staff (ADMIN or OPS). */
export const adminPaymentRoutes: FastifyPluginCallbackZod<{ payments: PaymentsService }> = (
  app,
  { payments },
  done,
) => {
  app.get(
    '',
    {
      onRequest: app.requireAuth('ADMIN', 'OPS'),
      schema: {
        tags: ['staff'],
        security: bearerAuth,
        summary: 'Fees of sold auctions, newest end first, optionally outstanding or collected',
        description:
          'One item per sold auction. A fee is collected with ' +
          '`POST /api/admin/auctions/{id}/mark-fee-collected`.',
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentsPageSchema, ...errors },
      },
    },
    (request) => payments.list(request.query),
  );
  done();
};
