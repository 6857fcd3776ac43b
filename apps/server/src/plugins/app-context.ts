import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { Clock } from '../lib/clock.js';
import type { AppMetrics } from '../lib/metrics.js';
import type { FileLinks } from '../lib/file-links.js';
import type { Housekeeping } from '../lib/housekeeping.js';
import type { Jobs } from '../lib/jobs/index.js';
import type { LimitStore } from '../lib/limits/index.js';
import type { UrlSigner } from '../lib/url-signer.js';

/**
 * What the app's owner (buildApp, tests, the CLI) may call on a module: `app.services`. Each
 * module adds its own fields with `declare module` and sets them while it registers, so they
 * are all there once the app is ready.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
export interface AppServices {}

declare module 'fastify' {
  /**
   * The shared things every module may read, decorated on the root instance by `buildApp`
   * before any module registers (docs/architecture.md, "Modules").
   */
  interface FastifyInstance {
    db: Database;
    clock: Clock;
    config: Config;
    metrics: AppMetrics;
    fileLinks: FileLinks;
    /** Signs and checks the tokens of links the API serves (the secret every instance shares). */
    urlSigner: UrlSigner;
    /** Where the rate limits count, shared by every instance (SPEC §9, ADR 032). */
    limits: LimitStore;
    /** Background jobs and domain events on pg-boss (ADR 041). */
    jobs: Jobs;
    /** Each area's pruning of expired rows, an hourly job of its own; `run` runs them all. */
    housekeeping: Housekeeping;
    services: AppServices;
  }
}
