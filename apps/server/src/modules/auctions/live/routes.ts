import { auctionIdParamsSchema, LIVE_STREAM_RETRY_SECONDS } from '@gavel/contract';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/index.js';
import { notFound, rateLimited } from '../../../lib/errors.js';
import type { Lease, LimitStore } from '../../../lib/limits/index.js';
import { errorResponses } from '../../../lib/route-schemas.js';
import { toLiveEvent, type LiveHub } from './hub.js';
import { eventsAfter, lastEventId } from './repository.js';
import { DEFAULT_SSE_OPTIONS, SseStream, type SseStreamOptions } from './stream.js';
import { findAuction } from '../repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live auction events of this instance (SPEC §5.3); `openStreams` is its gauge. */
    live: LiveHub;
  }
}

/** An id this API sent in an `id:` line. */
const eventIdSchema = z
  .string()
  .regex(/^\d{1,15}$/, 'Expected an event id')
  .transform(Number);

const eventsHeadersSchema = z.object({ 'last-event-id': eventIdSchema.optional() });
const eventsQuerySchema = z.strictObject({
  /** For EventSource polyfills that cannot send Last-Event-ID on reconnect. */
  last_event_id: eventIdSchema.optional(),
});

export interface LiveRoutesOptions {
  db: Database;
  hub: LiveHub;
  stream?: Partial<SseStreamOptions>;
  /** Open streams per client address (across instances) and on this instance; null: none. */
  limits: { store: LimitStore; perIp: number; perInstance: number } | null;
}

/**
 * `GET /api/auctions/{id}/events` (SPEC §5.3): replays the stored events after Last-Event-ID,
 * then streams live ones. Owns the hub's lifecycle: listening before the first request, and
 * every stream ended before the server waits for open requests to finish.
 */
export const liveRoutes: FastifyPluginCallbackZod<LiveRoutesOptions> = (app, opts, done) => {
  const { db, hub, limits } = opts;
  // Streams admitted on this instance, counted before the first await so none slips past.
  let admitted = 0;

  /** A place for one more stream of `ip`, or 429: the lease to give back when it closes. */
  async function admit(ip: string): Promise<Lease | null> {
    if (!limits) return null;
    if (admitted >= limits.perInstance) {
      throw rateLimited(
        'This server has too many live updates open. Please try again shortly.',
        LIVE_STREAM_RETRY_SECONDS,
      );
    }
    admitted += 1;
    let lease: Lease | null = null;
    try {
      // An IPv6 host has a /64 of addresses: counted as one, as the other per-IP limits do.
      lease = await limits.store.acquire(`streams:${normalizeIP(ip, 64)}`, limits.perIp);
    } finally {
      if (!lease) admitted -= 1;
    }
    if (lease) return lease;
    throw rateLimited(
      'Too many live updates are open from your address. Close some pages and try again.',
      LIVE_STREAM_RETRY_SECONDS,
    );
  }

  function leave(lease: Lease | null): void {
    if (!limits) return;
    admitted -= 1;
    lease?.release().catch(() => {
      // The lease lapses by itself (LEASE_MS); nothing to answer here.
    });
  }
  const streamOptions = { ...DEFAULT_SSE_OPTIONS, ...opts.stream };
  const pageSize = Math.max(1, Math.min(500, streamOptions.maxPending));

  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.close());

  app.get(
    '/:id/events',
    {
      schema: {
        tags: ['auctions'],
        summary: 'Live events of an auction (Server-Sent Events)',
        description:
          'A `text/event-stream` of `bid`, `extended`, `ended` and `message` events, each with ' +
          "its id as `id`: the first three with the auction's public fields as `data`, " +
          '`message` (a new message in a sold auction’s thread, SPEC §13.3) with `{}`, the ' +
          'parties reading the thread itself. Reconnecting with ' +
          '`Last-Event-ID` (or `?last_event_id=`) first replays every later event. A comment ' +
          'line is sent every 15 seconds.',
        params: auctionIdParamsSchema,
        headers: eventsHeadersSchema,
        querystring: eventsQuerySchema,
        response: {
          200: z.string().describe('text/event-stream'),
          ...errorResponses(404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const auctionId = request.params.id;
      const given = request.headers['last-event-id'] ?? request.query.last_event_id;
      // Without Last-Event-ID the stream starts now: after the newest event stored so far.
      const { auction, cursor } = await db.read(async (ex) => ({
        auction: await findAuction(ex, auctionId),
        cursor: given ?? (await lastEventId(ex, auctionId)),
      }));
      // As GET /api/auctions/{id}: one awaiting scheduling is not public yet.
      if (!auction || auction.status === 'pending') throw notFound('Auction');
      const lease = await admit(request.ip);

      // Fastify's own send is bypassed from here; CORS and request id headers set by hooks
      // live on the reply, Helmet's already on the raw response.
      void reply.header('x-request-id', request.id);
      const headers = reply.getHeaders();
      reply.hijack();
      const stream = new SseStream(reply.raw, streamOptions, (reason) => {
        // Runs on a later event, never before `sub` below is assigned.
        sub.unsubscribe();
        leave(lease);
        request.log.debug({ reason }, 'auction events stream closed');
      });
      stream.open(headers);
      // Subscribed before reading what is stored: an event committed meanwhile comes from
      // either side, and the subscription drops the second copy.
      const sub = hub.subscribe(auctionId, cursor, {
        push: (event) => stream.send(event.frame),
        end: (reason) => stream.close(reason),
      });
      // A client gone while it was admitted: its close came before the stream listened.
      if (reply.raw.destroyed || request.raw.socket.destroyed) stream.close('lost');

      try {
        while (!stream.closed) {
          const after = sub.cursor;
          const rows = await db.read((ex) => eventsAfter(ex, auctionId, after, pageSize));
          for (const row of rows) sub.replay(toLiveEvent(row));
          if (rows.length < pageSize) break;
          // The next page only once this one is on its way, so a replay never piles up.
          await stream.drained();
        }
        sub.goLive();
      } catch (err) {
        request.log.error({ err }, 'auction events: replay failed');
        stream.close('lost');
      }
    },
  );
  done();
};
