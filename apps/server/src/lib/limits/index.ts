import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitOptions,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/index.js';
import type { Clock } from '../clock.js';
import { withFallback } from './fallback.js';
import { memoryStore } from './memory.js';
import { postgresStore } from './postgres.js';
import { redisStore } from './redis.js';
import type { LimitStore } from './store.js';

export type { Lease, LimitStore } from './store.js';

/**
 * Where this instance counts its rate limits (SPEC §9, ADR 032): Redis when `REDIS_URL` is set
 * (PostgreSQL while it does not answer), PostgreSQL otherwise, memory on the embedded database.
 */
export function createLimitStore(
  config: Pick<Config, 'redis' | 'rateLimit'>,
  deps: { db: Database; clock: Clock; log: FastifyBaseLogger; onFallback?: () => void },
): LimitStore {
  const { db, clock, log } = deps;
  // With RATE_LIMIT=off nothing counts: no connection to Redis is opened for nothing.
  if (db.kind === 'pglite' || !config.rateLimit.enabled) return memoryStore(clock);
  const postgres = postgresStore({ db, clock, log });
  if (!config.redis) return postgres;
  const redis = redisStore(config.redis, { clock, log });
  return withFallback(redis, postgres, { log, onFallback: deps.onFallback });
}

/**
 * `@fastify/rate-limit` counting in `store`: each route's requests on keys of their own, so
 * every instance counts a route's requests together.
 */
export function rateLimitStoreOf(store: LimitStore): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    /** The plugin passes its options; `child` passes the route's key prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'any:';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      store.hit(`${this.prefix}${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new SharedStore(`${String(route?.method)} ${String(route?.url)}:`);
    }
  }
  return SharedStore;
}

/** A route's limit per client address: `max` requests per `windowMs`. */
export const perIp = (max: number, windowMs: number): { rateLimit: RateLimitOptions } => ({
  rateLimit: { max, timeWindow: windowMs },
});

/**
 * A route's limit per signed-in user: `max` requests per `windowMs`, counted once the access
 * token is checked (an unauthenticated request is answered 401 before it counts).
 */
export const perUser = (max: number, windowMs: number): { rateLimit: RateLimitOptions } => ({
  rateLimit: {
    max,
    timeWindow: windowMs,
    hook: 'preValidation',
    keyGenerator: (request: FastifyRequest) => `user:${request.auth?.userId ?? request.ip}`,
  },
});
