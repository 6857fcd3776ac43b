import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLOCK_CHECK_INTERVAL_MS, createClockCheck, type ClockCheck } from './clock-check.js';
import { healthRoutes } from './routes.js';

declare module '../../plugins/app-context.js' {
  interface AppServices {
    clockCheck: ClockCheck;
  }
}

export interface HealthModuleOptions {
  /** How often the instance's clock is compared with the database's (ms); 0: never. */
  clockCheckIntervalMs?: number | undefined;
}

/**
 * `GET /health/live`: the process serves; `GET /health`: the database answers too. And the
 * clock check: at start and every minute, this instance's clock against the database's.
 */
export const healthModule: FastifyPluginAsyncZod<HealthModuleOptions> = async (app, opts) => {
  const clockCheck = createClockCheck({
    db: app.db,
    clock: app.clock,
    log: app.log,
    metrics: app.metrics,
  });
  app.services.clockCheck = clockCheck;
  app.addHook('onReady', () =>
    clockCheck.start(opts.clockCheckIntervalMs ?? CLOCK_CHECK_INTERVAL_MS),
  );
  app.addHook('preClose', () => clockCheck.stop());
  await app.register(healthRoutes, { prefix: '/health', db: app.db });
};
