import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPaymentExportRoutes, adminPaymentRoutes } from './routes.js';
import { createPaymentsService } from './service.js';

/** Staff's list of fees due and collected (`/admin/payments`) and its CSV export. */
export const paymentsModule: FastifyPluginAsyncZod = async (app) => {
  const payments = createPaymentsService({ db: app.db });
  await app.register(adminPaymentRoutes, { prefix: '/admin/payments', payments });
  await app.register(adminPaymentExportRoutes, { prefix: '/admin/exports', payments });
};
