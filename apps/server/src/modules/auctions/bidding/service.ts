import { createHash, randomUUID } from 'node:crypto';
import { MONEY_MAX_CENTS, type PlaceBidBody } from '@gavel/contract';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/index.js';
import type { auctionBidders } from '../schema.js';
import { auditInsert, type AuditEventInput } from '../../../lib/audit.js';
import type { Clock } from '../../../lib/clock.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { domainEventInsert } from '../../../lib/jobs/index.js';
import { asOne, type StatementPart } from '../../../lib/statements.js';
import type { FileLinks } from '../../../lib/file-links.js';
import { auctionEventStatement, type AuctionEventInput } from '../live/broadcast.js';
import { toDealerAuction, toPublicAuction } from '../presenter.js';
import { COUNT_PUBLIC_CHANGE } from '../public-cache.js';
import * as repo from '../repository.js';
import { sentAnswerOf, type BidResult, type SentBidAnswer } from './answer.js';
import { minNextBidOf, placeBid, type AuctionState, type Refusal } from './engine.js';
import * as bidRepo from './repository.js';

export interface BiddingDeps {
  db: Database;
  clock: Clock;
  links: FileLinks;
  softCloseSeconds: number;
}

/** A bid's result and whether the public answers' change was counted with its commit. */
export type BidOutcome = BidResult & {
  /** Counted with the commit (ADR 021): not to count again. */
  counted?: true;
};

export type BiddingService = ReturnType<typeof createBiddingService>;

const refusalError = (r: Refusal): AppError => {
  switch (r.code) {
    case 'auction_not_live':
      return new AppError('auction_not_live', 'This auction is not open for bids.');
    case 'already_leading':
      return new AppError(
        'already_leading',
        'You are already the highest bidder. To bid higher later, raise your maximum bid.',
      );
    case 'bid_too_low':
      return new AppError(
        'bid_too_low',
        // At the money limit no higher bid exists (ADR 025): say so rather than ask for more.
        r.minNextBidCents > MONEY_MAX_CENTS
          ? 'The price has reached the highest amount a bid may have, so no higher bid is possible.'
          : 'Your bid is below the minimum next bid.',
        { min_next_bid_cents: r.minNextBidCents },
      );
    case 'invalid_bid':
      return new AppError('validation_error', r.message, {
        fields: [{ path: 'max_amount_cents', message: r.message }],
      });
  }
};

const notActive = new AppError(
  'dealer_not_active',
  'Your dealer account must be active to place bids.',
);

const refused = (error: AppError): BidResult => ({ kind: 'refused', error });

/**
 * A bid decided under the lock, and what stores it: the parts of one statement (none for a
 * refusal), sent as the transaction's last write, with its COMMIT (`Database.transactionThen`).
 */
interface Decided {
  result: BidResult;
  parts: StatementPart[];
  final?: SQL;
}
const refusedOnly = (error: AppError): Decided => ({ result: refused(error), parts: [] });

/**
 * Bid placement (SPEC §5.2): one transaction holds the auction row's lock while the engine
 * decides, and writes the bids, standing maxima, auction row, audit events and the live event
 * together. Nothing is answered before it commits.
 */
