import {
  REQUIRED_FOR_SUBMIT,
  type CreateListingBody,
  type Listing,
  type ListingPhoto,
  type ListingStatus,
  type Page,
  type PublicListing,
  type SellerListingItem,
  EDITABLE_LISTING_STATUSES,
} from '@gavel/contract';
import type { Database, Executor } from '../../db/index.js';
import { recordAuditEvent } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { decodeTimeCursor, paginate } from '../../lib/cursor.js';
import { AppError, notFound, validationError } from '../../lib/errors.js';
import { getKycStatus } from '../kyc/index.js';
import type { FileLinks } from '../../lib/file-links.js';
import {
  groupPhotos,
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

  async function present(ex: Executor, row: repo.ListingRow): Promise<Listing> {
    const photos = await photosOf(ex, [row.id]);
    return toListing(row, await presentPhotos(links, row, photos));
  }

  /** Loads the caller's own listing; another seller's is 404, as if it did not exist. */
  async function ownListing(ex: Executor, sellerId: string, id: string, lock = false) {
    const row = await repo.findListing(ex, id, { lock });
    if (row?.sellerId !== sellerId) throw notFound('Listing');
    return row;
  }

  function assertEditable(row: repo.ListingRow) {
    if (!EDITABLE_LISTING_STATUSES.includes(row.status)) {
      throw new AppError(
        'invalid_state',
        'The listing can only be changed while it is a draft or was rejected.',
      );
    }
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
    return db.transaction(async (tx) => {
      const row = await repo.insertListing(tx, {
        ...toColumns(body),
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
      return toListing(row, []);
    });
  }

  async function update(sellerId: string, id: string, body: CreateListingBody): Promise<Listing> {
    return db.transaction(async (tx) => {
      const row = await ownListing(tx, sellerId, id, true);
      assertEditable(row);
      const changes = toColumns(body);
      assertReserve({ ...row, ...changes });
      const updated = await repo.updateListing(tx, id, { ...changes, updatedAt: clock.now() });
      return present(tx, updated);
    });
  }

  async function submit(sellerId: string, id: string): Promise<Listing> {
    return db.transaction(async (tx) => {
      const row = await ownListing(tx, sellerId, id, true);
      assertEditable(row);
      const missing = REQUIRED_FOR_SUBMIT.filter((f) => row[COLUMN_OF[f]] === null);
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
      return toListing(updated, await presentPhotos(links, updated, photos));
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
      const photos = groupPhotos(
        await photosOf(
          ex,
          page.rows.map((r) => r.id),
        ),
      );
      const ids = page.rows.map((r) => r.id);
      const auctionsByListing = new Map(
        (await deps.auctions().latestAuctionsOf(ex, ids)).map((a) => [a.listingId, a]),
      );
      const items = await Promise.all(
        page.rows.map(async (r) =>
          withAuction(
            toListing(r, await presentPhotos(links, r, photos.get(r.id) ?? [])),
            auctionsByListing.get(r.id),
          ),
        ),
      );
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
      const photos = groupPhotos(await photosOf(ex, ids));
      const prices = await deps.auctions().latestAuctionPrices(ex, ids);
      const items = await Promise.all(
        page.rows.map(async (r) =>
          toPublicListing(
            r,
            await presentPhotos(links, r, photos.get(r.id) ?? []),
            prices.get(r.id),
          ),
        ),
      );
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
      const photos = await presentPhotos(links, row, await photosOf(ex, [id]));
      const prices = await deps.auctions().latestAuctionPrices(ex, [id]);
      return toPublicListing(row, photos, prices.get(id));
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
