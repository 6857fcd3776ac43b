import type { ReadableStreamReadResult } from 'node:stream/web';
import type { FastifyInstance } from 'fastify';
import { ManualClock } from '../src/lib/clock.js';
import { publishAuctionEvent } from '../src/modules/auctions/live/broadcast.js';
import { toPublicAuction } from '../src/modules/auctions/presenter.js';
import { contextOf, findAuction } from '../src/modules/auctions/repository.js';
import { approvedAuction, type Actor } from './actors.js';
import { schedule } from './lifecycle-fixtures.js';

/**
 * Test fixtures of the live event streams (not a test file itself): publishing events as the
 * bidding and lifecycle code do, and reading an SSE answer over real HTTP as a browser would.
 */

class RolledBack extends Error {}

/**
 * How long a test waits for a live event to arrive: ten times SPEC §8's "a bid's SSE event
 * reaches subscribers within 1 s". These tests run beside fuzz shards on a busy runner, where a
 * pause of a second says nothing about the server; the 1 s itself is measured under load by
 * `npm run bench` (the fan-out scenario: p99 from the bid's answer, and from its POST, to each
 * subscriber, against a target of 150 ms).
 */
export const EVENT_CEILING_MS = 10_000;

/** Records an event of the auction as the bidding and lifecycle code do. */
export async function publish(
  app: FastifyInstance,
  auctionId: string,
  name: 'bid' | 'extended' | 'ended' = 'bid',
  opts: { padding?: number; rollback?: boolean } = {},
): Promise<{ id: number; data: Record<string, unknown> }> {
  let result: { id: number; data: Record<string, unknown> } | undefined;
  const run = app.db.transaction(async (tx) => {
    const row = await findAuction(tx, auctionId);
    const ctx = row && (await contextOf(tx, [row])).get(row.id);
    if (!row || !ctx) throw new Error(`no auction ${auctionId}`);
    const shape = await toPublicAuction(row, ctx, app.fileLinks, app.clock.now());
    // A big title makes a few events fill a socket that is not read (the slow-client test).
    const data = opts.padding
      ? { ...shape, listing: { ...shape.listing, title: 'x'.repeat(opts.padding) } }
      : shape;
    const id = await publishAuctionEvent(tx, { auctionId, name, data, at: app.clock.now() });
    result = { id, data };
    if (opts.rollback) throw new RolledBack();
  });
  await run.catch((err: unknown) => {
    if (!(opts.rollback && err instanceof RolledBack)) throw err;
  });
  if (!result) throw new Error('nothing published');
  return result;
}

export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comments: string[];
}

/** A streaming SSE reader over fetch, as a browser's EventSource would read the answer. */
export async function openEvents(base: string, path: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${base}${path}`, { headers, signal: controller.signal });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const messages: SseMessage[] = [];
  let buffer = '';
  let reading: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  let ended = false;

  const parse = () => {
    let end;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const msg: SseMessage = { comments: [] };
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) msg.comments.push(line.slice(1).trim());
        else {
          const colon = line.indexOf(':');
          const field = line.slice(0, colon) as 'id' | 'event' | 'data' | 'retry';
          msg[field] = line.slice(colon + 1).trimStart();
        }
      }
      messages.push(msg);
    }
  };
  /** The next message (comments included); rejects after `timeoutMs` or at the stream's end. */
  const next = async (timeoutMs = 3_000): Promise<SseMessage> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const msg = messages.shift();
      if (msg) return msg;
      if (ended) throw new Error('stream ended');
      reading ??= reader.read();
      const left = deadline - Date.now();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), left)));
      const got = await Promise.race([reading, timeout]);
      clearTimeout(timer);
      if (got === 'timeout') throw new Error(`no SSE message within ${timeoutMs} ms`);
      reading = null;
      if (got.done) ended = true;
      else buffer += decoder.decode(got.value, { stream: true });
      parse();
    }
  };
  /** The next `id:` event, skipping comments and the `retry:` advice. */
  const nextEvent = async (timeoutMs = 3_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const msg = await next(Math.max(0, deadline - Date.now()));
      if (msg.id !== undefined) return msg;
    }
  };
  /** Resolves when the server ends the stream. */
  const end = async (timeoutMs = 5_000) => {
    for (;;) {
      try {
        await next(timeoutMs);
      } catch (err) {
        if (ended) return;
        throw err;
      }
    }
  };
  return { res, next, nextEvent, end, close: () => controller.abort() };
}

/** Polls `check` every 10 ms until it holds. */
export async function until(check: () => boolean, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

export const eventsPath = (auctionId: string) => `/api/auctions/${auctionId}/events`;

/** An auction the public can see: approved, and scheduled to start in `startIn` seconds. */
export async function publicAuction(app: FastifyInstance, by: Actor, startIn = 3600) {
  const { auctionId } = await approvedAuction(app, by);
  await schedule(app, new ManualClock(app.clock.now()), by, auctionId, startIn);
  return auctionId;
}
