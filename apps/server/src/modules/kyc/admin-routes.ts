import {
  kycApproveBodySchema,
  kycIdParamsSchema,
  kycPendingPageSchema,
  kycPendingQuerySchema,
  kycReasonBodySchema,
  staffKycRecordSchema,
} from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { caller } from '../../plugins/auth.js';
import type { KycService } from './service.js';

const errors = errorResponses(401, 403, 422);
const actionErrors = errorResponses(401, 403, 404, 409, 422);

/** Staff review of seller and dealer KYC under `/api/admin/kyc` (SPEC §6). */
export const adminKycRoutes: FastifyPluginCallbackZod<{ kyc: KycService }> = (
  app,
  { kyc },
  done,
) => {
  const staff = app.requireAuth('ADMIN', 'OPS');

  app.get(
    '/pending',
    {
      onRequest: staff,
      schema: {
        tags: ['admin'],
        summary: 'Pending seller and dealer KYC records, oldest submission first',
        security: bearerAuth,
        querystring: kycPendingQuerySchema,
        response: { 200: kycPendingPageSchema, ...errors },
      },
    },
    async (request) => kyc.listPending(request.query),
  );

  app.post(
    '/:id/approve',
    {
      onRequest: staff,
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending KYC record (a dealer with a profile becomes active)',
        security: bearerAuth,
        params: kycIdParamsSchema,
        body: kycApproveBodySchema,
        response: { 200: staffKycRecordSchema, ...actionErrors },
      },
    },
    async (request) =>
      kyc.review(caller(request).userId, request.params.id, 'approve', request.body.note ?? null),
  );

  app.post(
    '/:id/reject',
    {
      onRequest: staff,
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending KYC record with a reason the owner sees',
        security: bearerAuth,
        params: kycIdParamsSchema,
        body: kycReasonBodySchema,
        response: { 200: staffKycRecordSchema, ...actionErrors },
      },
    },
    async (request) =>
      kyc.review(caller(request).userId, request.params.id, 'reject', request.body.reason),
  );

  app.post(
    '/:id/request-resubmission',
    {
      onRequest: staff,
      schema: {
        tags: ['admin'],
        summary: 'Ask the owner to fix and resubmit a pending KYC record',
        security: bearerAuth,
        params: kycIdParamsSchema,
        body: kycReasonBodySchema,
        response: { 200: staffKycRecordSchema, ...actionErrors },
      },
    },
    async (request) =>
      kyc.review(
        caller(request).userId,
        request.params.id,
        'request_resubmission',
        request.body.reason,
      ),
  );
  done();
};
