import type { Readable } from 'node:stream';
import type { FileVariant } from '@gavel/contract';
import type { Database } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { StorageDriver } from '../../lib/storage/index.js';
import { contentDisposition } from './disposition.js';
import { EXTENSION } from './processing.js';
import { fileLinkParts } from './links.js';
import * as repo from './repository.js';
import type { UrlSigner } from '../../lib/url-signer.js';

export const PUBLIC_PHOTO_MAX_AGE = 24 * 60 * 60;
/** S3 links behind public photo redirects: signed per hour so the URL is stable and cacheable. */
const REDIRECT_WINDOW_SECONDS = 60 * 60;

export interface FileBody {
  kind: 'body';
  body: Readable;
  size: number;
  contentType: string;
  cacheControl: string;
  disposition: string;
  /** The request headers the answer depends on (`Accept` for a photo's variants, ADR 037). */
  vary: string | null;
}
export interface FileRedirect {
  kind: 'redirect';
  location: string;
  cacheControl: string;
  vary: string | null;
}

/** Whether a request's `Accept` header takes AVIF images (browsers send it for images). */
export const acceptsAvif = (accept: string | undefined) => /\bimage\/avif\b/i.test(accept ?? '');

export type FileServer = ReturnType<typeof createFileServer>;

/** A variant's answer depends on `Accept`, so caches keep one per kind of browser (ADR 037). */
const varyOf = (variant: FileVariant) => (variant === 'full' ? null : 'Accept');

/** Decides who may fetch which stored file and how (SPEC §4.1, §4.4, §8). */
export function createFileServer(deps: {
  db: Database;
  clock: Clock;
  storage: StorageDriver;
  signer: UrlSigner;
}) {
  const { db, clock, storage, signer } = deps;

  /** `avif`: the request accepts AVIF, which a photo's variants then answer with (ADR 037). */
  function pick(row: repo.UploadRow, variant: FileVariant, avif: boolean) {
    const avifKey =
      variant === 'thumb'
        ? row.thumbnailAvifKey
        : variant === 'display'
          ? row.displayAvifKey
          : null;
    if (avif && avifKey) return { key: avifKey, contentType: 'image/avif' };
    // Documents have no thumbnail, and photos stored before ADR 036 no display variant: their
    // full file stands in rather than a broken image.
    const variantKey =
      variant === 'thumb' ? row.thumbnailKey : variant === 'display' ? row.displayKey : null;
    return variantKey
      ? { key: variantKey, contentType: 'image/webp' }
      : { key: row.storageKey, contentType: row.contentType };
  }

  /**
   * `audience` 'public': anyone's photo answer, named by its id (the seller's file name may name
   * the seller, whom public reads keep out, SPEC §4.4); 'signed': the owner's and staff's links,
   * which keep the name they know the file by.
   */
  /** A public photo's name: its id and the extension of what is sent, never the seller's name. */
  const publicName = (row: repo.UploadRow, contentType: string) =>
    `${row.id}.${EXTENSION[contentType] ?? 'bin'}`;

  async function body(
    row: repo.UploadRow,
    variant: FileVariant,
    avif: boolean,
    cacheControl: string,
    audience: 'public' | 'signed',
  ): Promise<FileBody> {
    const { key, contentType } = pick(row, variant, avif);
    const stored = await storage.stream(key);
    if (!stored) throw notFound('File');
    return {
      kind: 'body',
      body: stored.body,
      size: stored.size,
      contentType,
      cacheControl,
      disposition: contentDisposition(
        audience === 'public' ? publicName(row, contentType) : row.filename,
        contentType,
      ),
      vary: varyOf(variant),
    };
  }

  /** `GET /api/files/:id`: the link's signature and expiry are the only credentials. */
  async function openSigned(
    uploadId: string,
    query: { variant: FileVariant; exp: number; sig: string },
    accept?: string,
  ): Promise<FileBody> {
    const nowSeconds = Math.floor(clock.now().getTime() / 1000);
    if (
      !signer.verify(fileLinkParts(uploadId, query.variant, query.exp), query.sig) ||
      query.exp <= nowSeconds
    ) {
      throw new AppError('forbidden', 'This link is invalid or has expired.');
    }
    const row = await db.read((ex) => repo.findUpload(ex, uploadId));
    if (row?.status !== 'finalized') throw notFound('File');
    return body(
      row,
      query.variant,
      acceptsAvif(accept),
      `private, max-age=${query.exp - nowSeconds}`,
      'signed',
    );
  }

  /** `GET /api/photos/:id[/thumbnail|/display]`: only photos of public listings; 404 otherwise. */
  async function openPublicPhoto(
    photoId: string,
    variant: FileVariant,
    accept?: string,
  ): Promise<FileBody | FileRedirect> {
    const row = await db.read((ex) => repo.findPublicPhoto(ex, photoId));
    if (!row) throw notFound('Photo');
    const avif = acceptsAvif(accept);
    if (!storage.presign) {
      return body(row, variant, avif, `public, max-age=${PUBLIC_PHOTO_MAX_AGE}`, 'public');
    }
    const { key, contentType } = pick(row, variant, avif);
    const nowMs = clock.now().getTime();
    const windowMs = REDIRECT_WINDOW_SECONDS * 1000;
    const windowStart = Math.floor(nowMs / windowMs) * windowMs;
    const location = await storage.presign.get(key, {
      // Valid for the rest of this window and one more: every redirect we hand out stays usable
      // for as long as it may be cached.
      expiresInSeconds: 2 * REDIRECT_WINDOW_SECONDS,
      signingDate: new Date(windowStart),
      contentType,
      // The same for every request of the window, so the signed URL stays one cacheable URL.
      contentDisposition: contentDisposition(publicName(row, contentType), contentType),
    });
    const remaining = Math.max(0, Math.floor((windowStart + windowMs - nowMs) / 1000));
    return {
      kind: 'redirect',
      location,
      cacheControl: `public, max-age=${remaining}`,
      vary: varyOf(variant),
    };
  }

  return { openSigned, openPublicPhoto };
}