export function createBiddingService(deps: BiddingDeps) {
  const { db, clock, links } = deps;

  async function attempt(
    userId: string,
    auctionId: string,
    body: PlaceBidBody,
    idempotencyKey: string | undefined,
    context: repo.AuctionContext | undefined,
  ): Promise<BidOutcome> {
    const requestHash = createHash('sha256')
      .update(JSON.stringify([auctionId, body.amount_cents, body.max_amount_cents ?? null]))
      .digest('hex');
    // The change is counted in the round trip of COMMIT, before the bid is answered (ADR 021).
    const answer = await db.transactionThen(
      async (tx, opened, last) => {
        // Locking the auction first serialises every bid on it, retries with one key included;
        // the dealer and the maxima are read after the lock (bidRepo.lockStatement).
        const { auction, dealer, bidders } = bidRepo.lockedOf(opened);
        if (dealer?.status !== 'active') {
          // Not stored under the key: activation may come later and the retry should then work.
          return refused(notActive);
        }
        // One awaiting scheduling is not public: the same 404 as its public read (reads.ts).
        if (!auction || auction.status === 'pending') return refused(notFound('Auction'));

        if (idempotencyKey !== undefined) {
          const seen = await bidRepo.findIdempotencyKey(tx, dealer.id, idempotencyKey);
          if (seen) {
            if (seen.requestHash !== requestHash) {
              return refused(
                new AppError(
                  'validation_error',
                  'This Idempotency-Key was already used for a different request.',
                  {
                    fields: [
                      { path: 'Idempotency-Key', message: 'Already used for a different request' },
                    ],
                  },
                ),
              );
            }
            const sent = { status: seen.status, body: seen.body as SentBidAnswer['body'] };
            return { kind: 'replayed', sent } satisfies BidResult;
          }
        }

        const { result, parts, final } = await decide(
          tx,
          { ...dealer, userId },
          auction,
          bidders,
          body,
          context,
        );
        // A suspension seen only under the lock is not stored either: it may be lifted.
        if (
          idempotencyKey !== undefined &&
          !(result.kind === 'refused' && result.error === notActive)
        ) {
          const sent = sentAnswerOf(result);
          const key = bidRepo.idempotencyKeyInsert(tx, {
            dealerId: dealer.id,
            key: idempotencyKey,
            requestHash,
            status: sent.status,
            body: sent.body,
            createdAt: clock.now(),
          });
          parts.push({ name: 'idempotency_key', query: key });
        }
        // Everything the bid writes is one statement, sent with COMMIT: the lock is held for
        // the round trip that opened the transaction and this one.
        if (parts.length > 0) last(asOne(parts, final));
        return result;
      },
      COUNT_PUBLIC_CHANGE,
      bidRepo.lockStatement(auctionId, userId),
    );
    return { ...answer, counted: true };
  }

  async function decide(
    tx: Executor,
    dealer: { id: string; suspensionCount: number; userId: string },
    auction: repo.AuctionRow,
    bidders: bidRepo.BidderRow[],
    body: PlaceBidBody,
    context: repo.AuctionContext | undefined,
  ): Promise<Decided> {
    const { id: dealerId, userId, suspensionCount } = dealer;
    const now = clock.now();
    // Read under the lock (bidRepo.lockStatement): the dealer was found active after any
    // suspension committed while this bid waited, and a void maximum bids for no one (ADR 025).
    const statusOf = new Map(bidders.map((b) => [b.dealerId, b.dealerStatus]));
    const state: AuctionState = {
      status: auction.status,
      startingPriceCents: auction.startingPriceCents,
      currentPriceCents: auction.currentPriceCents,
      leaderId: auction.leaderDealerId,
      endAt: auction.endAt ?? now,
      maxima: bidRepo.toMaxima(bidders),
      seq: auction.seq,
    };
    const outcome = placeBid(
      state,
      {
        dealerId,
        amountCents: body.amount_cents,
        ...(body.max_amount_cents === undefined ? {} : { maxAmountCents: body.max_amount_cents }),
      },
      now,
      { softCloseSeconds: deps.softCloseSeconds },
    );
    if (!outcome.ok) return refusedOnly(refusalError(outcome));

    // Standing maxima: new bidders get the next alias; changed maxima are written back.
    let bidderCount = auction.bidderCount;
    const standings: (typeof auctionBidders.$inferInsert)[] = [];
    for (const [id, standing] of outcome.state.maxima) {
      const before = bidders.find((b) => b.dealerId === id);
      if (before?.maxCents === standing.maxCents && before.maxSince === standing.since) continue;
      standings.push({
        auctionId: auction.id,
        dealerId: id,
        aliasNumber: before?.aliasNumber ?? ++bidderCount,
        maxCents: standing.maxCents,
        maxSince: standing.since,
        // Only the bidder's own maximum changes; it counts the suspensions it has seen, so a
        // suspension that commits while this bid runs still voids it.
        suspensionsSeen: id === dealerId ? suspensionCount : (before?.suspensionsSeen ?? 0),
        createdAt: before?.createdAt ?? now,
        updatedAt: now,
      });
    }
    const stored: bidRepo.BidRow[] = outcome.bids.map((b) => ({
      id: randomUUID(),
      auctionId: auction.id,
      dealerId: b.dealerId,
      amountCents: b.amountCents,
      maxAmountCents: b.maxAmountCents,
      isProxy: b.isProxy,
      seq: b.seq,
      createdAt: now,
    }));
    const changes = {
      currentPriceCents: outcome.state.currentPriceCents,
      leaderDealerId: outcome.state.leaderId,
      seq: outcome.state.seq,
      bidCount: auction.bidCount + stored.length,
      bidderCount,
      endAt: outcome.state.endAt,
      updatedAt: now,
    };
    const updated: repo.AuctionRow = { ...auction, ...changes };
    const ctx = context ?? (await repo.contextOf(tx, [updated])).get(updated.id);
    if (!ctx) throw new Error('auction context missing');
    const publicShape = await toPublicAuction(updated, ctx, links, now);

    // Everything below is written by one statement (`Decided`).
    const parts: StatementPart[] = [];
    if (standings.length > 0) {
      parts.push({ name: 'bidders', query: bidRepo.biddersUpsert(tx, standings) });
    }
    if (stored.length > 0) parts.push({ name: 'bids', query: bidRepo.bidsInsert(tx, stored) });
    parts.push({ name: 'auction', query: repo.auctionUpdate(tx, auction.id, changes) });
    const audits: AuditEventInput[] = stored.map((bid) => ({
      type: 'bid.placed',
      // The dealer's own bid is its act; a proxy step is the server's.
      actorId: bid.isProxy ? null : userId,
      subjectType: 'auction',
      subjectId: auction.id,
      data: {
        bid_id: bid.id,
        amount_cents: bid.amountCents,
        is_proxy: bid.isProxy,
        dealer_id: bid.dealerId,
      },
      at: now,
    }));
    if (outcome.extendedTo) {
      audits.push({
        type: 'auction.extended',
        actorId: null,
        subjectType: 'auction',
        subjectId: auction.id,
        data: { end_at: outcome.extendedTo.toISOString() },
        at: now,
      });
    }
    if (audits.length > 0) parts.push({ name: 'audit', query: auditInsert(tx, audits) });
    // One `bid.outbid` per overtaking, however many proxy steps: the dealer that led before this
    // bid, if it leads no more, told by notifications, its subscriber (ADR 041). A domain event
    // that is not an audit event, written by the same statement. A suspended dealer is not
    // invited to bid back (ADR 025).
    if (outcome.overtaken !== null && statusOf.get(outcome.overtaken) === 'active') {
      const outbid = {
        type: 'bid.outbid',
        subjectType: 'auction',
        subjectId: auction.id,
        data: {
          dealer_id: outcome.overtaken,
          listing_id: ctx.listing.id,
          listing_title: ctx.listing.title,
          currency: updated.currency,
          current_price_cents: publicShape.current_price_cents ?? 0,
          min_next_bid_cents: publicShape.min_next_bid_cents,
          end_at: publicShape.end_at ?? now.toISOString(),
        },
        at: now,
      };
      parts.push({ name: 'outbid', query: domainEventInsert(tx, [outbid]) });
    }
    const live: AuctionEventInput[] = [];
    if (stored.length > 0) {
      live.push({ auctionId: auction.id, name: 'bid', data: publicShape, at: now });
    }
    if (outcome.extendedTo) {
      live.push({ auctionId: auction.id, name: 'extended', data: publicShape, at: now });
    }
    let final: SQL | undefined;
    if (live.length > 0) {
      const events = auctionEventStatement(tx, live);
      parts.push(events.part);
      final = events.final;
    }

    const mine = outcome.state.maxima.get(dealerId);
    const dealerShape = toDealerAuction(publicShape, updated, {
      dealerId,
      maxCents: mine?.maxCents ?? null,
    });
    const own = stored.find((b) => !b.isProxy);
    const bid = own
      ? {
          id: own.id,
          amount_cents: own.amountCents,
          max_amount_cents: own.maxAmountCents,
          is_proxy: false,
          created_at: own.createdAt.toISOString(),
        }
      : null;
    return { result: { kind: 'accepted', answer: { bid, auction: dealerShape } }, parts, final };
  }

  /**
   * Reads, without taking the auction's lock, what a bid needs that cannot change while the
   * auction is live (its listing and cover, for the answer and the live event), and refuses a
   * bid that cannot succeed whatever happens first: the price never falls and a closed auction
   * never reopens, so a bid too low or too late now is too low or too late under the lock as
   * well. Under contention most losing bids end here instead of queueing behind the winners.
   * With an Idempotency-Key nothing is refused here: the first answer must be stored.
   */
  async function prepare(
    userId: string,
    auctionId: string,
    body: PlaceBidBody,
    mayRefuse: boolean,
  ): Promise<{ refused: BidResult } | { context: repo.AuctionContext | undefined }> {
    return db.read(async (ex) => {
      const found = await repo.findAuctionWithContextForDealer(ex, auctionId, userId);
      if (found?.dealer?.status !== 'active') return { context: undefined };
      const { auction, dealer } = found;
      const now = clock.now();
      if (mayRefuse && auction.leaderDealerId !== dealer.id) {
        if (auction.status === 'ended' || (auction.endAt !== null && now >= auction.endAt)) {
          return { refused: refused(refusalError({ ok: false, code: 'auction_not_live' })) };
        }
        const minNext = minNextBidOf(auction);
        if (auction.status === 'live' && body.amount_cents < minNext) {
          const refusal = { ok: false, code: 'bid_too_low', minNextBidCents: minNext } as const;
          return { refused: refused(refusalError(refusal)) };
        }
      }
      if (auction.status !== 'live') return { context: undefined };
      return { context: repo.contextOfRow(found) };
    });
  }

  /** Places a bid; a retried `Idempotency-Key` replays the first answer and places nothing. */
  async function bid(
    userId: string,
    auctionId: string,
    body: PlaceBidBody,
    idempotencyKey?: string,
  ): Promise<BidOutcome> {
    const prepared = await prepare(userId, auctionId, body, idempotencyKey === undefined);
    if ('refused' in prepared) return prepared.refused;
    const { context } = prepared;
    try {
      return await attempt(userId, auctionId, body, idempotencyKey, context);
    } catch (err) {
      // The same key racing on two different auctions: the key's primary key decides; replay.
      if (idempotencyKey !== undefined && isUniqueViolation(err)) {
        return attempt(userId, auctionId, body, idempotencyKey, context);
      }
      throw err;
    }
  }

  return { bid };
}
