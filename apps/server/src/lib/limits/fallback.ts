import type { Hit, Lease, LimitStore } from './store.js';

export interface FallbackLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Redis first, PostgreSQL while Redis does not answer (ADR 032). Limits keep holding across
 * instances during an outage, counted afresh in PostgreSQL, instead of failing every limited
 * request or letting everything through. After a failure Redis is left alone for `retryMs`,
 * so an outage costs one failed command per instance every few seconds, not one per request.
 */
export function withFallback(
  primary: LimitStore,
  fallback: LimitStore,
  opts: { log: FallbackLog; onFallback?: () => void; retryMs?: number },
): LimitStore {
  const retryMs = opts.retryMs ?? 5_000;
  let downUntil = 0;
  let down = false;

  async function run<T>(use: (store: LimitStore) => Promise<T>): Promise<T> {
    if (Date.now() >= downUntil) {
      try {
        const result = await use(primary);
        if (down) {
          down = false;
          opts.log.info({}, 'rate limits: redis answers again; counting there');
        }
        return result;
      } catch (err) {
        downUntil = Date.now() + retryMs;
        if (!down) {
          down = true;
          opts.log.warn(
            { err: { message: (err as Error).message } },
            'rate limits: redis does not answer; counting in PostgreSQL until it does',
          );
        }
      }
    }
    opts.onFallback?.();
    return use(fallback);
  }

  return {
    kind: primary.kind,
    hit: (key: string, windowMs: number): Promise<Hit> => run((s) => s.hit(key, windowMs)),
    acquire: (key: string, max: number): Promise<Lease | null> => run((s) => s.acquire(key, max)),
    close: async () => {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
