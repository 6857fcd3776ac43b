import {
  adminPaymentsPageSchema,
  adminPaymentsQuerySchema,
  exportQuerySchema,
} from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { csvResponse, sendCsv } from '../../lib/csv.js';
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

/** `/api/admin/exports/payments.csv`: staff's export of the fees (SPEC §13.2). */
export const adminPaymentExportRoutes: FastifyPluginCallbackZod<{ payments: PaymentsService }> = (
  app,
  { payments },
  done,
) => {
  app.get(
    '/payments.csv',
    {
      onRequest: app.requireAuth('ADMIN', 'OPS'),
      schema: {
        tags: ['staff'],
        security: bearerAuth,
        summary: 'Every sold auction that ended in the UTC days from–to (both inclusive), as CSV',
        description:
          'One row per sold auction, oldest end first: hammer price and fee in major units ' +
          'beside its `currency`, the fee’s status and collection, the invoice’s number. Streamed.',
        querystring: exportQuerySchema,
        response: csvResponse(errors),
      },
    },
    async (request, reply) => sendCsv(reply, 'payments.csv', payments.exportCsv(request.query)),
  );
  done();
};
