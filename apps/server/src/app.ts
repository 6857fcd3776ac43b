import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import pino from 'pino';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import type { Config } from './config.js';
import { migrateDatabase, openDatabase, type Database } from './db/index.js';
import { systemClock, type Clock } from './lib/clock.js';
import { AppError, validationError } from './lib/errors.js';
import { redactError, redactText } from './lib/log-redaction.js';
import { createMetrics } from './lib/metrics.js';
import { persistentSecret } from './lib/secrets.js';
import { unstorableText } from './lib/unstorable-text.js';
import type { StorageDriver } from './lib/storage/index.js';
import { authRoutes } from './modules/auth/routes.js';
import { createAuthService, type AuthService } from './modules/auth/service.js';
import { AccessTokens } from './modules/auth/tokens.js';
import { healthRoutes } from './modules/health/routes.js';
import { requestMetrics } from './modules/metrics/request-metrics.js';
import { metricsRoutes } from './modules/metrics/routes.js';
import { adminDealerRoutes } from './modules/dealers/admin-routes.js';
import { dealerRoutes } from './modules/dealers/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { createListingReviewService } from './modules/admin/listing-review.js';
import { createBiddingService } from './modules/auctions/bidding.js';
import { answerSerializerCompiler } from './lib/answer-serializer.js';
import {
  createPublicCache,
  publicAnswersChanged,
  wasPublicChangeCounted,
} from './modules/auctions/public-cache.js';
import { createAuctionReads } from './modules/auctions/reads.js';
import { dealerAuctionRoutes, publicAuctionRoutes } from './modules/auctions/routes.js';
import { adminAuctionRoutes } from './modules/auctions/admin-routes.js';
import { createAuctionLifecycle } from './modules/auctions/lifecycle.js';
import { createSellerAuctions } from './modules/auctions/lifecycle-seller.js';
import {
  AUCTION_TICK_MS,
  createAuctionScheduler,
  type AuctionScheduler,
} from './modules/auctions/scheduler.js';
import { sellerAuctionRoutes } from './modules/auctions/seller-routes.js';
import { createDealerListingView } from './modules/dealers/listing-view.js';
import { dealerListingRoutes } from './modules/dealers/listing-view-routes.js';
import { createOverviewService } from './modules/admin/overview.js';
import { adminAnalyticsRoutes } from './modules/analytics/routes.js';
import { createAnalyticsService } from './modules/analytics/service.js';
import { adminPaymentRoutes } from './modules/payments/routes.js';
import { createPaymentsService } from './modules/payments/service.js';
import { dealerWatchlistRoutes } from './modules/watchlist/routes.js';
import { createWatchlistService } from './modules/watchlist/service.js';
import { createDealerService } from './modules/dealers/service.js';
import { createMailer } from './modules/notifications/mailer.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { createNotificationService } from './modules/notifications/service.js';
import {
  createEmailWorker,
  EMAIL_TICK_MS,
  type EmailWorker,
} from './modules/notifications/worker.js';
import { LiveHub } from './modules/auctions/live-hub.js';
import { liveRoutes, type LiveRoutesOptions } from './modules/auctions/live-routes.js';
import { publicListingRoutes, sellerListingRoutes } from './modules/listings/routes.js';
import { createListingService } from './modules/listings/service.js';
import { adminKycRoutes } from './modules/kyc/admin-routes.js';
import { kycRoutes } from './modules/kyc/routes.js';
import { createKycService } from './modules/kyc/service.js';
import {
  createUploadsModule,
  type FileLinks,
  type UploadsService,
} from './modules/uploads/index.js';
import { authPlugin } from './plugins/auth.js';
import {
  createHousekeeping,
  HOUSEKEEPING_INTERVAL_MS,
  type Housekeeping,
} from './modules/maintenance/housekeeping.js';
import { clientErrorHandler, errorHandler, frameworkErrors } from './plugins/error-handler.js';
import { webPlugin } from './plugins/web.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Headers are small: even a poor mobile link sends them in well under this (ADR 024). */
const HEADERS_TIMEOUT_MS = 20_000;
/**
 * Idle connections stay open this long between requests: longer than the 60 s idle timeout of
 * common load balancers, so the balancer never reuses a connection the server just closed.
 */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/**
 * A connection on which nothing at all moves for this long is closed: a client that stopped
 * reading. Live streams send a heartbeat every 15 s, so a reader that keeps up never gets near it.
 */
