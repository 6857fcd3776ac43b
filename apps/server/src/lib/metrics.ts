import { ERROR_STATUS } from '@gavel/contract';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/index.js';
import type { QueueFigures } from './jobs/index.js';

/**
 * The app's Prometheus metrics (docs/decisions/018-metrics.md). Each app has its own registry,
 * so several apps in one process (tests) never share counts. Every label takes a bounded set of
 * values: route patterns, never raw URLs; error codes from the contract, never free text.
 */

/** What the gauges read when scraped. */
export interface MetricSources {
  poolStats(): PoolStats;
  /** Open SSE streams on this instance. */
  openStreams(): number;
  /** The image queue of this instance (the uploads module's ImageQueue). */
  imageQueue(): { running: number; waiting: number; saturated: boolean; refused: number };
  /** The background job queues, as counted in the database (shared by every instance). */
  jobQueues(): Promise<QueueFigures[]>;
}

export type TransitionPhase = 'start' | 'end';

export type AppMetrics = ReturnType<typeof createMetrics>;

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const ERROR_CODES = new Set<string>(Object.keys(ERROR_STATUS));

/** Node's own metrics, one set per process: their collectors (a GC observer, an event-loop
 * histogram) cannot be stopped, so making them per app would leak one set per test app. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The `code` of an error envelope sent as `payload`, or `unknown`. */
