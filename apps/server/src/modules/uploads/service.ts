import { randomBytes, randomUUID } from 'node:crypto';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_URL_TTL_SECONDS,
  type PresignUploadResponse,
  type UploadPurpose,
  type UploadResponse,
} from '@gavel/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound, rateLimited, validationError } from '../../lib/errors.js';
import type { StorageDriver } from '../../lib/storage/index.js';
import { assertCanAddPhoto, attachListingPhoto } from '../listings/index.js';
import type { AccessClaims } from '../../lib/tokens.js';
import type { ImageQueue } from './image-queue.js';
import type { FileLinks } from './links.js';
import { EXTENSION, processUpload, refusesTheBytes, type ProcessedFile } from './processing.js';
import * as repo from './repository.js';
import type { UrlSigner } from '../../lib/url-signer.js';

export interface UploadsServiceDeps {
  db: Database;
  clock: Clock;
  storage: StorageDriver;
  signer: UrlSigner;
  fileLinks: FileLinks;
  log: FastifyBaseLogger;
  /** Where images are decoded, a few at a time (issue 28). */
  images: ImageQueue;
  /** Whether per-user quotas apply (`RATE_LIMIT`); off only in tests that presign in bulk. */
  quotas: boolean;
  /** In `tx`, the job that makes the files a photo was stored without (`variants.ts`). */
  requestVariants: (tx: Tx, uploadId: string) => Promise<unknown>;
}

/**
 * Uploads one user may have started and not finished (presigned, not finalized, not expired),
 * and their declared bytes: room for a 20-photo listing sent one by one or 4 KYC documents with
 * retries, not for parking a gigabyte of junk (ADR 024). Finalizing or expiring frees a place.
 */
export const MAX_PENDING_UPLOADS_PER_USER = 20;
export const MAX_PENDING_BYTES_PER_USER = 100 * 1024 * 1024;

/** Who may upload each kind of file. */
const UPLOADERS: Record<UploadPurpose, readonly string[]> = {
  listing_photo: ['SELLER'],
  kyc_document: ['SELLER', 'DEALER'],
  dispute_photo: ['DEALER'],
};

/** Every object of one upload lives under this prefix, so the sweep can remove them all. */
export const prefixOf = (purpose: UploadPurpose, id: string) => `${purpose}/${id}/`;

/**
 * A fresh name (without extension) for the files one attempt writes: a losing concurrent
 * attempt then removes only what it wrote. `.thumb.webp`, `.display.webp`, and `.thumb.avif`
 * and `.display.avif`, name the variants.
 */
export const newFileBase = (purpose: UploadPurpose, id: string) =>
  `${prefixOf(purpose, id)}${randomBytes(4).toString('hex')}`;

const mediaType = (header: string | undefined) =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Presign, the local PUT and finalize: what the upload routes call. */
export type UploadFlow = ReturnType<typeof createUploadsService>;