const CONNECTION_IDLE_TIMEOUT_MS = 120_000;

export interface AppDeps {
  /** An open database; when absent one is opened from the config. Closed with the app. */
  db?: Database;
  clock?: Clock;
  /** Where pino writes; standard output when absent. */
  logStream?: { write(line: string): void };
  /** Upload storage; the driver STORAGE_DRIVER names when absent. */
  storage?: StorageDriver;
  /** How often expired uploads are swept (ms); 0 turns the timer off. */
  uploadSweepIntervalMs?: number;
  /** Live event streams' heartbeat and per-client backlog; the defaults when absent. */
  liveStream?: LiveRoutesOptions['stream'];
  /** How often due auction transitions run (ms); 0 turns the timer off (tests call runDue). */
  auctionTickMs?: number;
  /** How often old sessions, failed logins and idempotency keys are removed; 0: never. */
  housekeepingIntervalMs?: number;
  /** How often queued emails are sent (ms); 0 turns the timer off (tests call runDue). */
  emailTickMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    clock: Clock;
    config: Config;
    services: {
      auth: AuthService;
      fileLinks: FileLinks;
      uploads: UploadsService;
      auctionScheduler: AuctionScheduler;
      housekeeping: Housekeeping;
      emailWorker: EmailWorker;
    };
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const clock = deps.clock ?? systemClock;
  const db = deps.db ?? (await openDatabase({ ...config, poolSize: config.databasePoolSize }));

