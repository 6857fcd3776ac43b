import {
  acceptedResponseSchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  mfaDisableBodySchema,
  mfaEnableBodySchema,
  mfaEnableResponseSchema,
  mfaSetupResponseSchema,
  mfaVerifyBodySchema,
  refreshResponseSchema as tokenPairResponseSchema,
  resetPasswordBodySchema,
  sessionResponseSchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
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
import { perIp } from '../../lib/limits/index.js';
import { bearerAuth, errorResponses, noBody } from '../../lib/route-schemas.js';
import { caller } from '../../plugins/auth.js';
import type { AuthService } from './service.js';

const errors = errorResponses(401, 409, 422, 429);
const tokenErrors = errorResponses(400, 422, 429);
const signedInErrors = errorResponses(401, 409, 422, 429);

export const authRoutes: FastifyPluginCallbackZod<{ auth: AuthService }> = (
  app,
  { auth },
  done,
) => {
  // Coarse per-IP ceilings on top of the failed-login counter in the service, counted across
  // instances; ignored when RATE_LIMIT=off, because the plugin is then not registered.
  const limits = app.config.rateLimit;
  const MINUTE = 60_000;
  const QUARTER_HOUR = 15 * MINUTE;

  app.post(
    '/register',
    {
      config: perIp(limits.signups, QUARTER_HOUR),
      schema: {
        tags: ['auth'],
        summary: 'Create a seller or dealer account and sign in',
        body: registerBodySchema,
        response: { 201: sessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await auth.register(request.body)),
  );

  app.post(
    '/login',
    {
      config: perIp(limits.signIns, MINUTE),
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
      config: perIp(limits.refreshes, MINUTE),
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
      config: perIp(limits.refreshes, MINUTE),
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

  app.post(
    '/password/forgot',
    {
      config: perIp(limits.resetRequests, QUARTER_HOUR),
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link (202 whether or not the account exists)',
        body: forgotPasswordBodySchema,
        response: { 202: acceptedResponseSchema, ...errorResponses(422, 429) },
      },
    },
    async (request, reply) => {
      await auth.forgotPassword(request.body.email);
      return reply.code(202).send({});
    },
  );

  app.post(
    '/password/reset',
    {
      config: perIp(limits.emailedLinks, QUARTER_HOUR),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with an emailed reset token; every session ends',
        body: resetPasswordBodySchema,
        response: { 204: z.null().describe('Password changed'), ...tokenErrors },
      },
    },
    async (request, reply) => {
      await auth.resetPassword(request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/verify-email',
    {
      config: perIp(limits.emailedLinks, QUARTER_HOUR),
      schema: {
        tags: ['auth'],
        summary: 'Confirm the email address with an emailed token',
        body: verifyEmailBodySchema,
        response: { 200: verifyEmailResponseSchema, ...tokenErrors },
      },
    },
    async (request) => auth.verifyEmail(request.body.token),
  );

  app.post(
    '/verify-email/resend',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags: ['auth'],
        summary: 'Send the confirmation email again (at most 5 per hour)',
        security: bearerAuth,
        body: noBody,
        response: { 202: acceptedResponseSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      await auth.resendVerification(caller(request).userId);
      return reply.code(202).send({});
    },
  );

  app.post(
    '/password',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every other session ends (new tokens for this one)',
        security: bearerAuth,
        body: changePasswordBodySchema,
        response: { 200: tokenPairResponseSchema, ...signedInErrors },
      },
    },
    async (request) =>
      auth.changePassword({
        caller: caller(request),
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
        ip: request.ip,
      }),
  );

  app.post(
    '/logout-all',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: revoke every refresh token of the account',
        security: bearerAuth,
        body: noBody,
        response: { 204: z.null().describe('Signed out everywhere'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await auth.logoutAll(caller(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/mfa/setup',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags: ['auth'],
        summary: 'Start two-step sign-in: a new secret to scan',
        security: bearerAuth,
        body: noBody,
        response: { 200: mfaSetupResponseSchema, ...signedInErrors },
      },
    },
    async (request) => auth.setupMfa(caller(request)),
  );

  app.post(
    '/mfa/enable',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags: ['auth'],
        summary: 'Turn two-step sign-in on with a code; answers ten recovery codes, once',
        security: bearerAuth,
        body: mfaEnableBodySchema,
        response: { 200: mfaEnableResponseSchema, ...signedInErrors },
      },
    },
    async (request) => auth.enableMfa(caller(request), request.body.code),
  );

  app.post(
    '/mfa/disable',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags: ['auth'],
        summary: 'Turn two-step sign-in off with the password and a code',
        security: bearerAuth,
        body: mfaDisableBodySchema,
        response: { 204: z.null().describe('Two-step sign-in is off'), ...signedInErrors },
      },
    },
    async (request, reply) => {
      await auth.disableMfa({ caller: caller(request), ...request.body, ip: request.ip });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/mfa/verify',
    {
      config: perIp(limits.signIns, MINUTE),
      schema: {
        tags: ['auth'],
        summary: "Complete a sign-in with the password step's mfa_token and a code",
        body: mfaVerifyBodySchema,
        response: { 200: sessionResponseSchema, ...tokenErrors },
      },
    },
    async (request) =>
      auth.verifyMfa({
        mfaToken: request.body.mfa_token,
        code: request.body.code,
        ip: request.ip,
      }),
  );

  done();
};
