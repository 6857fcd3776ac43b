import type { FileVariant } from '@gavel/contract';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Clock } from '../../lib/clock.js';
import type { FileLinks } from '../../lib/file-links.js';
import type { StorageDriver } from '../../lib/storage/index.js';
import { contentDisposition } from './disposition.js';
import type { UrlSigner } from '../../lib/url-signer.js';

export type { FileLinks, StoredDocument, StoredPhoto } from '../../lib/file-links.js';

/** Private photo links live an hour (a listing editor stays open a while); documents 5 minutes. */
export const PRIVATE_PHOTO_LINK_SECONDS = 60 * 60;
export const DOCUMENT_LINK_SECONDS = 5 * 60;

/** A public photo's stable path (`GET /api/photos/{id}`); its variants add `/thumbnail`, `/display`. */
export const publicPhotoPath = (photoId: string) => `/api/photos/${photoId}`;

/**
 * `publicPhotoPath(id)/thumbnail` written by PostgreSQL, for answers it renders (issue 36). The
 * uploads API test checks that the two write the same path.
 */
export const publicThumbnailPathSql = (photoId: SQLWrapper): SQL =>
  sql`'/api/photos/' || ${photoId} || '/thumbnail'`;

/** The query of a signed `/api/files/{id}` link: what was signed and until when. */
export function fileLinkParts(uploadId: string, variant: FileVariant, exp: number) {
  return ['file', uploadId, variant, exp] as const;
}

export function createFileLinks(deps: {
  storage: StorageDriver;
  signer: UrlSigner;
  clock: Clock;
}): FileLinks {
  const { storage, signer, clock } = deps;

  /** The local driver's link, served and checked by `GET /api/files/:id`. */
  function signedFileUrl(uploadId: string, variant: FileVariant, seconds: number): string {
    const exp = Math.floor(clock.now().getTime() / 1000) + seconds;
    const sig = signer.sign(fileLinkParts(uploadId, variant, exp));
    return `/api/files/${uploadId}?variant=${variant}&exp=${exp}&sig=${sig}`;
  }

  return {
    async photoUrls(photo, visibility) {
      // A photo stored before the display variant existed shows its full-size file (ADR 036).
      if (visibility === 'public') {
        const url = publicPhotoPath(photo.id);
        return {
          url,
          thumbnail_url: `${url}/thumbnail`,
          display_url: photo.displayKey ? `${url}/display` : url,
        };
      }
      if (storage.presign) {
        const opts = { expiresInSeconds: PRIVATE_PHOTO_LINK_SECONDS, signingDate: clock.now() };
        const url = await storage.presign.get(photo.storageKey, opts);
        return {
          url,
          thumbnail_url: await storage.presign.get(photo.thumbnailKey ?? photo.storageKey, opts),
          display_url: photo.displayKey ? await storage.presign.get(photo.displayKey, opts) : url,
        };
      }
      const url = signedFileUrl(photo.id, 'full', PRIVATE_PHOTO_LINK_SECONDS);
      return {
        url,
        thumbnail_url: signedFileUrl(photo.id, 'thumb', PRIVATE_PHOTO_LINK_SECONDS),
        display_url: photo.displayKey
          ? signedFileUrl(photo.id, 'display', PRIVATE_PHOTO_LINK_SECONDS)
          : url,
      };
    },
    async documentUrl(document) {
      if (storage.presign) {
        return storage.presign.get(document.storageKey, {
          expiresInSeconds: DOCUMENT_LINK_SECONDS,
          signingDate: clock.now(),
          contentType: document.contentType,
          contentDisposition: contentDisposition(document.filename, document.contentType),
        });
      }
      return signedFileUrl(document.id, 'full', DOCUMENT_LINK_SECONDS);
    },
  };
}