  const requestTimeoutMs = config.requestTimeoutSeconds * 1000;
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    // Node counts the request timeout until the request has arrived, not while it is answered,
    // so live streams are not cut. Connections are checked against it every second (Node's
    // default is every 30 s, which would let a slow body live half a minute longer).
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: CONNECTION_IDLE_TIMEOUT_MS,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(1000, requestTimeoutMs / 4),
    },
    clientErrorHandler,
    trustProxy: config.trustProxy,
    // Answered by the hook below with the API's own envelope.
    return503OnClosing: false,
    frameworkErrors,
    forceCloseConnections: 'idle',
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    logger: {
      level: config.logLevel,
      ...(deps.logStream ? { stream: deps.logStream } : {}),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.refresh_token',
          '*.access_token',
          '*.token',
          '*.refreshToken',
        ],
        censor: '[REDACTED]',
      },
      serializers: {
        req: (req: { method: string; url: string; ip?: string; id: string }) => ({
          id: req.id,
          method: req.method,
          // Signed file links, upload tokens and stray access tokens travel in the query.
          url: redactText(req.url),
          ip: req.ip,
        }),
        // An error's message or an SDK's request may quote a signed URL or a header.
        err: (err: Error) => redactError(pino.stdSerializers.err(err)),
      },
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.addHook('onClose', () => db.close());
  // While draining, requests that arrive on open keep-alive connections are turned away.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    void reply.header('connection', 'close');
    throw new AppError('unavailable', 'The server is restarting. Please try again.');
  });
  try {
    await migrateDatabase(db);
  } catch (err) {
    await db.close();
    throw err;
  }

  // Fastify hands a missing body to validation as null; to our schemas "no body" is undefined,
  // so a body whose fields are all optional may be omitted. Input its schema takes is still
  // refused when it holds text the database cannot store (NUL, unpaired surrogates).
  app.setValidatorCompiler<ZodType>((route) => {
    const validate = validatorCompiler(route);
    const checked = (data: unknown) => {
      const result = validate(data);
      if (route.httpPart === 'headers' || typeof result !== 'object' || 'error' in result) {
        return result;
      }
      const issues = unstorableText(data);
      return issues.length > 0 ? { error: issues } : result;
    };
    return route.httpPart === 'body' ? (data: unknown) => checked(data ?? undefined) : checked;
  });
  app.setSerializerCompiler(
    answerSerializerCompiler({ checkAnswers: config.env !== 'production' }),
  );

  // An empty body with a JSON content type counts as no body (SPEC §8).
  const notAnObject = () =>
    validationError(
      [{ path: '', message: 'Expected a JSON object' }],
      'The request body must be a JSON object.',
    );
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, (err, value: unknown) => {
      if (err) done(new AppError('bad_request', 'The request body is not valid JSON.'), undefined);
      // Every body the API takes is an object: `null`, arrays and bare values are refused
      // here, so `null` is never read as "no body" (SPEC §8).
      else if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        done(notAnObject(), undefined);
      } else done(null, value);
    });
  });
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  // A write is counted before it is answered, so no instance serves a public answer older than
  // it (ADR 021). Refused writes changed nothing. The write has committed: if counting fails
  // (the database just went away), it is still answered, and caches lapse within their TTL.
  app.addHook('onSend', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    if (wasPublicChangeCounted(request)) return;
    try {
      await publicAnswersChanged(db);
    } catch (err) {
      request.log.warn({ err }, 'could not count a write for the public read cache');
    }
  });

  const secret = config.jwt.secret ?? persistentSecret(config.dataDir, 'jwt-secret');
  const tokens = new AccessTokens(secret, {
    issuer: config.jwt.issuer,
    audience: config.jwt.audience,
    ttlSeconds: config.accessTokenTtlSeconds,
    clock,
  });
  const auth = createAuthService({
    db,
    clock,
    tokens,
    refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
    loginLimit: {
      enabled: config.rateLimit.enabled,
      maxFailures: config.rateLimit.loginMaxFailures,
      windowSeconds: config.rateLimit.loginWindowSeconds,
    },
  });
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate('config', config);
  const uploads = createUploadsModule({
    config,
    db,
    clock,
    log: app.log,
    storage: deps.storage,
    sweepIntervalMs: deps.uploadSweepIntervalMs,
  });
  const links = uploads.fileLinks;
  // Per app, so apps built side by side (tests) keep their own counts. Gauges are read at
  // scrape time, when the live hub exists.
  const metrics = createMetrics(
    { poolStats: () => db.poolStats(), openStreams: () => app.live.openStreams },
    { processMetrics: config.metrics.token !== undefined },
  );
  const auctionScheduler = createAuctionScheduler({ db, clock, links, log: app.log, metrics });
  const housekeeping = createHousekeeping({
    db,
    clock,
    log: app.log,
    loginWindowSeconds: config.rateLimit.loginWindowSeconds,
  });
  const mailer = createMailer({
    smtpUrl: config.mail.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mail.from,
  });
  const emailWorker = createEmailWorker({
    db,
    clock,
    log: app.log,
    mailer,
    publicUrl: config.publicUrl,
  });
  app.decorate('services', {
    auth,
    fileLinks: uploads.fileLinks,
    uploads: uploads.service,
    auctionScheduler,
    housekeeping,
    emailWorker,
  });
  // Timed auction transitions: started once the app is ready, stopped before the database closes.
  app.addHook('onReady', () => auctionScheduler.startTimer(deps.auctionTickMs ?? AUCTION_TICK_MS));
  app.addHook('preClose', () => auctionScheduler.stopTimer());
  app.addHook('onReady', () =>
    housekeeping.startTimer(deps.housekeepingIntervalMs ?? HOUSEKEEPING_INTERVAL_MS),
  );
  app.addHook('preClose', () => housekeeping.stopTimer());
  // Emails go out after their transactions commit, from this timer; the mailer closes last.
  app.addHook('onReady', () => emailWorker.startTimer(deps.emailTickMs ?? EMAIL_TICK_MS));
  app.addHook('preClose', () => emailWorker.stopTimer());
  app.addHook('onClose', () => mailer.close());
  const kyc = createKycService({ db, clock, fileLinks: uploads.fileLinks });
  const dealers = createDealerService({ db, clock });
  const listings = createListingService({
    db,
    clock,
    links: uploads.fileLinks,
    currency: config.currency,
    deleteFiles: (ids) => uploads.service.deleteFiles(ids),
  });
  const review = createListingReviewService({ db, clock, links: uploads.fileLinks });
  const overview = createOverviewService({ db });
  const payments = createPaymentsService({ db });
  const analytics = createAnalyticsService({ db, clock, currency: config.currency });
  const watchlist = createWatchlistService({ db, clock });
  const notifications = createNotificationService({ db, clock });
  const live = new LiveHub({ db, log: app.log, maxBuffered: deps.liveStream?.maxPending });
  app.decorate('live', live);
  const lifecycle = createAuctionLifecycle({ db, clock, links, auction: config.auction });
  const sellerAuctions = createSellerAuctions({ db, clock, links });
  const dealerListingView = createDealerListingView({ db, clock, links });
  const auctionReads = createAuctionReads({ db, clock, links: uploads.fileLinks });
  const bidding = createBiddingService({
    db,
    clock,
    links: uploads.fileLinks,
    softCloseSeconds: config.auction.softCloseSeconds,
  });

  // External plugins.
  // Helmet's middleware, built once: @fastify/helmet builds it again on every request, which
  // showed as 2.6 % of the public list's CPU (issue 15). No route has its own helmet settings.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and Sonner set style attributes and inject style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Uploaded photos are served to other origins (the Vite dev server).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet 8 throws instead of passing an error on; `next` is only ever called without one.
    securityHeaders(request.raw, reply.raw, () => {
      done();
    });
  });
  await app.register(fastifyCors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key', 'Last-Event-ID'],
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  });
  if (config.rateLimit.enabled) {
    await app.register(fastifyRateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError('rate_limited', 'Too many requests. Please wait before trying again.', {
          retry_after_seconds: Math.ceil(context.ttl / 1000),
        }),
    });
  }
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Gavel API',
        description: 'Timed online auctions between private sellers and dealers.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // App plugins.
  await app.register(errorHandler);
  await app.register(authPlugin, { tokens });
  await app.register(requestMetrics, { metrics });

  // Module routes.
  await app.register(
    async (api) => {
      // Unknown query parameters are a 422 (SPEC §8), also on routes that take none.
      api.addHook('onRoute', (route) => {
        route.schema = { querystring: z.strictObject({}), ...route.schema };
      });
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
      await api.register(healthRoutes, { db });
      await api.register(metricsRoutes, { metrics, token: config.metrics.token });
      await api.register(authRoutes, { prefix: '/auth', auth });
      await api.register(uploads.routes);
      await api.register(kycRoutes, { kyc });
      await api.register(adminKycRoutes, { kyc });
      await api.register(dealerRoutes, { dealers });
      await api.register(adminDealerRoutes, { dealers });
      await api.register(sellerListingRoutes, { prefix: '/seller/listings', listings });
      await api.register(publicListingRoutes, { prefix: '/listings', listings });
      await api.register(adminRoutes, { prefix: '/admin', review, overview });
      await api.register(liveRoutes, { db, hub: live, stream: deps.liveStream });
      await api.register(publicAuctionRoutes, {
        prefix: '/auctions',
        reads: auctionReads,
        cache: createPublicCache(config.publicCacheMs, clock, db),
      });
      await api.register(dealerAuctionRoutes, {
        prefix: '/dealer/auctions',
        reads: auctionReads,
        bidding,
        onBidAnswer: (status, code, payload) => metrics.bidAnswered(status, code, payload),
      });
      await api.register(adminAuctionRoutes, { prefix: '/admin/auctions', lifecycle });
      await api.register(adminPaymentRoutes, { payments });
      await api.register(adminAnalyticsRoutes, { analytics });
      await api.register(dealerWatchlistRoutes, { prefix: '/dealer/watchlist', watchlist });
      await api.register(sellerAuctionRoutes, { prefix: '/seller', auctions: sellerAuctions });
      await api.register(dealerListingRoutes, { view: dealerListingView });
      await api.register(notificationRoutes, { prefix: '/notifications', notifications });
    },
    { prefix: '/api' },
  );
  await app.register(webPlugin, { distDir: config.webDistDir ?? DEFAULT_WEB_DIST });

  await app.ready();
  if (config.admin) {
    await auth.ensureStaffUser({
      ...config.admin,
      name: 'Administrator',
      role: 'ADMIN',
      via: 'ADMIN_EMAIL',
    });
  }
  return app;
}

export const webDistDefault = path.normalize(DEFAULT_WEB_DIST);
