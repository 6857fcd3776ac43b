import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { createHousekeeping, HOUSEKEEPING_INTERVAL_MS, type Housekeeping } from './housekeeping.js';

declare module '../../plugins/app-context.js' {
  interface AppServices {
    housekeeping: Housekeeping;
  }
}

export interface MaintenanceModuleOptions {
  /** How often old sessions, failed logins and idempotency keys are removed; 0: never. */
  intervalMs?: number | undefined;
}

/** The hourly housekeeping; no routes. */
export const maintenanceModule: FastifyPluginCallbackZod<MaintenanceModuleOptions> = (
  app,
  opts,
  done,
) => {
  const housekeeping = createHousekeeping({
    db: app.db,
    clock: app.clock,
    log: app.log,
    loginWindowSeconds: app.config.rateLimit.loginWindowSeconds,
  });
  app.services.housekeeping = housekeeping;
  app.addHook('onReady', () =>
    housekeeping.startTimer(opts.intervalMs ?? HOUSEKEEPING_INTERVAL_MS),
  );
  // Awaited when the loop returns a promise: a run in progress ends before the database closes.
  app.addHook('preClose', () => housekeeping.stopTimer());
  done();
};
