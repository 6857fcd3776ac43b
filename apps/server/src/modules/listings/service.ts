import {
  checkSpecifics,
  missingRequiredSpecifics,
  REQUIRED_FOR_SUBMIT,
  type CreateListingBody,
  type Listing,
  type ListingPhoto,
  type ListingStatus,
  type Page,
  type PublicListing,
  type SellerListingItem,
} from '@gavel/contract';
import type { Database, Executor } from '../../db/index.js';
import { recordAuditEvent } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { decodeTimeCursor, paginate } from '../../lib/cursor.js';
import { AppError, notFound, validationError } from '../../lib/errors.js';
import { getKycStatus } from '../kyc/index.js';
import type { FileLinks } from '../../lib/file-links.js';
import { createConditionReportWriter } from './condition-report-writer.js';
import {
  deleteConditionReport,
  hasConditionReport,
  takesConditionReport,
} from './condition-reports.js';
import { assertEditable, ownListing } from './editable.js';
import { detailsOf } from './listing-details.js';
import {
  isPublicStatus,
  presentPhotos,
  toListing,
  toPublicListing,
  withAuction,
} from './presenter.js';
import type { ListingAuctions } from './listing-auctions.js';
import type { PhotoFiles } from './photo-files.js';
import * as repo from './repository.js';

export interface ListingServiceDeps {
  db: Database;
  clock: Clock;
  links: FileLinks;
  currency: string;
  /** Removes stored objects of deleted photos, after the transaction that deleted them. */
  deleteFiles: (uploadIds: string[]) => Promise<void>;
  /** The listings' auctions, from auctions (`app.services.listingAuctions`), once registered. */
  auctions: () => ListingAuctions;
  /** The photos' files, from uploads (`app.services.uploads.photoFiles`; ADR 040). */
  photoFiles: () => PhotoFiles;
}

export type ListingService = ReturnType<typeof createListingService>;

/** Maps API field names to columns; only the fields the body carries. */
function toColumns(body: CreateListingBody): Partial<repo.NewListing> {
  const c: Partial<repo.NewListing> = {};
  if (body.title !== undefined) c.title = body.title;
  if (body.description !== undefined) c.description = body.description;
  if (body.category !== undefined) c.category = body.category;
  if (body.condition !== undefined) c.condition = body.condition;
  if (body.location_city !== undefined) c.locationCity = body.location_city;
  if (body.location_country !== undefined) c.locationCountry = body.location_country;
  if (body.attributes !== undefined) c.attributes = body.attributes;
  if (body.starting_price_cents !== undefined) c.startingPriceCents = body.starting_price_cents;
  if (body.reserve_price_cents !== undefined) c.reservePriceCents = body.reserve_price_cents;
  return c;
}

const COLUMN_OF = {
  title: 'title',
  category: 'category',
  condition: 'condition',
  location_city: 'locationCity',
  location_country: 'locationCountry',
  starting_price_cents: 'startingPriceCents',
} as const satisfies Record<(typeof REQUIRED_FOR_SUBMIT)[number], keyof repo.ListingRow>;

const byCreated = (r: repo.ListingRow) => ({ k: r.createdAt.toISOString(), id: r.id });

