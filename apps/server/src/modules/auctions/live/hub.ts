import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../db/index.js';
import type { StopListening } from '../../../db/pg-listen.js';
import { AUCTION_EVENTS_CHANNEL } from './broadcast.js';
import { eventsAfter, eventsByIds, type StoredAuctionEvent } from './repository.js';
import { sseFrame } from './stream.js';

/** A stored auction event, framed once for every stream that gets it. */
export interface LiveEvent {
  id: number;
  auctionId: string;
  frame: string;
}

/** Where a subscription's events go: in practice an SSE stream. */
export interface LiveSink {
  push(event: LiveEvent): void;
  /** Ends the stream: on shutdown, or when events may have been lost (the client replays). */
  end(reason: 'shutdown' | 'lost'): void;
}

const notificationSchema = z.object({ id: z.int().positive(), auction_id: z.string() });

export const toLiveEvent = (row: StoredAuctionEvent): LiveEvent => ({
  id: row.id,
  auctionId: row.auctionId,
  frame: sseFrame(row.id, row.name, row.data),
});

/**
 * One stream's interest in one auction. Until `goLive` the stream is still replaying stored
 * events, so live ones wait here (at most `maxBuffered`); every event reaches the sink once,
 * in id order, and none at or below `cursor` (the last id handed over).
 */
export class LiveSubscription {
  #early: LiveEvent[] = [];
  #live = false;
  #closed = false;

  constructor(
    readonly auctionId: string,
    public cursor: number,
    private readonly sink: LiveSink,
    private readonly maxBuffered: number,
    private readonly onClose: (sub: LiveSubscription) => void,
  ) {}

  /** A live event from the hub. */
  offer(event: LiveEvent): void {
    if (this.#closed) return;
    if (this.#live) {
      this.#give(event);
      return;
    }
    if (this.#early.length >= this.maxBuffered) {
      this.sink.end('lost');
      return;
    }
    this.#early.push(event);
  }

  /** A stored event read for the replay; it goes before anything buffered. */
  replay(event: LiveEvent): void {
    if (!this.#closed) this.#give(event);
  }

  /** The replay is done: hand over what arrived meanwhile, then pass events straight on. */
  goLive(): void {
    this.#live = true;
    const early = this.#early;
    this.#early = [];
    for (const event of early) this.offer(event);
  }

  end(reason: 'shutdown' | 'lost'): void {
    this.sink.end(reason);
  }

  unsubscribe(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#early = [];
    this.onClose(this);
  }

  #give(event: LiveEvent): void {
    if (event.id <= this.cursor) return;
    this.cursor = event.id;
    this.sink.push(event);
  }
}

export interface LiveHubOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** Live events a subscription holds while its stream is still replaying. */
  maxBuffered?: number;
}

/** Rows read per query when catching up, and notified ids fetched per query. */
const BATCH = 500;

/**
 * Routes auction events to this instance's streams. One LISTEN per instance (not one per
 * stream) hears every committed event; the hub reads the notified rows once and hands each to
 * the subscriptions of its auction. Reads run one at a time, so each auction's events reach
 * its streams in id order; publishers update the auction row before publishing, which makes
 * id order the commit order within an auction.
 */
export class LiveHub {
  readonly #db: Database;
  readonly #log: FastifyBaseLogger;
  readonly #maxBuffered: number;
  readonly #byAuction = new Map<string, Set<LiveSubscription>>();
  #count = 0;
  #notified: { id: number; auctionId: string }[] = [];
  #catchUp = false;
  #work: Promise<void> | null = null;
  #stop: StopListening | null = null;
  #closed = false;

  constructor(opts: LiveHubOptions) {
    this.#db = opts.db;
    this.#log = opts.log;
    this.#maxBuffered = opts.maxBuffered ?? 100;
  }

  /** Open streams on this instance (a gauge for metrics). */
  get openStreams(): number {
    return this.#count;
  }

