import type { Readable } from 'node:stream';

/** What a stored object looks like from outside. */
export interface ObjectInfo {
  size: number;
}

/**
 * Where uploaded files live. Keys are always made by the server (`purpose/upload-id/…`), never
 * from a client's filename. Two drivers: `local` (files under DATA_DIR/uploads, the API serves
 * them) and `s3` (any S3-compatible store, clients talk to it through presigned URLs).
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such object. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** The whole object (uploads are at most 10 MB); null when it is missing. */
  read(key: string): Promise<Buffer | null>;
  /** A stream of the object for serving it; null when it is missing. */
  stream(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Removes one object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which must end with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * Drivers the client talks to directly sign URLs for it; the local driver has none of these
   * because the API itself receives and serves its files.
   */
  presign?: {
    put(
      key: string,
      opts: { contentType: string; sizeBytes: number; expiresInSeconds: number; signingDate: Date },
    ): Promise<string>;
    get(
      key: string,
      opts: {
        expiresInSeconds: number;
        signingDate: Date;
        contentType?: string;
        contentDisposition?: string;
      },
    ): Promise<string>;
  };
}

const SAFE_KEY = /^[a-z0-9_-]+(\/[A-Za-z0-9._-]+)*\/?$/;

/** Keys are server-made, but a bad one must never reach a path or a bucket: refuse it loudly. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new Error(`Refusing unsafe storage key ${JSON.stringify(key)}`);
  }
}