export function createListingService(deps: ListingServiceDeps) {
  const { db, clock, links } = deps;
  /** A listing's photos with their files' keys, in one statement. */
  const photosOf = (ex: Executor, listingIds: string[]) =>
    repo.photosOf(ex, deps.photoFiles(), listingIds);

  /** The photos and condition report of a page of listings, in two statements. */
  const details = (ex: Executor, rows: repo.ListingRow[]) =>
    detailsOf(ex, deps.photoFiles(), links, rows);

  async function present(ex: Executor, row: repo.ListingRow): Promise<Listing> {
    const d = (await details(ex, [row]))(row);
    return toListing(row, d.photos, d.report);
  }

  /**
   * Checks the specifics a listing would have after a write against its category and country
   * (SPEC §11) and answers them normalized; every problem is a 422 on `specifics.<key>`.
   */
  function checkedSpecifics(
    specifics: Record<string, unknown>,
    category: repo.ListingRow['category'],
    country: string | null,
  ) {
    const { value, problems } = checkSpecifics(category, specifics, { now: clock.now(), country });
    if (problems.length > 0) {
      throw validationError(problems, 'Some specifics do not fit the listing’s category.');
    }
    return value;
  }

  function assertReserve(row: Pick<repo.ListingRow, 'startingPriceCents' | 'reservePriceCents'>) {
    const { startingPriceCents: start, reservePriceCents: reserve } = row;
    if (start !== null && reserve !== null && reserve < start) {
      throw validationError([
        {
          path: 'reserve_price_cents',
          message: 'The reserve price must not be below the starting price',
        },
      ]);
    }
  }

  async function create(sellerId: string, body: CreateListingBody): Promise<Listing> {
    const at = clock.now();
    const specifics =
      body.specifics === undefined
        ? undefined
        : checkedSpecifics(body.specifics, body.category ?? null, body.location_country ?? null);
    return db.transaction(async (tx) => {
      const row = await repo.insertListing(tx, {
        ...toColumns(body),
        ...(specifics === undefined ? {} : { specifics }),
        sellerId,
        status: 'draft',
        currency: deps.currency,
        createdAt: at,
        updatedAt: at,
      });
      await recordAuditEvent(tx, {
        type: 'listing.created',
        actorId: sellerId,
        subjectType: 'listing',
        subjectId: row.id,
        at,
      });
      return toListing(row, [], null);
    });
  }

  async function update(sellerId: string, id: string, body: CreateListingBody): Promise<Listing> {
    return db.transaction(async (tx) => {
      const row = await ownListing(tx, sellerId, id, true);
      assertEditable(row);
      const changes = toColumns(body);
      assertReserve({ ...row, ...changes });
      const category = changes.category ?? row.category;
      const country = changes.locationCountry ?? row.locationCountry;
      // New specifics replace the saved ones whole; saved ones are checked again when the
      // category or country they were checked against changes.
      if (
        body.specifics !== undefined ||
        category !== row.category ||
        country !== row.locationCountry
      ) {
        changes.specifics = checkedSpecifics(body.specifics ?? row.specifics, category, country);
      }
      if (category !== row.category && !takesConditionReport(category)) {
        await deleteConditionReport(tx, id);
      }
      const updated = await repo.updateListing(tx, id, { ...changes, updatedAt: clock.now() });
      return present(tx, updated);
    });
  }

  async function submit(sellerId: string, id: string): Promise<Listing> {
    return db.transaction(async (tx) => {
      const row = await ownListing(tx, sellerId, id, true);
      assertEditable(row);
      const missing: string[] = REQUIRED_FOR_SUBMIT.filter((f) => row[COLUMN_OF[f]] === null);
      if (row.category !== null) {
        missing.push(...missingRequiredSpecifics(row.category, row.specifics));
        if (takesConditionReport(row.category) && !(await hasConditionReport(tx, id))) {
          missing.push('condition_report');
        }
      }
      if (missing.length > 0) {
        throw validationError(
          missing.map((path) => ({ path, message: 'Required' })),
          'Complete the listing before submitting it.',
        );
      }
      const photos = await photosOf(tx, [id]);
      if (photos.length === 0) {
        throw new AppError('invalid_state', 'Add at least one photo before submitting.');
      }
      const kyc = await getKycStatus(tx, sellerId, 'seller');
      if (kyc !== 'pending' && kyc !== 'approved') {
        throw new AppError(
          'kyc_required',
          'Submit your identity check (KYC) before submitting a listing.',
        );
      }
      const at = clock.now();
      const updated = await repo.updateListing(tx, id, {
        status: 'pending_review',
        submittedAt: at,
        rejectionReason: null,
        reviewClaimedBy: null,
        reviewClaimedUntil: null,
        updatedAt: at,
      });
      await recordAuditEvent(tx, {
        type: 'listing.submitted',
        actorId: sellerId,
        subjectType: 'listing',
        subjectId: id,
        at,
      });
      return present(tx, updated);
    });
  }

  async function get(sellerId: string, id: string): Promise<Listing> {
    return db.read(async (ex) => present(ex, await ownListing(ex, sellerId, id)));
  }

  async function list(
    sellerId: string,
    query: { limit: number; cursor?: string | undefined; status?: ListingStatus | undefined },
  ): Promise<Page<SellerListingItem>> {
    const cursor = decodeTimeCursor(query.cursor);
    return db.read(async (ex) => {
      const rows = await repo.listSellerListings(ex, {
        sellerId,
        limit: query.limit,
        ...(query.status ? { status: query.status } : {}),
        cursor,
      });
      const page = paginate(rows, query.limit, byCreated);
      const detail = await details(ex, page.rows);
      const ids = page.rows.map((r) => r.id);
      const auctionsByListing = new Map(
        (await deps.auctions().latestAuctionsOf(ex, ids)).map((a) => [a.listingId, a]),
      );
      const items = page.rows.map((r) => {
        const d = detail(r);
        return withAuction(toListing(r, d.photos, d.report), auctionsByListing.get(r.id));
      });
      return { items, next_cursor: page.next_cursor };
    });
  }

  async function photos(sellerId: string, id: string): Promise<ListingPhoto[]> {
    return db.read(async (ex) => {
      const row = await ownListing(ex, sellerId, id);
      return presentPhotos(links, row, await photosOf(ex, [id]));
    });
  }

  async function deletePhoto(sellerId: string, id: string, photoId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const row = await ownListing(tx, sellerId, id, true);
      assertEditable(row);
      if (!(await repo.deletePhoto(tx, id, photoId))) throw notFound('Photo');
      const rest = await photosOf(tx, [id]);
      await repo.setPhotoOrder(
        tx,
        id,
        rest.map((p) => p.id),
      );
      await repo.updateListing(tx, id, { updatedAt: clock.now() });
    });
    await deps.deleteFiles([photoId]);
  }

  /**
   * Deletes a draft with its photos (SPEC §4.4): only while `draft` (409 `invalid_state`
   * otherwise; a rejected listing has been seen by staff and stays). The photos' files go after
   * the transaction, as when one photo is deleted.
   */
  async function remove(sellerId: string, id: string): Promise<void> {
    const photoIds = await db.transaction(async (tx) => {
      const row = await ownListing(tx, sellerId, id, true);
      if (row.status !== 'draft') {
        throw new AppError('invalid_state', 'Only a draft can be deleted.');
      }
      const photos = await photosOf(tx, [id]);
      await repo.deleteListing(tx, id);
      await recordAuditEvent(tx, {
        type: 'listing.deleted',
        actorId: sellerId,
        subjectType: 'listing',
        subjectId: id,
        // The row is gone: the trail keeps what the draft was called.
        data: { title: row.title },
        at: clock.now(),
      });
      return photos.map((p) => p.id);
    });
    if (photoIds.length > 0) await deps.deleteFiles(photoIds);
  }

  async function reorderPhotos(
    sellerId: string,
    id: string,
    photoIds: string[],
  ): Promise<ListingPhoto[]> {
    return db.transaction(async (tx) => {
      const row = await ownListing(tx, sellerId, id, true);
      assertEditable(row);
      const current = await photosOf(tx, [id]);
      const same =
        photoIds.length === current.length &&
        new Set(photoIds).size === photoIds.length &&
        current.every((p) => photoIds.includes(p.id));
      if (!same) {
        throw validationError([
          { path: 'photo_ids', message: "List each of the listing's photos exactly once" },
        ]);
      }
      await repo.setPhotoOrder(tx, id, photoIds);
      const updated = await repo.updateListing(tx, id, { updatedAt: clock.now() });
      return presentPhotos(links, updated, await photosOf(tx, [id]));
    });
  }

  // Public reads: only listings that have reached an auction, never the seller's identity.

  async function publicList(query: {
    limit: number;
    cursor?: string | undefined;
    q?: string | undefined;
    category?: repo.ListingRow['category'] | undefined;
    status?: 'in_auction' | 'sold' | 'unsold' | undefined;
  }): Promise<Page<PublicListing>> {
    const cursor = decodeTimeCursor(query.cursor);
    return db.read(async (ex) => {
      const rows = await repo.listPublicListings(ex, {
        statuses: query.status ? [query.status] : ['in_auction', 'sold', 'unsold'],
        limit: query.limit,
        ...(query.q ? { q: query.q } : {}),
        ...(query.category ? { category: query.category } : {}),
        cursor,
      });
      const page = paginate(rows, query.limit, byCreated);
      const ids = page.rows.map((r) => r.id);
      const detail = await details(ex, page.rows);
      const prices = await deps.auctions().latestAuctionPrices(ex, ids);
      const items = page.rows.map((r) => {
        const d = detail(r);
        return toPublicListing(r, d.photos, prices.get(r.id), d.report);
      });
      return { items, next_cursor: page.next_cursor };
    });
  }

  async function publicRow(ex: Executor, id: string) {
    const row = await repo.findListing(ex, id);
    if (!row || !isPublicStatus(row.status)) throw notFound('Listing');
    return row;
  }

  async function publicGet(id: string): Promise<PublicListing> {
    return db.read(async (ex) => {
      const row = await publicRow(ex, id);
      const d = (await details(ex, [row]))(row);
      const prices = await deps.auctions().latestAuctionPrices(ex, [id]);
      return toPublicListing(row, d.photos, prices.get(id), d.report);
    });
  }

  async function publicPhotos(id: string): Promise<ListingPhoto[]> {
    return db.read(async (ex) => {
      const row = await publicRow(ex, id);
      return presentPhotos(links, row, await photosOf(ex, [id]));
    });
  }

  return {
    create,
    update,
    submit,
    putConditionReport: createConditionReportWriter(deps).put,
    get,
    list,
    photos,
    remove,
    deletePhoto,
    reorderPhotos,
    publicList,
    publicGet,
    publicPhotos,
    present,
  };
}
