import {
  dealerKycBodySchema,
  dealerKycRecordSchema,
  dealerKycResponseSchema,
  sellerKycBodySchema,
  sellerKycRecordSchema,
  sellerKycResponseSchema,
} from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { caller } from '../../plugins/auth.js';
import type { KycService } from './service.js';

const errors = errorResponses(401, 403);
const submitErrors = errorResponses(401, 403, 409, 422);

/** The owner's side of KYC: `/api/seller/kyc` and `/api/dealer/kyc` (SPEC §4.1). */
export const kycRoutes: FastifyPluginCallbackZod<{ kyc: KycService }> = (app, { kyc }, done) => {
  const seller = app.requireAuth('SELLER');
  const dealer = app.requireAuth('DEALER');

  app.get(
    '/seller/kyc',
    {
      onRequest: seller,
      schema: {
        tags: ['kyc'],
        summary: 'The seller\'s KYC record, or `{status: "not_started"}`',
        security: bearerAuth,
        response: { 200: sellerKycResponseSchema, ...errors },
      },
    },
    async (request) => kyc.getOwn(caller(request).userId, 'seller'),
  );

  app.post(
    '/seller/kyc',
    {
      onRequest: seller,
      schema: {
        tags: ['kyc'],
        summary: 'Submit (or resubmit after a rejection) the seller KYC',
        security: bearerAuth,
        body: sellerKycBodySchema,
        response: { 201: sellerKycRecordSchema, ...submitErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await kyc.submit(caller(request).userId, 'seller', request.body)),
  );

  app.get(
    '/dealer/kyc',
    {
      onRequest: dealer,
      schema: {
        tags: ['kyc'],
        summary: 'The dealer\'s KYC record, or `{status: "not_started"}`',
        security: bearerAuth,
        response: { 200: dealerKycResponseSchema, ...errors },
      },
    },
    async (request) => kyc.getOwn(caller(request).userId, 'dealer'),
  );

  app.post(
    '/dealer/kyc',
    {
      onRequest: dealer,
      schema: {
        tags: ['kyc'],
        summary: 'Submit (or resubmit after a rejection) the dealer KYC',
        security: bearerAuth,
        body: dealerKycBodySchema,
        response: { 201: dealerKycRecordSchema, ...submitErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await kyc.submit(caller(request).userId, 'dealer', request.body)),
  );
  done();
};
