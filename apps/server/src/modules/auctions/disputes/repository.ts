import type { DisputeStatus } from '@gavel/contract';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/index.js';
import { keysetAfter, type TimeCursor } from '../../../lib/cursor.js';
// The dispute as people read it: its sale's listing, its dealer's name and its photos' files
// (the auctions read model, read-models.json).
import { dealerProfiles, listings, uploads } from '../../../db/schema.js';
import type { UploadKeeper } from '../../uploads/index.js';
import { auctions, disputePhotos, disputes } from '../schema.js';

export type DisputeRow = typeof disputes.$inferSelect;

export async function insertDispute(
  ex: Executor,
  row: typeof disputes.$inferInsert,
  photoIds: string[],
): Promise<void> {
  await ex.insert(disputes).values(row);
  if (photoIds.length > 0) {
    await ex
      .insert(disputePhotos)
      .values(photoIds.map((uploadId, position) => ({ disputeId: row.id, uploadId, position })));
  }
}

export async function updateDispute(
  ex: Executor,
  id: string,
  values: Partial<typeof disputes.$inferInsert>,
): Promise<void> {
  await ex.update(disputes).set(values).where(eq(disputes.id, id));
}

export async function findDispute(ex: Executor, id: string): Promise<DisputeRow | undefined> {
  const [row] = await ex.select().from(disputes).where(eq(disputes.id, id)).limit(1);
  return row;
}

/** The dispute of a sale, if it has one (one per sale). */
export async function disputeOfAuction(
  ex: Executor,
  auctionId: string,
): Promise<DisputeRow | undefined> {
  const [row] = await ex.select().from(disputes).where(eq(disputes.auctionId, auctionId)).limit(1);
  return row;
}

/** Those of `uploadIds` that a dispute already shows. */
export async function photosInDisputes(ex: Executor, uploadIds: string[]): Promise<string[]> {
  if (uploadIds.length === 0) return [];
  const rows = await ex
    .select({ id: disputePhotos.uploadId })
    .from(disputePhotos)
    .where(inArray(disputePhotos.uploadId, uploadIds));
  return rows.map((r) => r.id);
}

/** A dispute with what its answer names: its sale's listing and price, its dealer's company. */
const viewFields = {
  dispute: disputes,
  listingId: auctions.listingId,
  listingTitle: listings.title,
  sellerId: listings.sellerId,
  currency: auctions.currency,
  hammerPriceCents: auctions.hammerPriceCents,
  dealerCompanyName: dealerProfiles.companyName,
};

function selectViews(ex: Executor, where: SQL | undefined) {
  return ex
    .select(viewFields)
    .from(disputes)
    .innerJoin(auctions, eq(auctions.id, disputes.auctionId))
    .innerJoin(listings, eq(listings.id, auctions.listingId))
    .leftJoin(dealerProfiles, eq(dealerProfiles.id, disputes.dealerId))
    .where(where);
}

export type DisputeViewRow = Awaited<ReturnType<typeof selectViews>>[number];

export async function findDisputeView(
  ex: Executor,
  id: string,
): Promise<DisputeViewRow | undefined> {
  const [row] = await selectViews(ex, eq(disputes.id, id)).limit(1);
  return row;
}

/** A keyset page of disputes, oldest first, optionally of one status, and one more row. */
export function listDisputeViews(
  ex: Executor,
  input: { status?: DisputeStatus | undefined; cursor: TimeCursor | undefined; limit: number },
): Promise<DisputeViewRow[]> {
  return selectViews(
    ex,
    and(
      input.status === undefined ? undefined : eq(disputes.status, input.status),
      keysetAfter(disputes.createdAt, disputes.id, input.cursor, 'asc'),
    ),
  )
    .orderBy(asc(disputes.createdAt), asc(disputes.id))
    .limit(input.limit);
}

/** A dispute photo's stored file, as a private link is made of it. */
export interface DisputePhotoFile {
  disputeId: string;
  id: string;
  storageKey: string;
  contentType: string;
  filename: string;
}

/** The photos of `disputeIds`, in their order, in one query. */
export function photosOfDisputes(ex: Executor, disputeIds: string[]): Promise<DisputePhotoFile[]> {
  if (disputeIds.length === 0) return Promise.resolve([]);
  return ex
    .select({
      disputeId: disputePhotos.disputeId,
      id: uploads.id,
      storageKey: uploads.storageKey,
      contentType: uploads.contentType,
      filename: uploads.filename,
    })
    .from(disputePhotos)
    .innerJoin(uploads, eq(uploads.id, disputePhotos.uploadId))
    .where(inArray(disputePhotos.disputeId, disputeIds))
    .orderBy(asc(disputePhotos.disputeId), asc(disputePhotos.position));
}

/** For admin's queues (SPEC §13.4): the disputes awaiting a staff decision. */
export async function countOpenDisputes(ex: Executor): Promise<number> {
  const [row] = await ex.select({ n: count() }).from(disputes).where(eq(disputes.status, 'open'));
  return row?.n ?? 0;
}

/**
 * For the staff dealer list (dealers' `DealerSales` port): each of `dealerIds`' purchases (its
 * sales, a cancelled one included) and the disputes it opened, in two grouped queries.
 */
export async function dealerSaleCounts(
  ex: Executor,
  dealerIds: string[],
): Promise<Map<string, { purchases: number; disputes: number }>> {
  const counts = new Map(dealerIds.map((id) => [id, { purchases: 0, disputes: 0 }]));
  if (dealerIds.length === 0) return counts;
  const bought = await ex
    .select({ id: auctions.winnerDealerId, n: count() })
    .from(auctions)
    .where(
      and(
        inArray(auctions.winnerDealerId, dealerIds),
        inArray(auctions.outcome, ['sold', 'cancelled']),
      ),
    )
    .groupBy(auctions.winnerDealerId);
  for (const row of bought) {
    const entry = row.id === null ? undefined : counts.get(row.id);
    if (entry) entry.purchases = row.n;
  }
  const opened = await ex
    .select({ id: disputes.dealerId, n: count() })
    .from(disputes)
    .where(inArray(disputes.dealerId, dealerIds))
    .groupBy(disputes.dealerId);
  for (const row of opened) {
    const entry = row.id === null ? undefined : counts.get(row.id);
    if (entry) entry.disputes = row.n;
  }
  return counts;
}

/**
 * Uploads' sweep keeps the dispute photos a dispute holds (`keepDisputePhotosWith`): the dispute
 * of `upload`, if any.
 */
export const disputeHolding: UploadKeeper = (ex, upload) =>
  ex
    .select({ id: disputePhotos.disputeId })
    .from(disputePhotos)
    .where(eq(disputePhotos.uploadId, upload.id));