export function errorCodeOf(payload: unknown): string {
  const text =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : '';
  try {
    const code = (JSON.parse(text) as { error?: { code?: unknown } } | null)?.error?.code;
    return typeof code === 'string' && ERROR_CODES.has(code) ? code : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Makes the metrics of one app. With `processMetrics` the scrape also carries Node's process
 * metrics (CPU, memory, event loop, GC), started the first time an app asks for them.
 */
export function createMetrics(sources: MetricSources, opts: { processMetrics: boolean }) {
  const registry = new Registry();
  const registers = [registry];
  if (opts.processMetrics) processMetrics();

  const requests = new Histogram({
    name: 'gavel_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status class; _count gives the rate.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const bids = new Counter({
    name: 'gavel_bids_total',
    help:
      'Answers of the bid route: accepted (placed, or raised: a leader raising its maximum), ' +
      'rejected (4xx) or failed (5xx), by code. Idempotent replays count again.',
    labelNames: ['outcome', 'code'] as const,
    registers,
  });
  new Gauge({
    name: 'gavel_sse_connections',
    help: 'Open live-event (SSE) streams on this instance.',
    registers,
    collect() {
      this.set(sources.openStreams());
    },
  });
  const tickLag = new Histogram({
    name: 'gavel_scheduler_tick_lag_seconds',
    help: 'How long after it was due each auction scheduler run started (due: one tick after the previous run started).',
    buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
    registers,
  });
  const transitionLag = new Histogram({
    name: 'gavel_auction_transition_lag_seconds',
    help: 'How long after its start_at or end_at an auction went live or ended (at commit).',
    labelNames: ['phase'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300],
    registers,
  });
  const clockOffset = new Gauge({
    name: 'gavel_clock_offset_seconds',
    help: "The database's clock minus this instance's, as last measured (checked every minute).",
    registers,
  });
  const pool = () => sources.poolStats();
  new Gauge({
    name: 'gavel_db_pool_max_connections',
    help: 'Connections the database pool may open (PGlite: 1).',
    registers,
    collect() {
      this.set(pool().max);
    },
  });
  new Gauge({
    name: 'gavel_db_pool_connections',
    help: 'Open database connections: idle or busy (PGlite: its one connection).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const { total, idle } = pool();
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'busy' }, total - idle);
    },
  });
  new Gauge({
    name: 'gavel_db_pool_waiting',
    help: 'Callers waiting for a database connection (PGlite: the queue behind the running job).',
    registers,
    collect() {
      this.set(pool().waiting);
    },
  });

  // One count per scrape for the three job gauges.
  let jobFigures: { at: number; figures: Promise<QueueFigures[]> } | undefined;
  const jobQueues = () => {
    const now = performance.now();
    if (!jobFigures || now - jobFigures.at > 1_000) {
      jobFigures = { at: now, figures: sources.jobQueues().catch(() => []) };
    }
    return jobFigures.figures;
  };
  new Gauge({
    name: 'gavel_jobs',
    help: 'Background jobs of each queue, cluster-wide: waiting (queued, retries included) and running (active).',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      for (const q of await jobQueues()) {
        this.set({ queue: q.name, state: 'queued' }, q.queued);
        this.set({ queue: q.name, state: 'active' }, q.active);
      }
    },
  });
  new Gauge({
    name: 'gavel_job_dead_letters',
    help: 'Jobs of each queue given up after their retries, waiting in its dead-letter queue.',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      for (const q of await jobQueues()) this.set({ queue: q.name }, q.failed);
    },
  });
  new Gauge({
    name: 'gavel_job_oldest_waiting_seconds',
    help: 'Age of the oldest job of each queue that is ready and not yet taken (0: none waits).',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      for (const q of await jobQueues()) this.set({ queue: q.name }, q.oldestWaitingSeconds);
    },
  });

  const images = () => sources.imageQueue();
  new Gauge({
    name: 'gavel_image_jobs',
    help: 'Images being decoded on this instance (running) and waiting their turn (waiting).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const { running, waiting } = images();
      this.set({ state: 'running' }, running);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  new Gauge({
    name: 'gavel_image_queue_saturated',
    help: '1 while the image queue is full and new images are answered 429, else 0.',
    registers,
    collect() {
      this.set(images().saturated ? 1 : 0);
    },
  });
  new Counter({
    name: 'gavel_image_jobs_refused_total',
    help: 'Images answered 429 because the image queue (per user or per instance) was full.',
    registers,
    collect() {
      this.reset();
      this.inc(images().refused);
    },
  });

  const rateLimitFallbacks = new Counter({
    name: 'gavel_rate_limit_fallbacks_total',
    help: 'Rate-limit checks counted in PostgreSQL because Redis did not answer (ADR 032).',
    registers,
  });

  return {
    registry,
    contentType: registry.contentType,
    rateLimitFallbacks,

    /** One answered request; `route` is the matched pattern, undefined when none matched. */
    observeRequest(
      route: string | undefined,
      method: string,
      statusCode: number,
      seconds: number,
    ): void {
      requests.observe(
        {
          method: METHODS.has(method) ? method : 'OTHER',
          route: route ?? 'unmatched',
          status_class: `${Math.floor(statusCode / 100)}xx`,
        },
        seconds,
      );
    },

    /** One answer of the bid route, from its status and serialized body. */
    /**
     * `code` is the envelope's code when the route knows it (every answer the bidding service
     * gives); otherwise the sent payload is read for it, which only errors raised before the
     * handler (validation, sign-in, a failure) need.
     */
    bidAnswered(statusCode: number, code: string | undefined, payload: unknown): void {
      if (statusCode < 300) {
        bids.inc({ outcome: 'accepted', code: statusCode === 201 ? 'placed' : 'raised' });
        return;
      }
      bids.inc({
        outcome: statusCode >= 500 ? 'failed' : 'rejected',
        code: code ?? errorCodeOf(payload),
      });
    },

    tickLag(seconds: number): void {
      tickLag.observe(seconds);
    },

    transitionLag(phase: TransitionPhase, seconds: number): void {
      transitionLag.observe({ phase }, seconds);
    },

    /** The last measured offset of the database's clock from this instance's. */
    clockOffset(seconds: number): void {
      clockOffset.set(seconds);
    },

    /** The exposition text: this app's metrics, then the process's when enabled. */
    async render(): Promise<string> {
      const own = await registry.metrics();
      return opts.processMetrics ? own + (await processMetrics().metrics()) : own;
    },
  };
}
