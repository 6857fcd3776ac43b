import type { MessageAuthor } from '@gavel/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/index.js';
import { dealerProfiles, listings } from '../../../db/schema.js';
import { keysetAfter, type TimeCursor } from '../../../lib/cursor.js';
import { auctionMessages, auctions, messageEmails } from '../schema.js';

export type MessageRow = typeof auctionMessages.$inferSelect;

/** A sold auction's thread as its rules read it: who its parties are, and what it is about. */
export interface ThreadRow {
  auctionId: string;
  outcome: (typeof auctions.$inferSelect)['outcome'];
  currency: string;
  listingId: string;
  listingTitle: string | null;
  /** The listing's seller. */
  sellerId: string;
  /** The account behind the winning dealer's profile; null without a winner. */
  dealerUserId: string | null;
}

/**
 * The auction with its seller and its winning dealer's account, in one statement; `lock` takes
 * the auction's row lock (messages are written under it, as the negotiation's acts are).
 */
export async function findThread(
  ex: Executor,
  auctionId: string,
  opts: { lock?: boolean } = {},
): Promise<ThreadRow | undefined> {
  const query = ex
    .select({
      auctionId: auctions.id,
      outcome: auctions.outcome,
      currency: auctions.currency,
      listingId: listings.id,
      listingTitle: listings.title,
      sellerId: listings.sellerId,
      dealerUserId: dealerProfiles.userId,
    })
    .from(auctions)
    .innerJoin(listings, eq(listings.id, auctions.listingId))
    .leftJoin(dealerProfiles, eq(dealerProfiles.id, auctions.winnerDealerId))
    .where(eq(auctions.id, auctionId))
    .limit(1);
  const [row] = await (opts.lock ? query.for('update', { of: auctions }) : query);
  return row;
}

export async function insertMessage(
  ex: Executor,
  message: typeof auctionMessages.$inferInsert,
): Promise<MessageRow> {
  const [row] = await ex.insert(auctionMessages).values(message).returning();
  if (!row) throw new Error('insert into auction_messages returned no row');
  return row;
}

/** Marks the thread's unread messages `from` those authors read, in one statement. */
export async function markRead(
  ex: Executor,
  auctionId: string,
  from: MessageAuthor[],
  at: Date,
): Promise<void> {
  await ex
    .update(auctionMessages)
    .set({ readAt: at })
    .where(
      and(
        eq(auctionMessages.auctionId, auctionId),
        inArray(auctionMessages.from, from),
        isNull(auctionMessages.readAt),
      ),
    );
}

/** A keyset page of the thread, oldest first, and one more row. */
export function messagesPage(
  ex: Executor,
  auctionId: string,
  cursor: TimeCursor | undefined,
  limit: number,
): Promise<MessageRow[]> {
  return ex
    .select()
    .from(auctionMessages)
    .where(
      and(
        eq(auctionMessages.auctionId, auctionId),
        keysetAfter(auctionMessages.createdAt, auctionMessages.id, cursor, 'asc'),
      ),
    )
    .orderBy(asc(auctionMessages.createdAt), asc(auctionMessages.id))
    .limit(limit);
}

/**
 * Takes the email turn of each recipient not emailed about the thread after `since`: records
 * `at` as its last email and answers it; a recipient emailed since keeps its time and is not
 * answered. One statement, run under the auction's row lock, so two messages never both take it.
 */
export async function takeEmailTurns(
  ex: Executor,
  auctionId: string,
  recipientIds: string[],
  at: Date,
  since: Date,
): Promise<Set<string>> {
  if (recipientIds.length === 0) return new Set();
  const rows = await ex
    .insert(messageEmails)
    .values(recipientIds.map((recipientId) => ({ auctionId, recipientId, emailedAt: at })))
    .onConflictDoUpdate({
      target: [messageEmails.auctionId, messageEmails.recipientId],
      set: { emailedAt: sql`excluded.emailed_at` },
      setWhere: sql`${messageEmails.emailedAt} <= ${since.toISOString()}::timestamptz`,
    })
    .returning({ recipientId: messageEmails.recipientId });
  return new Set(rows.map((r) => r.recipientId));
}
