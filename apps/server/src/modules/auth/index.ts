import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './routes.js';
import { createAuthService, type AuthService } from './service.js';

/** The face of auth for other modules (ADR 040). */
export { composeAccountEmail } from './account-emails.js';
export { isEmailVerified } from './repository.js';
export { accountEmails } from './views.js';

declare module '../../plugins/app-context.js' {
  interface AppServices {
    auth: AuthService;
  }
}

/** Accounts and sessions under `/auth`; makes the ADMIN account from `ADMIN_EMAIL` at start. */
export const authModule: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const auth = createAuthService({
    db: app.db,
    clock: app.clock,
    tokens: app.accessTokens,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    loginLimit: {
      enabled: config.rateLimit.enabled,
      maxFailures: config.rateLimit.loginMaxFailures,
      windowSeconds: config.rateLimit.loginWindowSeconds,
    },
    emailsPerHour: config.rateLimit.enabled ? config.rateLimit.accountEmails : null,
  });
  app.services.auth = auth;
  await app.register(authRoutes, { prefix: '/auth', auth });
  const admin = config.admin;
  if (admin) {
    app.addHook('onReady', async () => {
      await auth.ensureStaffUser({
        ...admin,
        name: 'Administrator',
        role: 'ADMIN',
        via: 'ADMIN_EMAIL',
      });
    });
  }
};
