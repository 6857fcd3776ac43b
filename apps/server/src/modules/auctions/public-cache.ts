import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import { FilledGzip } from '../../lib/filled-gzip.js';
import { MicroCache } from '../../lib/micro-cache.js';

/** The serialized public auction answers, kept for a moment (ADR 021). */
export interface PublicCache {
  /** The JSON text `compute()` answers for `key`, with `server_time` of this moment. */
  serve(key: string, compute: () => Promise<string>): Promise<string>;
  /**
   * A server-rendered public page (ADR 034) under the same rule: kept while no write was
   * answered since; the `server_time` of the answers it carries is of this moment.
   */
  servePage(key: string, render: () => Promise<CachedPage>): Promise<CachedPage>;
}

export interface CachedPage {
  status: number;
  html: string;
  /** A redirect's target (a path on this site). */
  location?: string | undefined;
  /**
   * The gzip of `html`, when the cache keeps it compressed (its fixed parts compressed once
   * per kept page, ADR 050); otherwise the web plugin compresses `html`.
   */
  gzip?: (() => Buffer) | undefined;
}

interface KeptPage {
  page: CachedPage;
  /** The page around its `server_time` values. */
  filled: FilledGzip;
}

const SERVER_TIME = /"server_time":"[^"]*"/g;
const MAX_ENTRIES = 500;

/**
 * Says that committed writes may have changed a public answer: moves the `public_changes`
 * sequence on. Called after the commit and before the write is answered (or, for the
 * scheduler, after its transitions), on whichever instance made it; every instance counts its
 * writes, whatever its own `PUBLIC_CACHE_MS`. Sequences ignore transactions: the new value is
 * seen by every session at once.
 */
export async function publicAnswersChanged(db: Database): Promise<void> {
  await db.read((ex) => ex.execute(sql.raw(COUNT_PUBLIC_CHANGE)));
}

/** The statement that counts a change: for `Database.transactionThen`, right after a commit. */
export const COUNT_PUBLIC_CHANGE = "select nextval('public_changes')";

const countedWith = new WeakSet<object>();

/**
 * Says that this request's write was already counted with its commit (`transactionThen`), so
 * the hook that counts every answered write does not count it again.
 */
export function markPublicChangeCounted(request: object): void {
  countedWith.add(request);
}

export const wasPublicChangeCounted = (request: object): boolean => countedWith.has(request);

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Counts every answered write before it is answered, so no instance serves a public answer
 * older than it (ADR 021). Refused writes changed nothing. The write has committed: if counting
 * fails (the database just went away), it is still answered, and caches lapse within their TTL.
 * Breaks encapsulation on purpose: it must see the writes of every module.
 */
export const countPublicChanges = fp(
  (app: FastifyInstance, { db }: { db: Database }) => {
    app.addHook('onSend', async (request, reply) => {
      if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400) return;
      if (wasPublicChangeCounted(request)) return;
      try {
        await publicAnswersChanged(db);
      } catch (err) {
        request.log.warn({ err }, 'could not count a write for the public read cache');
      }
    });
  },
  { name: 'count-public-changes' },
);

const rowsOf = (result: unknown) => (result as { rows: { v: string | number }[] }).rows;

/**
 * Null when `ttlMs` is 0. An entry is kept for `ttlMs` and only while `public_changes` stays
 * where it was when the entry was computed: every read first asks the database for the
 * sequence's value (one tiny query, on every instance the same), so a read that starts after a
 * write has been answered never gets an answer computed before that write (SPEC §8). An entry
 * is computed after reading the value, so it holds at least every write answered before then.
 */
export function createPublicCache(ttlMs: number, clock: Clock, db: Database): PublicCache | null {
  if (ttlMs <= 0) return null;
  const now = () => clock.now().getTime();
  const cache = new MicroCache<string>(ttlMs, MAX_ENTRIES, now);
  const pages = new MicroCache<KeptPage>(ttlMs, MAX_ENTRIES, now);
  const version = async () =>
    String(
      rowsOf(
        await db.read((ex) =>
          ex.execute(
            // Before the first nextval, last_value is already the start value: only
            // is_called tells the two apart.
            sql`select case when is_called then last_value else 0 end as v from public_changes`,
          ),
        ),
      )[0]?.v,
    );
  return {
    async serve(key, compute) {
      const at = await version();
      const text = await cache.get(`${at} ${key}`, compute);
      // Clients set their countdowns by server_time: it is always the time of this answer.
      return text.replace(SERVER_TIME, `"server_time":"${clock.now().toISOString()}"`);
    },
    async servePage(key, render) {
      const at = await version();
      const { page, filled } = await pages.get(`${at} ${key}`, async () => {
        const rendered = await render();
        return { page: rendered, filled: FilledGzip.around(rendered.html, SERVER_TIME) };
      });
      // One reading of the clock for the page's every answer, as before.
      const fill = `"server_time":"${clock.now().toISOString()}"`;
      return { ...page, html: filled.text(fill), gzip: () => filled.gzip(fill) };
    },
  };
}
