import { Redis } from 'ioredis';
import type { Clock } from '../clock.js';
import type { TaskLog } from '../interval-task.js';
import { HeldLeases } from './held-leases.js';
import { LEASE_MS, type Hit, type LimitStore } from './store.js';

// One round trip each, atomic in Redis.
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// KEYS[1]: the key's sorted set of lease ids scored by expiry. ARGV: now, max, id, expiry, ms.
const ACQUIRE = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[4], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1`;

interface LimitCommands {
  gavelHit(key: string, windowMs: number): Promise<[number, number]>;
  gavelAcquire(
    key: string,
    now: number,
    max: number,
    id: string,
    expiry: number,
    leaseMs: number,
  ): Promise<number>;
}

export interface RedisStoreOptions {
  url: string;
  /** Put before every key, so several deployments (or test runs) can share one Redis. */
  keyPrefix: string;
  /** A command that has not answered by then fails, and the caller falls back. */
  commandTimeoutMs?: number;
}

/**
 * Counters in Redis, shared by every instance that names the same server. Commands are never
 * queued while Redis is unreachable: they fail at once, so the caller can count elsewhere
 * instead of making requests wait (ADR 032).
 */
export function redisStore(
  opts: RedisStoreOptions,
  deps: { clock: Clock; log: TaskLog & { warn(obj: object, msg: string): void } },
): LimitStore & { client: Redis } {
  const client = new Redis(opts.url, {
    keyPrefix: opts.keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: opts.commandTimeoutMs ?? 500,
    connectTimeout: 2_000,
    // Reconnect forever, at most every two seconds.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    lazyConnect: false,
  }) as Redis & LimitCommands;
  client.defineCommand('gavelHit', { numberOfKeys: 1, lua: HIT });
  client.defineCommand('gavelAcquire', { numberOfKeys: 1, lua: ACQUIRE });
  // Errors are answered per command (and logged by the fallback); the client only reports
  // lost connections here, once per outage.
  let reported = false;
  client.on('error', (err: Error) => {
    if (reported) return;
    reported = true;
    deps.log.warn({ err: { message: err.message } }, 'redis: connection lost; reconnecting');
  });
  client.on('ready', () => {
    reported = false;
  });

  const leaseKey = (key: string) => `lease:${key}`;
  const leases = new HeldLeases(
    async (held) => {
      const expiry = deps.clock.now().getTime() + LEASE_MS;
      const pipeline = client.pipeline();
      for (const [id, key] of held) {
        pipeline.zadd(leaseKey(key), expiry, id);
        pipeline.pexpire(leaseKey(key), LEASE_MS);
      }
      // A pipeline answers each command's error instead of failing: report the first.
      const failed = (await pipeline.exec())?.find(([err]) => err !== null)?.[0];
      if (failed) throw failed;
    },
    deps.log,
    async (id, key) => {
      await client.zrem(leaseKey(key), id);
    },
  );

  return {
    kind: 'redis',
    client,
    async hit(key, windowMs): Promise<Hit> {
      const [count, ttl] = await client.gavelHit(`hit:${key}`, windowMs);
      return { count, resetInMs: ttl };
    },
    acquire: (key, max) =>
      leases.take(key, async (id) => {
        const now = deps.clock.now().getTime();
        return (
          (await client.gavelAcquire(leaseKey(key), now, max, id, now + LEASE_MS, LEASE_MS)) === 1
        );
      }),
    async close() {
      await leases.close();
      client.disconnect();
    },
  };
}
