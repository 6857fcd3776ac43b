import type { DealerStatus } from '@gavel/contract';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/index.js';
import { rowOfJson } from '../../../db/json-row.js';
import { dealerStanding } from '../../dealers/index.js';
import type { AuctionRow } from '../repository.js';
import { auctionBidders, auctions, bids, idempotencyKeys } from '../schema.js';
import type { Standing } from './engine.js';

export type BidRow = typeof bids.$inferSelect;
export type BidderRow = typeof auctionBidders.$inferSelect & {
  /** The dealer's status now: only an `active` dealer's maximum bids (ADR 025). */
  dealerStatus: DealerStatus;
  /** False once the dealer was suspended after setting its maximum, even if reinstated. */
  valid: boolean;
};

/** Whether a standing maximum still bids: a suspension after it was set voids it for good. */
export const validMax = sql<boolean>`${dealerStanding.status} = 'active' and ${auctionBidders.suspensionsSeen} = ${dealerStanding.suspensionCount}`;

/** What a bid reads under the auction's lock (`bid_lock`, migration 0026). */
export interface Locked {
  /** Undefined when the auction does not exist. */
  auction: AuctionRow | undefined;
  /** The signed-in user's dealer profile as committed now; undefined when it has none. */
  dealer: { id: string; status: DealerStatus; suspensionCount: number } | undefined;
  /** Every standing maximum with its dealer's status now (empty without an auction). */
  bidders: BidderRow[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidLiteral = (id: string): string => {
  // The statement travels with BEGIN as a simple query, so its values are written into it:
  // only a UUID's characters may be.
  if (!UUID.test(id)) throw new Error(`not a UUID: ${JSON.stringify(id)}`);
  return `'${id}'::uuid`;
};

/**
 * The bid's opening statement (`Database.transactionThen`'s `opening`): the auction locked,
 * then the dealer of `userId` and every standing maximum read after the lock is held, so a
 * suspension or a bid committed while this one waited is seen. On PostgreSQL it travels with
 * BEGIN: the lock and the maxima cost one round trip, not three (issue 36).
 */
export const lockStatement = (auctionId: string, userId: string): string =>
  `select "auction", "dealer", "bidders" from bid_lock(${uuidLiteral(auctionId)}, ${uuidLiteral(userId)})`;

interface LockedJson {
  auction: Record<string, unknown> | null;
  dealer: { id: string; status: DealerStatus; suspension_count: number } | null;
  bidders: {
    bidder: Record<string, unknown>;
    dealer_status: DealerStatus;
    suspension_count: number;
  }[];
}

/** The opening statement's one row, as the bid uses it. */
export function lockedOf(rows: unknown[]): Locked {
  const [row] = rows as LockedJson[];
  if (!row) throw new Error('bid_lock answered no row');
  return {
    auction: row.auction ? rowOfJson(auctions, row.auction) : undefined,
    dealer: row.dealer
      ? {
          id: row.dealer.id,
          status: row.dealer.status,
          suspensionCount: row.dealer.suspension_count,
        }
      : undefined,
    bidders: row.bidders.map((b) => {
      const bidder = rowOfJson(auctionBidders, b.bidder);
      return {
        ...bidder,
        dealerStatus: b.dealer_status,
        valid: isValidMax(b.dealer_status, b.suspension_count, bidder.suspensionsSeen),
      };
    }),
  };
}

/**
 * `validMax` for a row already read: a maximum bids while its dealer is active and has not been
 * suspended since setting it (ADR 025). The two are tested to agree (suspension.api.test.ts).
 */
export const isValidMax = (
  status: DealerStatus,
  suspensionCount: number,
  suspensionsSeen: number,
): boolean => status === 'active' && suspensionsSeen === suspensionCount;

/** The maxima the engine sees: void ones are left out, as if never set (ADR 025). */
export const toMaxima = (rows: BidderRow[]): Map<string, Standing> =>
  new Map(
    rows
      .filter((r) => r.valid)
      .map((r) => [r.dealerId, { maxCents: r.maxCents, since: r.maxSince }]),
  );

/** A dealer's standing maxima that still bid, by auction: what it sees as `my_max_bid_cents`. */
export async function validMaximaOf(
  ex: Executor,
  dealerId: string,
  auctionIds: string[],
): Promise<Map<string, number>> {
  if (auctionIds.length === 0) return new Map();
  const rows = await ex
    .select({ auctionId: auctionBidders.auctionId, maxCents: auctionBidders.maxCents })
    .from(auctionBidders)
    .innerJoin(dealerStanding, eq(dealerStanding.id, auctionBidders.dealerId))
    .where(
      and(
        eq(auctionBidders.dealerId, dealerId),
        inArray(auctionBidders.auctionId, auctionIds),
        validMax,
      ),
    );
  return new Map(rows.map((r) => [r.auctionId, r.maxCents]));
}

/** The insert of bids whose ids and times the caller chose, as part of one statement. */
export function bidsInsert(ex: Executor, rows: BidRow[]) {
  return ex.insert(bids).values(rows);
}

/**
 * New bidders and changed maxima in one upsert, as part of one statement. An existing bidder
 * keeps its alias and creation time.
 */
export function biddersUpsert(ex: Executor, rows: (typeof auctionBidders.$inferInsert)[]) {
  return ex
    .insert(auctionBidders)
    .values(rows)
    .onConflictDoUpdate({
      target: [auctionBidders.auctionId, auctionBidders.dealerId],
      set: {
        maxCents: sql`excluded.max_cents`,
        maxSince: sql`excluded.max_since`,
        suspensionsSeen: sql`excluded.suspensions_seen`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export async function findIdempotencyKey(
  ex: Executor,
  dealerId: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  const [row] = await ex
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.dealerId, dealerId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

/** The insert that keeps a bid's answer under its key, not run: a part of the bid's write. */
export function idempotencyKeyInsert(ex: Executor, row: typeof idempotencyKeys.$inferInsert) {
  return ex.insert(idempotencyKeys).values(row);
}

/** Idempotency keys answer retries for a day; after that a key is free again. */
export const IDEMPOTENCY_RETENTION_SECONDS = 24 * 60 * 60;

/** Deletes the idempotency keys made before `before` (auctions' hourly pruning); how many. */
export async function deleteIdempotencyKeysBefore(ex: Executor, before: Date): Promise<number> {
  const rows = await ex
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
