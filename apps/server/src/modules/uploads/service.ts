import { randomBytes, randomUUID } from 'node:crypto';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_URL_TTL_SECONDS,
  type PresignUploadResponse,
  type UploadPurpose,
  type UploadResponse,
} from '@gavel/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound, validationError } from '../../lib/errors.js';
import type { StorageDriver } from '../../lib/storage/index.js';
import { assertCanAddPhoto, attachListingPhoto } from '../listings/photos.js';
import type { AccessClaims } from '../auth/tokens.js';
import type { FileLinks } from './links.js';
import { EXTENSION, processUpload, type ProcessedFile } from './processing.js';
import * as repo from './repository.js';
import type { UrlSigner } from './signing.js';

export interface UploadsServiceDeps {
  db: Database;
  clock: Clock;
  storage: StorageDriver;
  signer: UrlSigner;
  fileLinks: FileLinks;
  log: FastifyBaseLogger;
}

/** Every object of one upload lives under this prefix, so the sweep can remove them all. */
export const prefixOf = (purpose: UploadPurpose, id: string) => `${purpose}/${id}/`;

const mediaType = (header: string | undefined) =>
  (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Presign, the local PUT and finalize: what the upload routes call. */
export type UploadFlow = ReturnType<typeof createUploadsService>;

export function createUploadsService(deps: UploadsServiceDeps) {
  const { db, clock, storage, signer, fileLinks, log } = deps;

  function assertMayUpload(who: AccessClaims, purpose: UploadPurpose) {
    const allowed = purpose === 'listing_photo' ? ['SELLER'] : ['SELLER', 'DEALER'];
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

  /** The local driver's signed PUT: checks the token, then stores the bytes exactly once. */
  async function receiveContent(input: {
    uploadId: string;
    token: string;
    contentType: string | undefined;
    body: Buffer;
  }): Promise<void> {
    const expiresAt = signer.readUploadToken(input.uploadId, input.token);
    if (!expiresAt || expiresAt <= clock.now()) {
      throw new AppError('forbidden', 'This upload link is invalid or has expired.');
    }
    const row = await db.read((ex) => repo.findUpload(ex, input.uploadId));
    if (!row) throw notFound('Upload');
    assertUnused(row);
    if (mediaType(input.contentType) !== row.contentType) {
      throw new AppError(
        'unsupported_media_type',
        `Send the file with the Content-Type it was presigned with (${row.contentType}).`,
      );
    }
    if (input.body.length > row.sizeBytes) {
      throw new AppError('payload_too_large', 'The file is larger than the size declared.', {
        declared_bytes: row.sizeBytes,
      });
    }
    if (input.body.length < row.sizeBytes) {
      throw validationError(
        [{ path: 'size_bytes', message: `Expected ${row.sizeBytes} bytes` }],
        `The file is ${input.body.length} bytes but ${row.sizeBytes} were declared.`,
      );
    }
    await db.transaction(async (tx) => {
      // The row lock makes the token single-use even when two PUTs race.
      const locked = await repo.lockUpload(tx, input.uploadId);
      if (!locked) throw notFound('Upload');
      assertUnused(locked);
      await storage.put(locked.storageKey, input.body, locked.contentType);
      await repo.markReceived(tx, locked.id, clock.now());
    });
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
    const original = await storage.read(row.storageKey);
    if (!original) throw new AppError('invalid_state', 'The file has not been received yet.');
    const processed = await processUpload(row.purpose, row.contentType, original);

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
          contentType: processed.contentType,
          sizeBytes: processed.bytes.length,
          width: processed.width,
          height: processed.height,
          at: now,
        });
      });
    } catch (err) {
      await removeQuietly([written.key, written.thumbnailKey]);
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
        { id: row.id, storageKey: written.key, thumbnailKey: written.thumbnailKey },
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
    const base = `${prefixOf(row.purpose, row.id)}${randomBytes(4).toString('hex')}`;
    const key = `${base}.${EXTENSION[processed.contentType] ?? 'bin'}`;
    const thumbnailKey = processed.thumbnail ? `${base}.thumb.webp` : null;
    try {
      await storage.put(key, processed.bytes, processed.contentType);
      if (thumbnailKey && processed.thumbnail) {
        await storage.put(thumbnailKey, processed.thumbnail, 'image/webp');
      }
    } catch (err) {
      await removeQuietly([key, thumbnailKey]);
      throw err;
    }
    return { key, thumbnailKey };
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

  return { presign, receiveContent, finalize };
}
