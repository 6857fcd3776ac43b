import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { createHousekeeping, HOUSEKEEPING_CRON, type Housekeeping } from './housekeeping.js';

declare module '../../plugins/app-context.js' {
  interface AppServices {
    housekeeping: Housekeeping;
  }
}

/** The queue of the hourly housekeeping. */
export const HOUSEKEEPING_QUEUE = 'housekeeping';

export interface MaintenanceModuleOptions {
  /** 0: the housekeeping is never scheduled (tests run it by hand); else it runs hourly. */
  intervalMs?: number | undefined;
}

/**
 * The hourly housekeeping, once per cluster: a scheduled job whichever instance takes it
 * (ADR 041). No routes.
 */
export const maintenanceModule: FastifyPluginCallbackZod<MaintenanceModuleOptions> = (
  app,
  opts,
  done,
) => {
  const housekeeping = createHousekeeping({
    db: app.db,
    clock: app.clock,
    loginWindowSeconds: app.config.rateLimit.loginWindowSeconds,
  });
  app.services.housekeeping = housekeeping;
  if (opts.intervalMs !== 0) {
    app.jobs.every(
      HOUSEKEEPING_QUEUE,
      HOUSEKEEPING_CRON,
      { retryLimit: 2, expireInSeconds: 600 },
      async () => {
        await housekeeping.run();
      },
    );
  }
  done();
};