  async start(): Promise<void> {
    this.#stop = await this.#db.listen(AUCTION_EVENTS_CHANNEL, {
      onNotify: (payload) => this.#onNotify(payload),
      onReconnect: () => {
        this.#log.info('auction events: listening again, catching up from the table');
        this.#catchUp = true;
        this.#kick();
      },
      onError: (err) => this.#log.warn({ err }, 'auction events: listener connection failed'),
    });
  }

  /** Follows an auction's events after `cursor`; replay what is stored first, then `goLive`. */
  subscribe(auctionId: string, cursor: number, sink: LiveSink): LiveSubscription {
    const sub = new LiveSubscription(auctionId, cursor, sink, this.#maxBuffered, (s) =>
      this.#remove(s),
    );
    let subs = this.#byAuction.get(auctionId);
    if (!subs) this.#byAuction.set(auctionId, (subs = new Set()));
    subs.add(sub);
    this.#count++;
    // On a later tick: the caller has not been handed the subscription yet.
    if (this.#closed) queueMicrotask(() => sink.end('shutdown'));
    return sub;
  }

  /** Ends every stream and stops listening. */
  async close(): Promise<void> {
    this.#closed = true;
    for (const subs of [...this.#byAuction.values()]) {
      for (const sub of [...subs]) sub.end('shutdown');
    }
    const stop = this.#stop;
    this.#stop = null;
    await stop?.();
    await this.#work;
  }

  #remove(sub: LiveSubscription): void {
    const subs = this.#byAuction.get(sub.auctionId);
    if (!subs?.delete(sub)) return;
    this.#count--;
    if (subs.size === 0) this.#byAuction.delete(sub.auctionId);
  }

  #onNotify(payload: string): void {
    let parsed;
    try {
      parsed = notificationSchema.safeParse(JSON.parse(payload));
    } catch {
      parsed = undefined;
    }
    if (!parsed?.success) {
      this.#log.warn({ payload }, 'auction events: ignoring a malformed notification');
      return;
    }
    const { id, auction_id: auctionId } = parsed.data;
    // Only auctions someone here follows cost a read.
    if (!this.#byAuction.has(auctionId)) return;
    this.#notified.push({ id, auctionId });
    this.#kick();
  }

  #kick(): void {
    if (this.#work || this.#closed) return;
    this.#work = this.#drain()
      .catch((err: unknown) => this.#log.error({ err }, 'auction events: delivery failed'))
      .finally(() => {
        this.#work = null;
        if (this.#catchUp || this.#notified.length > 0) this.#kick();
      });
  }

  async #drain(): Promise<void> {
    while (!this.#closed) {
      // Catching up first: a notified event delivered before an older missed one would make
      // the older one look like a duplicate.
      if (this.#catchUp) {
        this.#catchUp = false;
        await this.#runCatchUp();
        continue;
      }
      const batch = this.#notified.splice(0, BATCH);
      if (batch.length === 0) return;
      try {
        const rows = await this.#db.read((ex) =>
          eventsByIds(ex, [...new Set(batch.map((n) => n.id))]),
        );
        this.#deliver(rows);
      } catch (err) {
        this.#lose(new Set(batch.map((n) => n.auctionId)), err);
      }
    }
  }

  /** After a gap in listening: every auction followed here, from its least advanced stream. */
  async #runCatchUp(): Promise<void> {
    for (const [auctionId, subs] of [...this.#byAuction]) {
      let after = Math.min(...[...subs].map((s) => s.cursor));
      try {
        for (;;) {
          const rows = await this.#db.read((ex) => eventsAfter(ex, auctionId, after, BATCH));
          this.#deliver(rows);
          const last = rows.at(-1);
          if (!last || rows.length < BATCH) break;
          after = last.id;
        }
      } catch (err) {
        this.#lose(new Set([auctionId]), err);
      }
    }
  }

  #deliver(rows: StoredAuctionEvent[]): void {
    for (const row of rows) {
      const subs = this.#byAuction.get(row.auctionId);
      if (!subs) continue;
      const event = toLiveEvent(row);
      for (const sub of [...subs]) sub.offer(event);
    }
  }

  /** Events that could not be read: their streams end, and their clients replay them. */
  #lose(auctionIds: Set<string>, err: unknown): void {
    this.#log.error({ err }, 'auction events: could not read notified events');
    for (const auctionId of auctionIds) {
      for (const sub of [...(this.#byAuction.get(auctionId) ?? [])]) sub.end('lost');
    }
  }
}
