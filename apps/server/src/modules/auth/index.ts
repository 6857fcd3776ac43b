import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { composeAccountEmail } from './account-emails.js';
import { authPruning } from './pruning.js';
import { authRoutes } from './routes.js';
import { createAuthService, type AuthService } from './service.js';
import { accountContacts } from './views.js';

/** The face of auth for other modules (ADR 040). */
export { isEmailVerified } from './repository.js';
export { accountEmails } from './views.js';

declare module '../../plugins/app-context.js' {
  interface AppServices {
    auth: AuthService;
  }
}

/**
 * Auth's hourly pruning, once per cluster: old failed logins, dead refresh-token families and
 * expired account tokens (ADR 041).
 */
export const AUTH_PRUNE_QUEUE = 'auth.prune';

/** Accounts and sessions under `/auth`; makes the ADMIN account from `ADMIN_EMAIL` at start. */
export const authModule: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Notifications reads its recipients' addresses and names through this (ADR 040).
  app.services.accountContacts = accountContacts;
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
  app.housekeeping.prune(
    AUTH_PRUNE_QUEUE,
    authPruning({ db: app.db, loginWindowSeconds: config.rateLimit.loginWindowSeconds }),
  );
  // Its emails are queued on notifications' outbox and composed, with their tokens, when sent.
  app.services.emailWorker.composeAccountEmailsWith((email) =>
    composeAccountEmail({ db: app.db, clock: app.clock }, email),
  );
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
