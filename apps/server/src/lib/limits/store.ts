/**
 * Where the rate limits count (SPEC §9, ADR 032): one interface, three places. Redis when
 * `REDIS_URL` is set, PostgreSQL otherwise (and while Redis does not answer), memory only on
 * the embedded database, which one process holds anyway.
 */

/** One request counted in a fixed window. */
export interface Hit {
  /** Requests counted in the window so far, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

/** A place among the open streams of one key, held until released or lapsed. */
export interface Lease {
  release(): Promise<void>;
}

export interface LimitStore {
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Counts one request on `key` in its fixed window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<Hit>;
  /**
   * Takes a place among at most `max` open leases on `key`, or answers null when they are all
   * taken. The store renews its own leases while they are held (`LEASE_MS`); a lease whose
   * instance died lapses by itself.
   */
  acquire(key: string, max: number): Promise<Lease | null>;
  /** Stops renewing and closes connections; leases still held are released. */
  close(): Promise<void>;
}

/** How long a lease lives without renewal: the longest a crashed instance's streams count. */
export const LEASE_MS = 60_000;
/** How often a store renews the leases it holds. */
export const LEASE_RENEW_MS = 20_000;
