import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.js';
import { checkDatabaseMigrated, migrateDatabase, openDatabase, type Database } from './db/index.js';
import { systemClock, type Clock } from './lib/clock.js';
import { Housekeeping } from './lib/housekeeping.js';
import { Jobs } from './lib/jobs/index.js';
import { createLimitStore } from './lib/limits/index.js';
import { LIMITS_PRUNE_QUEUE, limitsPruning } from './lib/limits/pruning.js';
import { createMetrics } from './lib/metrics.js';
import { signingSecrets, type SigningSecrets } from './lib/secrets.js';
import { UrlSigner } from './lib/url-signer.js';
import type { StorageDriver } from './lib/storage/index.js';
import { adminModule } from './modules/admin/index.js';
import { analyticsModule } from './modules/analytics/index.js';
import { auctionsModule, type AuctionsModuleOptions } from './modules/auctions/index.js';
import { LiveHub } from './modules/auctions/live/hub.js';
import { countPublicChanges } from './modules/auctions/public-cache.js';
import { authModule } from './modules/auth/index.js';
import { dealersModule } from './modules/dealers/index.js';
import { healthModule } from './modules/health/index.js';
import { kycModule } from './modules/kyc/index.js';
import { listingsModule } from './modules/listings/index.js';
import { metricsModule } from './modules/metrics/index.js';
import { requestMetrics } from './modules/metrics/request-metrics.js';
import { notificationsModule } from './modules/notifications/index.js';
import { loadPageRenderer } from './modules/pages/index.js';
import { invoicesModule } from './modules/invoices/index.js';
import { paymentsModule } from './modules/payments/index.js';
import { savedSearchesModule } from './modules/saved-searches/index.js';
import { seoModule } from './modules/seo/index.js';
import { createUploadsModule, type UploadsService } from './modules/uploads/index.js';
import { watchlistModule } from './modules/watchlist/index.js';
import type { AppServices } from './plugins/app-context.js';
import { accessTokensFor, authPlugin } from './plugins/auth.js';
import { errorHandler } from './plugins/error-handler.js';
import { httpPlugins } from './plugins/http-plugins.js';
import { requestParsing } from './plugins/request-parsing.js';
import { securityHeaders } from './plugins/security-headers.js';
import { serverOptions } from './plugins/server-options.js';
import { shutdown } from './plugins/shutdown.js';
import { webPlugin } from './plugins/web.js';

export { BODY_LIMIT_BYTES } from './plugins/server-options.js';

declare module './plugins/app-context.js' {
  interface AppServices {
    uploads: UploadsService;
  }
}

