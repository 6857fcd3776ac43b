import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { accountEmailsPruning } from './housekeeping.js';

/**
 * The queue of the hourly pruning of handled account emails. Its old name: it was the job of
 * the whole housekeeping before each area's pruning became a job of its own (ADR 041).
 */
export const HOUSEKEEPING_QUEUE = 'housekeeping';

/**
 * What is left of the cluster-wide housekeeping: the pruning of handled account emails in
 * notifications' outbox, until it moves with the outbox (read-models.json). No routes.
 */
export const maintenanceModule: FastifyPluginCallbackZod = (app, _opts, done) => {
  app.housekeeping.prune(HOUSEKEEPING_QUEUE, accountEmailsPruning(app.db));
  done();
};
