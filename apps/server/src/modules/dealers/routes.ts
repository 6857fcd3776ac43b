import { dealerProfileBodySchema, dealerProfileSchema } from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { caller } from '../../plugins/auth.js';
import type { DealerService } from './service.js';

/** The dealer's own profile under `/api/dealer/profile` (SPEC §4.2). */
export const dealerRoutes: FastifyPluginCallbackZod<{ dealers: DealerService }> = (
  app,
  { dealers },
  done,
) => {
  const dealer = app.requireAuth('DEALER');

  app.get(
    '',
    {
      onRequest: dealer,
      schema: {
        tags: ['dealers'],
        summary: "The dealer's profile (404 until it is created)",
        security: bearerAuth,
        response: { 200: dealerProfileSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => dealers.getProfile(caller(request).userId),
  );

  app.post(
    '',
    {
      onRequest: dealer,
      schema: {
        tags: ['dealers'],
        summary: 'Create (201) or update (200) the dealer profile',
        description:
          'A new profile is `pending`; it becomes `active` as soon as the dealer KYC is also ' +
          'approved. Editing never changes the status.',
        security: bearerAuth,
        body: dealerProfileBodySchema,
        response: {
          200: dealerProfileSchema,
          201: dealerProfileSchema,
          ...errorResponses(401, 403, 422),
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