export interface AppDeps {
  /** An open database; when absent one is opened from the config. Closed with the app. */
  db?: Database;
  clock?: Clock;
  /** Where pino writes; standard output when absent. */
  logStream?: { write(line: string): void };
  /** Upload storage; the driver STORAGE_DRIVER names when absent. */
  storage?: StorageDriver;
  /** 0: the upload sweeps are not scheduled (tests call them); else cron jobs (ADR 041). */
  uploadSweepIntervalMs?: number;
  liveStream?: AuctionsModuleOptions['liveStream'];
  auctionTickMs?: number;
  /**
   * 0: each area's hourly pruning is not scheduled (tests call `app.housekeeping.run`); else
   * each is a cron job of its own (ADR 041).
   */
  housekeepingIntervalMs?: number;
  /** How often the instance's clock is compared with the database's (ms); 0: never. */
  clockCheckIntervalMs?: number;
  /**
   * Whether this instance takes background jobs and sends scheduled ones (default: yes). Without
   * workers jobs are still sent, and `app.jobs.runReady` runs them (tests).
   */
  jobWorkers?: boolean;
}

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the app: the instance, shared decorators, cross-cutting plugins, then the modules. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const db = deps.db ?? (await openDatabase({ ...config, poolSize: config.databasePoolSize }));
  const app = Fastify(serverOptions(config, deps.logStream)).withTypeProvider<ZodTypeProvider>();
  app.addHook('onClose', () => db.close());
  await app.register(shutdown);
  let secrets: SigningSecrets;
  try {
    // Off: a deploy job runs `npm run migrate`, and an instance refuses a database it lacks.
    if (config.migrateOnStart) await migrateDatabase(db);
    else await checkDatabaseMigrated(db);
    secrets = await signingSecrets(db, {
      jwtSecret: config.jwt.secret,
      dataDir: config.dataDir,
      clock,
    });
  } catch (err) {
    await db.close();
    throw err;
  }

  // Queues are declared while the modules register; they start once all have (ADR 041). This
  // onReady runs before the modules' own.
  const jobs = new Jobs({
    db,
    log: app.log,
    work: deps.jobWorkers ?? true,
    superviseSeconds: config.jobsSuperviseSeconds,
  });
  // What modules share, decorated before any of them registers (docs/architecture.md).
  const urlSigner = new UrlSigner(secrets.fileLinks);
  const uploads = createUploadsModule({
    jobs,
    signer: urlSigner,
    config,
    db,
    clock,
    log: app.log,
    storage: deps.storage,
    sweepIntervalMs: deps.uploadSweepIntervalMs,
  });
  // Per app, so apps built side by side (tests) keep their own counts.
  const metrics = createMetrics(
    {
      poolStats: () => db.poolStats(),
      openStreams: () => app.live.openStreams,
      imageQueue: () => uploads.images.stats,
      jobQueues: () => jobs.figures(),
    },
    { processMetrics: config.metrics.token !== undefined },
  );
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate('config', config);
  app.decorate('metrics', metrics);
  const limits = createLimitStore(config, {
    db,
    clock,
    log: app.log,
    onFallback: () => metrics.rateLimitFallbacks.inc(),
  });
  // Before the database closes: leases still held are given back.
  app.addHook('preClose', () => limits.close());
  app.decorate('limits', limits);
  app.decorate('jobs', jobs);
  // Each area registers its own pruning while it registers; the platform's tables' is here.
  const housekeeping = new Housekeeping({
    jobs,
    clock,
    log: app.log,
    schedule: deps.housekeepingIntervalMs !== 0,
  });
  housekeeping.prune(LIMITS_PRUNE_QUEUE, limitsPruning(db));
  app.decorate('housekeeping', housekeeping);
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
  app.decorate('fileLinks', uploads.fileLinks);
  app.decorate('urlSigner', urlSigner);
  app.decorate('live', new LiveHub({ db, log: app.log, maxBuffered: deps.liveStream?.maxPending }));
  // The modules add their own services as they register.
  app.decorate('services', {
    uploads: uploads.service,
  } as Partial<AppServices> as AppServices);

  // Cross-cutting plugins, in order.
  await app.register(requestParsing, { checkAnswers: config.env !== 'production' });
  await app.register(countPublicChanges, { db });
  await app.register(securityHeaders);
  await app.register(httpPlugins, { config, limits });
  await app.register(errorHandler);
  await app.register(authPlugin, { tokens: accessTokensFor(config, clock, secrets.jwt) });
  await app.register(requestMetrics, { metrics });

  // Modules, lower ones first (docs/architecture.md, "Module order"); each owns its prefixes.
  await app.register(
    async (api) => {
      // Unknown query parameters are a 422 (SPEC §8), also on routes that take none.
      api.addHook('onRoute', (route) => {
        route.schema = { querystring: z.strictObject({}), ...route.schema };
      });
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
      await api.register(healthModule, { clockCheckIntervalMs: deps.clockCheckIntervalMs });
      await api.register(metricsModule);
      await api.register(notificationsModule);
      await api.register(authModule);
      await api.register(dealersModule);
      await api.register(kycModule);
      await api.register(listingsModule);
      await api.register(uploads.routes);
      await api.register(auctionsModule, {
        tickMs: deps.auctionTickMs,
        liveStream: deps.liveStream,
      });
      await api.register(watchlistModule);
      await api.register(savedSearchesModule);
      await api.register(paymentsModule);
      await api.register(invoicesModule);
      await api.register(analyticsModule);
      await api.register(adminModule);
    },
    { prefix: '/api' },
  );
  // At the site's root, before the web app's files and fallback, which it must win over.
  await app.register(seoModule);
  const webDist = config.webDistDir ?? DEFAULT_WEB_DIST;
  await app.register(webPlugin, {
    distDir: webDist,
    pages: await loadPageRenderer(app, webDist),
  });
  await app.ready();
  return app;
}

export const webDistDefault = path.normalize(DEFAULT_WEB_DIST);
