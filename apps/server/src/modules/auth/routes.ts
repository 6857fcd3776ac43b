import {
  loginBodySchema,
  loginResponseSchema,
  logoutBodySchema,
  meResponseSchema,
  refreshBodySchema,
  refreshResponseSchema,
  registerBodySchema,
} from '@gavel/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { caller } from '../../plugins/auth.js';
import type { AuthService } from './service.js';

const errors = errorResponses(401, 409, 422, 429);

export const authRoutes: FastifyPluginCallbackZod<{ auth: AuthService }> = (
  app,
  { auth },
  done,
) => {
  // A coarse per-IP ceiling on top of the failed-login counter in the service; ignored when
  // RATE_LIMIT=off, because the plugin is then not registered.
  const perIp = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });

  app.post(
    '/register',
    {
      config: perIp(30, '15 minutes'),
      schema: {
        tags: ['auth'],
        summary: 'Create a seller or dealer account and sign in',
        body: registerBodySchema,
        response: { 201: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await auth.register(request.body)),
  );

  app.post(
    '/login',
    {
      config: perIp(60, '1 minute'),
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) => auth.login({ ...request.body, ip: request.ip }),
  );

  app.post(
    '/refresh',
    {
      config: perIp(120, '1 minute'),
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new token pair (the old one is spent)',
        body: refreshBodySchema,
        response: { 200: refreshResponseSchema, ...errors },
      },
    },
    async (request) => auth.refresh(request.body.refresh_token),
  );

  app.post(
    '/logout',
    {
      config: perIp(120, '1 minute'),
      schema: {
        tags: ['auth'],
        summary: "Revoke the refresh token's whole family",
        body: logoutBodySchema,
        response: { 204: z.null().describe('Signed out'), ...errors },
      },
    },
    async (request, reply) => {
      await auth.logout(request.body.refresh_token);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags: ['auth'],
        summary: 'The signed-in account',
        security: bearerAuth,
        response: { 200: meResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => auth.me(caller(request).userId),
  );
  done();
};
