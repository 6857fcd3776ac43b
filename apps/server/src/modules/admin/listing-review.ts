import type { AdminListing, Page } from '@gavel/contract';
import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/index.js';
import { kycRecords, listings, users } from '../../db/schema.js';
import { recordAuditEvent } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { decodeTimeCursor, keysetAfter, paginate } from '../../lib/cursor.js';
import { AppError, notFound } from '../../lib/errors.js';
import { createPendingAuction } from '../auctions/index.js';
import {
  detailsOf,
  findListing,
  type ListingRow,
  toListing,
  updateListing,
} from '../listings/index.js';
import { getKycStatus } from '../kyc/index.js';
import { photoFiles } from '../uploads/index.js';
import type { FileLinks } from '../../lib/file-links.js';

/** How long `pending/next` reserves a listing for one reviewer. */
export const REVIEW_CLAIM_SECONDS = 10 * 60;

export interface ListingReviewDeps {
  db: Database;
  clock: Clock;
  links: FileLinks;
}

export type ListingReviewService = ReturnType<typeof createListingReviewService>;

export function createListingReviewService(deps: ListingReviewDeps) {
  const { db, clock, links } = deps;

  async function presentMany(ex: Executor, rows: ListingRow[]): Promise<AdminListing[]> {
    if (rows.length === 0) return [];
    const details = await detailsOf(ex, photoFiles, links, rows);
    const sellerIds = [...new Set(rows.map((r) => r.sellerId))];
    const sellers = await ex
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        kycStatus: kycRecords.status,
      })
      .from(users)
      .leftJoin(kycRecords, and(eq(kycRecords.userId, users.id), eq(kycRecords.kind, 'seller')))
      .where(inArray(users.id, sellerIds));
    const sellerById = new Map(sellers.map((s) => [s.id, s]));
    return rows.map((row) => {
      const seller = sellerById.get(row.sellerId);
      const d = details(row);
      return {
        ...toListing(row, d.photos, d.report),
        seller: {
          id: row.sellerId,
          email: seller?.email ?? '',
          name: seller?.name ?? '',
          kyc_status: seller?.kycStatus ?? 'not_started',
        },
        review_claimed_by: row.reviewClaimedBy,
        review_claimed_until: row.reviewClaimedUntil?.toISOString() ?? null,
      };
    });
  }

  async function presentOne(ex: Executor, row: ListingRow): Promise<AdminListing> {
    const [item] = await presentMany(ex, [row]);
    if (!item) throw new Error('presentMany lost a row');
    return item;
  }

  /** Pending listings, oldest submission first. */
  async function pending(query: {
    limit: number;
    cursor?: string | undefined;
  }): Promise<Page<AdminListing>> {
    const cursor = decodeTimeCursor(query.cursor);
    return db.read(async (ex) => {
      const rows = await ex
        .select()
        .from(listings)
        .where(
          and(
            eq(listings.status, 'pending_review'),
            keysetAfter(listings.submittedAt, listings.id, cursor, 'asc'),
          ),
        )
        .orderBy(asc(listings.submittedAt), asc(listings.id))
        .limit(query.limit + 1);
      const page = paginate(rows, query.limit, (r) => ({
        k: r.submittedAt?.toISOString() ?? null,
        id: r.id,
      }));
      return { items: await presentMany(ex, page.rows), next_cursor: page.next_cursor };
    });
  }

  /**
   * The reviewer's own unexpired claim if it has one, else the oldest pending listing nobody
   * else holds a live claim on, which it then claims. SKIP LOCKED keeps two reviewers asking at
   * once from taking the same row.
   */
  async function next(reviewerId: string): Promise<AdminListing | null> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const claimable = or(
        eq(listings.reviewClaimedBy, reviewerId),
        isNull(listings.reviewClaimedUntil),
        lt(listings.reviewClaimedUntil, now),
      );
      const [own] = await tx
        .select()
        .from(listings)
        .where(
          and(
            eq(listings.status, 'pending_review'),
            eq(listings.reviewClaimedBy, reviewerId),
            gt(listings.reviewClaimedUntil, now),
          ),
        )
        .orderBy(asc(listings.submittedAt), asc(listings.id))
        .limit(1);
      if (own) return presentOne(tx, own);
      const [candidate] = await tx
        .select()
        .from(listings)
        .where(and(eq(listings.status, 'pending_review'), claimable))
        .orderBy(asc(listings.submittedAt), asc(listings.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!candidate) return null;
      const claimed = await updateListing(tx, candidate.id, {
        reviewClaimedBy: reviewerId,
        reviewClaimedUntil: new Date(now.getTime() + REVIEW_CLAIM_SECONDS * 1000),
      });
      return presentOne(tx, claimed);
    });
  }

  async function detail(id: string): Promise<AdminListing> {
    return db.read(async (ex) => {
      const row = await findListing(ex, id);
      if (!row) throw notFound('Listing');
      return presentOne(ex, row);
    });
  }

  async function lockPending(tx: Executor, id: string) {
    const row = await findListing(tx, id, { lock: true });
    if (!row) throw notFound('Listing');
    if (row.status !== 'pending_review') {
      throw new AppError(
        'invalid_state',
        `The listing is ${row.status.replace('_', ' ')}, not pending review.`,
      );
    }
    return row;
  }

  /** Approves a pending listing and creates its auction, awaiting scheduling. */
  async function approve(staffId: string, id: string): Promise<AdminListing> {
    return db.transaction(async (tx) => {
      const row = await lockPending(tx, id);
      if ((await getKycStatus(tx, row.sellerId, 'seller')) !== 'approved') {
        throw new AppError(
          'seller_kyc_not_approved',
          "The seller's identity check (KYC) must be approved before the listing can be.",
        );
      }
      if (row.startingPriceCents === null) throw new Error(`listing ${id} pending without a price`);
      const at = clock.now();
      const auction = await createPendingAuction(tx, {
        listingId: id,
        startingPriceCents: row.startingPriceCents,
        reservePriceCents: row.reservePriceCents,
        currency: row.currency,
        at,
      });
      const updated = await updateListing(tx, id, {
        status: 'approved',
        rejectionReason: null,
        reviewClaimedBy: null,
        reviewClaimedUntil: null,
        updatedAt: at,
      });
      await recordAuditEvent(tx, {
        type: 'listing.approved',
        actorId: staffId,
        subjectType: 'listing',
        subjectId: id,
        // What its subscribers need: notifications tells the seller (ADR 041).
        data: { auction_id: auction.id, seller_id: row.sellerId, listing_title: row.title },
        at,
      });
      await recordAuditEvent(tx, {
        type: 'auction.created',
        actorId: staffId,
        subjectType: 'auction',
        subjectId: auction.id,
        data: { listing_id: id },
        at,
      });
      return presentOne(tx, updated);
    });
  }

  async function reject(staffId: string, id: string, reason: string): Promise<AdminListing> {
    return db.transaction(async (tx) => {
      const row = await lockPending(tx, id);
      const at = clock.now();
      const updated = await updateListing(tx, id, {
        status: 'rejected',
        rejectionReason: reason,
        reviewClaimedBy: null,
        reviewClaimedUntil: null,
        updatedAt: at,
      });
      await recordAuditEvent(tx, {
        type: 'listing.rejected',
        actorId: staffId,
        subjectType: 'listing',
        subjectId: id,
        data: { reason, seller_id: row.sellerId, listing_title: row.title },
        at,
      });
      return presentOne(tx, updated);
    });
  }

  return { pending, next, detail, approve, reject };
}
