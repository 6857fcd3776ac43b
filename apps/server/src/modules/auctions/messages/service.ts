import {
  isStaff,
  MESSAGE_EMAIL_INTERVAL_SECONDS,
  MESSAGES_PER_MINUTE,
  type Message,
  type MessageAuthor,
  type MessagesPage,
  type MessagesQuery,
} from '@gavel/contract';
import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '../../../db/index.js';
import type { Clock } from '../../../lib/clock.js';
import { decodeTimeCursor, paginate } from '../../../lib/cursor.js';
import { notFound, rateLimited } from '../../../lib/errors.js';
import type { LimitStore } from '../../../lib/limits/index.js';
import { listingTitle, type Notice, type Notifier } from '../../notifications/index.js';
import { publishAuctionEvent } from '../live/broadcast.js';
import * as repo from './repository.js';

export interface MessagesDeps {
  db: Database;
  clock: Clock;
  /** Where the messages per minute are counted: shared by every instance (ADR 032). */
  limits: LimitStore;
  notifier: Notifier;
}

/** The signed-in caller, whatever its roles: the thread decides whether it is a party. */
export interface Reader {
  userId: string;
  roles: readonly string[];
}

type Side = 'seller' | 'dealer';

/** Whose messages a party's reading marks read: the other party's, and staff's. */
const MARKS: Record<Side, MessageAuthor[]> = {
  seller: ['dealer', 'staff'],
  dealer: ['seller', 'staff'],
};

const MINUTE_MS = 60_000;

const toMessage = (row: repo.MessageRow): Message => ({
  id: row.id,
  from: row.from,
  body: row.body,
  created_at: row.createdAt.toISOString(),
  read_at: row.readAt?.toISOString() ?? null,
});

/**
 * The thread of a sold auction between its seller and its winning dealer (SPEC §13.3, ADR 055);
 * staff read it and write as staff. Everyone else, and an auction that was not sold, get 404.
 * No audit event per message: the thread is its own record (author, time, body as typed).
 */
export function createMessages(deps: MessagesDeps) {
  const { db, clock, limits, notifier } = deps;

  /**
   * The thread and the caller's side in it, or 404. A sale staff later cancelled (a dispute's
   * `sale_cancelled`) keeps its thread: it was a sale, and its parties may still need to talk.
   */
  async function open(ex: Executor, who: Reader, auctionId: string, lock: boolean) {
    const thread = await repo.findThread(ex, auctionId, { lock });
    if (!thread || (thread.outcome !== 'sold' && thread.outcome !== 'cancelled')) {
      throw notFound('Auction');
    }
    const from: MessageAuthor | null =
      who.userId === thread.sellerId
        ? 'seller'
        : who.userId === thread.dealerUserId
          ? 'dealer'
          : isStaff(who.roles)
            ? 'staff'
            : null;
    if (!from) throw notFound('Auction');
    return { thread, from };
  }

  /** Oldest first; a party's reading marks the other side's (and staff's) messages read. */
  async function list(who: Reader, auctionId: string, query: MessagesQuery): Promise<MessagesPage> {
    const cursor = decodeTimeCursor(query.cursor);
    return db.transaction(async (tx) => {
      const { from } = await open(tx, who, auctionId, false);
      if (from !== 'staff') await repo.markRead(tx, auctionId, MARKS[from], clock.now());
      const rows = await repo.messagesPage(tx, auctionId, cursor, query.limit + 1);
      const page = paginate(rows, query.limit, (r) => ({
        k: r.createdAt.toISOString(),
        id: r.id,
      }));
      return { items: page.rows.map(toMessage), next_cursor: page.next_cursor };
    });
  }

  /**
   * At most `MESSAGES_PER_MINUTE` per user (429 with Retry-After), counted before the
   * transaction: a refused message costs no lock, and the PostgreSQL store's own statement is
   * never nested in ours. So a stranger's 404s count too, on its own key only. Always on,
   * whatever `RATE_LIMIT` says: a rule of the thread (SPEC §13.3), not only a guard.
   */
  async function countMessage(userId: string): Promise<void> {
    const hit = await limits.hit(`messages:${userId}`, MINUTE_MS);
    if (hit.count > MESSAGES_PER_MINUTE) {
      throw rateLimited(
        `You can send at most ${String(MESSAGES_PER_MINUTE)} messages a minute. Please wait a moment.`,
        Math.max(1, Math.ceil(hit.resetInMs / 1000)),
      );
    }
  }

  /**
   * Writes a message under the auction's row lock and, in the same transaction, tells the other
   * side (staff's: both parties) at once in the app, by email when the recipient was not emailed
   * about the thread in the last `MESSAGE_EMAIL_INTERVAL_SECONDS`, and every open page through
   * the auction's live `message` event (its data `{}`: the stream is public).
   */
  async function send(who: Reader, auctionId: string, body: string): Promise<Message> {
    await countMessage(who.userId);
    return db.transaction(async (tx) => {
      const { thread, from } = await open(tx, who, auctionId, true);
      const at = clock.now();
      const row = await repo.insertMessage(tx, {
        id: randomUUID(),
        auctionId,
        from,
        authorId: who.userId,
        body,
        createdAt: at,
      });
      // The other side; staff's message, both parties. Never the writer.
      const told: { side: Side; userId: string }[] = [];
      if (from !== 'seller') told.push({ side: 'seller', userId: thread.sellerId });
      if (from !== 'dealer' && thread.dealerUserId !== null) {
        told.push({ side: 'dealer', userId: thread.dealerUserId });
      }
      const emailed = await repo.takeEmailTurns(
        tx,
        auctionId,
        told.map((r) => r.userId),
        at,
        new Date(at.getTime() - MESSAGE_EMAIL_INTERVAL_SECONDS * 1000),
      );
      const notices: Notice[] = told.map((r) => ({
        userId: r.userId,
        type: 'message.received',
        data: {
          auction_id: auctionId,
          listing_id: thread.listingId,
          listing_title: listingTitle(thread.listingTitle),
          currency: thread.currency,
          message_id: row.id,
          from,
          side: r.side,
        },
        at,
        ...(emailed.has(r.userId) ? {} : { email: false as const }),
      }));
      await notifier.notifyAll(tx, notices);
      await publishAuctionEvent(tx, { auctionId, name: 'message', data: {}, at });
      return toMessage(row);
    });
  }

  return { list, send };
}

export type MessagesService = ReturnType<typeof createMessages>;
