import { dealerProfileBodySchema, dealerProfileSchema, errorEnvelopeSchema } from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { caller } from '../../plugins/auth.js';
import type { DealerService } from './service.js';

const errors = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };
const security = [{ bearerAuth: [] }];

/** The dealer's own profile under `/api/dealer/profile` (SPEC §4.2). */
export const dealerRoutes: FastifyPluginCallbackZod<{ dealers: DealerService }> = (
  app,
  { dealers },
  done,
) => {
  const dealer = app.requireAuth('DEALER');

  app.get(
    '/dealer/profile',
    {
      onRequest: dealer,
      schema: {
        tags: ['dealers'],
        summary: "The dealer's profile (404 until it is created)",
        security,
        response: { 200: dealerProfileSchema, 404: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => dealers.getProfile(caller(request).userId),
  );

  app.post(
    '/dealer/profile',
    {
      onRequest: dealer,
      schema: {
        tags: ['dealers'],
        summary: 'Create (201) or update (200) the dealer profile',
        description:
          'A new profile is `pending`; it becomes `active` as soon as the dealer KYC is also ' +
          'approved. Editing never changes the status.',
        security,
        body: dealerProfileBodySchema,
        response: {
          200: dealerProfileSchema,
          201: dealerProfileSchema,
          422: errorEnvelopeSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { created, profile } = await dealers.saveProfile(caller(request).userId, request.body);
      return reply.code(created ? 201 : 200).send(profile);
    },
  );
  done();
};