export function createUploadsService(deps: UploadsServiceDeps) {
  const { db, clock, storage, signer, fileLinks, log, images, quotas, requestVariants } = deps;

  function assertMayUpload(who: AccessClaims, purpose: UploadPurpose) {
    // Listing photos are sellers', dispute photos the buying dealer's (SPEC §13.4).
    const allowed = UPLOADERS[purpose];
    if (!who.roles.some((r) => allowed.includes(r))) {
      throw new AppError('forbidden', 'Your account cannot upload this kind of file.');
    }
  }

  async function presign(
    who: AccessClaims,
    body: {
      purpose: UploadPurpose;
      filename: string;
      content_type: string;
      size_bytes: number;
      listing_id?: string | undefined;
    },
  ): Promise<PresignUploadResponse> {
    assertMayUpload(who, body.purpose);
    if (body.size_bytes > MAX_UPLOAD_BYTES) {
      throw new AppError('payload_too_large', 'Files can be at most 10 MB.', {
        max_bytes: MAX_UPLOAD_BYTES,
      });
    }
    const id = randomUUID();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
    const storageKey = `${prefixOf(body.purpose, id)}upload`;
    await db.transaction(async (tx) => {
      if (quotas) await assertRoomFor(tx, who.userId, body.size_bytes, now);
      // Fails early (404, invalid_state, limit_reached); finalize checks again under a lock.
      if (body.listing_id) {
        await assertCanAddPhoto(tx, { listingId: body.listing_id, sellerId: who.userId });
      }
      await repo.insertUpload(tx, {
        id,
        ownerId: who.userId,
        purpose: body.purpose,
        status: 'pending',
        filename: body.filename,
        contentType: body.content_type,
        sizeBytes: body.size_bytes,
        storageKey,
        listingId: body.listing_id ?? null,
        expiresAt,
        createdAt: now,
      });
    });
    const uploadUrl = storage.presign
      ? await storage.presign.put(storageKey, {
          contentType: body.content_type,
          sizeBytes: body.size_bytes,
          expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
          signingDate: now,
        })
      : `/api/uploads/${id}/content?token=${signer.uploadToken(id, expiresAt)}`;
    return {
      upload_id: id,
      upload_url: uploadUrl,
      method: 'PUT',
      headers: { 'content-type': body.content_type },
      expires_at: expiresAt.toISOString(),
    };
  }

  /** 429 when this presign would take the user past its pending uploads or bytes. */
  async function assertRoomFor(tx: Tx, ownerId: string, sizeBytes: number, now: Date) {
    await repo.lockPresignsOf(tx, ownerId);
    const pending = await repo.pendingOf(tx, ownerId, now);
    if (
      pending.uploads < MAX_PENDING_UPLOADS_PER_USER &&
      pending.bytes + sizeBytes <= MAX_PENDING_BYTES_PER_USER
    ) {
      return;
    }
    // The oldest unfinished upload expires first and frees its place (finalizing frees it sooner).
    const expiry = pending.firstExpiry ?? new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000);
    const retryAfter = Math.max(1, Math.ceil((expiry.getTime() - now.getTime()) / 1000));
    throw rateLimited(
      `You have ${pending.uploads} uploads in progress. Finish them, or wait for unfinished ` +
        `ones to expire, before starting another (at most ${MAX_PENDING_UPLOADS_PER_USER} ` +
        `files and ${MAX_PENDING_BYTES_PER_USER / (1024 * 1024)} MB at a time).`,
      retryAfter,
      {
        pending_uploads: pending.uploads,
        pending_bytes: pending.bytes,
        max_pending_uploads: MAX_PENDING_UPLOADS_PER_USER,
        max_pending_bytes: MAX_PENDING_BYTES_PER_USER,
      },
    );
  }

  /**
   * The local driver's signed PUT, before a byte of its body is read: the token, the upload, its
   * state, the type and the announced length must all be right, so that a forged link or an
   * oversized body is answered at once instead of after 10 MB (the route's `preParsing` hook).
   * `contentLength` is undefined for a chunked body, whose length is checked once it is read.
   */
  async function admitContent(input: {
    uploadId: string;
    token: string;
    contentType: string | undefined;
    contentLength: number | undefined;
  }): Promise<repo.UploadRow> {
    assertToken(input.uploadId, input.token);
    const row = await db.read((ex) => repo.findUpload(ex, input.uploadId));
    if (!row) throw notFound('Upload');
    assertUnused(row);
    assertSendable(row, input.contentType, input.contentLength);
    return row;
  }

  /** The local driver's signed PUT: checks everything again, then stores the bytes exactly once. */
  async function receiveContent(input: {
    uploadId: string;
    token: string;
    contentType: string | undefined;
    body: Buffer;
  }): Promise<void> {
    assertToken(input.uploadId, input.token);
    const row = await db.read((ex) => repo.findUpload(ex, input.uploadId));
    if (!row) throw notFound('Upload');
    assertUnused(row);
    assertSendable(row, input.contentType, input.body.length);
    await db.transaction(async (tx) => {
      // The row lock makes the token single-use even when two PUTs race.
      const locked = await repo.lockUpload(tx, input.uploadId);
      if (!locked) throw notFound('Upload');
      assertUnused(locked);
      await storage.put(locked.storageKey, input.body, locked.contentType);
      await repo.markReceived(tx, locked.id, clock.now());
    });
  }

  function assertToken(uploadId: string, token: string) {
    const expiresAt = signer.readUploadToken(uploadId, token);
    if (!expiresAt || expiresAt <= clock.now()) {
      throw new AppError('forbidden', 'This upload link is invalid or has expired.');
    }
  }

  function assertSendable(row: repo.UploadRow, contentType: string | undefined, size?: number) {
    if (mediaType(contentType) !== row.contentType) {
      throw new AppError(
        'unsupported_media_type',
        `Send the file with the Content-Type it was presigned with (${row.contentType}).`,
      );
    }
    if (size === undefined) return;
    if (size > row.sizeBytes) {
      throw new AppError('payload_too_large', 'The file is larger than the size declared.', {
        declared_bytes: row.sizeBytes,
      });
    }
    if (size < row.sizeBytes) {
      throw validationError(
        [{ path: 'size_bytes', message: `Expected ${row.sizeBytes} bytes` }],
        `The file is ${size} bytes but ${row.sizeBytes} were declared.`,
      );
    }
  }

  function assertUnused(row: repo.UploadRow) {
    if (row.receivedAt || row.status !== 'pending') {
      throw new AppError('invalid_state', 'This upload link has already been used.');
    }
  }

  function assertFinalizable(row: repo.UploadRow, now: Date) {
    if (row.status === 'finalized') {
      throw new AppError('invalid_state', 'This upload is already finalized.');
    }
    if (row.expiresAt <= now) {
      throw new AppError('invalid_state', 'This upload has expired. Start a new one.');
    }
  }

  async function finalize(who: AccessClaims, uploadId: string): Promise<UploadResponse> {
    const row = await db.read((ex) => repo.findUpload(ex, uploadId));
    // Another user's upload is answered as if it did not exist.
    if (row?.ownerId !== who.userId) throw notFound('Upload');
    assertFinalizable(row, clock.now());
    const stored = await storage.stat(row.storageKey);
    if (!stored) {
      throw new AppError(
        'invalid_state',
        'The file has not been received yet. Send it to upload_url first.',
      );
    }
    if (stored.size !== row.sizeBytes) {
      await removeQuietly([row.storageKey]);
      throw validationError(
        [{ path: 'size_bytes', message: `Expected ${row.sizeBytes} bytes` }],
        `The file received is ${stored.size} bytes but ${row.sizeBytes} were declared.`,
      );
    }
    const { listingId } = row;
    if (row.purpose === 'listing_photo' && listingId) {
      // Fail before the costly decoding when the listing can no longer take a photo.
      await db.read((ex) => assertCanAddPhoto(ex, { listingId, sellerId: who.userId }));
    }
    // An image takes its place in the image queue before its bytes are read (PDFs wait in
    // the PDF check's own queue).
    const place = row.contentType.startsWith('image/') ? images.reserve(who.userId) : null;
    let processed: ProcessedFile;
    try {
      const original = await storage.read(row.storageKey);
      if (!original) throw new AppError('invalid_state', 'The file has not been received yet.');
      processed = await processUpload(
        row.purpose,
        row.contentType,
        original,
        place?.inTurn ?? ((job) => job()),
      ).catch(async (err: unknown) => {
        // Bytes refused for what they are will be refused again: they need not wait for the
        // sweep. The row stays pending (and counts against the owner) until it expires.
        if (refusesTheBytes(err)) await removeQuietly([row.storageKey]);
        throw err;
      });
    } finally {
      place?.release();
    }

    // A fresh name per attempt: a losing concurrent finalize removes only what it wrote.
    const written = await writeProcessed(row, processed);
    try {
      await db.transaction(async (tx) => {
        const now = clock.now();
        const locked = await repo.lockUpload(tx, uploadId);
        if (!locked) throw new AppError('invalid_state', 'This upload has expired.');
        assertFinalizable(locked, now);
        if (locked.purpose === 'listing_photo' && locked.listingId) {
          await attachListingPhoto(tx, {
            listingId: locked.listingId,
            sellerId: who.userId,
            uploadId,
            at: now,
          });
        }
        await repo.markFinalized(tx, uploadId, {
          storageKey: written.key,
          thumbnailKey: written.thumbnailKey,
          displayKey: written.displayKey,
          thumbnailAvifKey: written.thumbnailAvifKey,
          displayAvifKey: written.displayAvifKey,
          contentType: processed.contentType,
          sizeBytes: processed.bytes.length,
          width: processed.width,
          height: processed.height,
          at: now,
        });
        // An AVIF that could not be made is left out (ADR 037): its job makes it after commit.
        if (
          row.purpose === 'listing_photo' &&
          !(written.displayKey && written.thumbnailAvifKey && written.displayAvifKey)
        ) {
          await requestVariants(tx, uploadId);
        }
      });
    } catch (err) {
      await removeQuietly([
        written.key,
        written.thumbnailKey,
        written.displayKey,
        written.thumbnailAvifKey,
        written.displayAvifKey,
      ]);
      throw err;
    }
    // The client's original still holds the metadata we strip; it must not outlive finalize.
    await removeQuietly([row.storageKey]);

    const response: UploadResponse = {
      id: row.id,
      purpose: row.purpose,
      content_type: processed.contentType,
      size_bytes: processed.bytes.length,
      url: '',
    };
    if (row.purpose === 'listing_photo') {
      const links = await fileLinks.photoUrls(
        {
          id: row.id,
          storageKey: written.key,
          thumbnailKey: written.thumbnailKey,
          displayKey: written.displayKey,
        },
        'private',
      );
      return { ...response, ...links };
    }
    const url = await fileLinks.documentUrl({
      id: row.id,
      storageKey: written.key,
      contentType: processed.contentType,
      filename: row.filename,
    });
    return { ...response, url };
  }

  async function writeProcessed(row: repo.UploadRow, processed: ProcessedFile) {
    const base = newFileBase(row.purpose, row.id);
    const key = `${base}.${EXTENSION[processed.contentType] ?? 'bin'}`;
    const thumbnailKey = processed.thumbnail ? `${base}.thumb.webp` : null;
    const displayKey = processed.display ? `${base}.display.webp` : null;
    const thumbnailAvifKey = processed.thumbnailAvif ? `${base}.thumb.avif` : null;
    const displayAvifKey = processed.displayAvif ? `${base}.display.avif` : null;
    try {
      await storage.put(key, processed.bytes, processed.contentType);
      if (thumbnailKey && processed.thumbnail) {
        await storage.put(thumbnailKey, processed.thumbnail, 'image/webp');
      }
      if (displayKey && processed.display) {
        await storage.put(displayKey, processed.display, 'image/webp');
      }
      if (thumbnailAvifKey && processed.thumbnailAvif) {
        await storage.put(thumbnailAvifKey, processed.thumbnailAvif, 'image/avif');
      }
      if (displayAvifKey && processed.displayAvif) {
        await storage.put(displayAvifKey, processed.displayAvif, 'image/avif');
      }
    } catch (err) {
      await removeQuietly([key, thumbnailKey, displayKey, thumbnailAvifKey, displayAvifKey]);
      throw err;
    }
    return { key, thumbnailKey, displayKey, thumbnailAvifKey, displayAvifKey };
  }

  async function removeQuietly(keys: (string | null)[]) {
    for (const key of keys) {
      if (!key) continue;
      try {
        await storage.delete(key);
      } catch (err) {
        log.warn({ err, key }, 'could not delete a stored upload object');
      }
    }
  }

  return { presign, admitContent, receiveContent, finalize };
}
