import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, type StorageDriver } from './types.js';

export interface S3StorageOptions {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /**
   * Static keys. Undefined: the SDK's default chain for Node.js resolves them when first needed
   * and renews them before they expire (AWS_* variables, shared profile, web identity token,
   * ECS task role, EC2 instance profile).
   */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/** Any S3-compatible store; clients PUT and GET through URLs presigned here. */
export function createS3Storage(opts: S3StorageOptions): StorageDriver & { client: S3Client } {
  const client = new S3Client({
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    region: opts.region,
    forcePathStyle: opts.forcePathStyle,
    credentials: opts.credentials,
    // Presigned PUTs come from browsers that cannot compute the SDK's default CRC32 checksums,
    // and several S3-compatible stores do not know them either.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  const keyed = (key: string) => {
    assertSafeKey(key);
    return { Bucket, Key: key };
  };

  async function head(key: string) {
    try {
      const out = await client.send(new HeadObjectCommand(keyed(key)));
      return { size: out.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async function get(key: string) {
    try {
      return await client.send(new GetObjectCommand(keyed(key)));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  return {
    kind: 's3',
    client,
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ ...keyed(key), Body: bytes, ContentType: contentType }),
      );
    },
    stat: head,
    async read(key) {
      const out = await get(key);
      if (!out?.Body) return null;
      return Buffer.from(await out.Body.transformToByteArray());
    },
    async stream(key) {
      const out = await get(key);
      if (!out?.Body) return null;
      return { body: out.Body as Readable, size: out.ContentLength ?? 0 };
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand(keyed(key)));
    },
    async deletePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error('A storage prefix must end with /');
      assertSafeKey(prefix);
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }),
        );
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length > 0) {
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    presign: {
      put: (key, o) =>
        // Content-Type and Content-Length are signed: S3 refuses any other type or size.
        getSignedUrl(
          client,
          new PutObjectCommand({
            ...keyed(key),
            ContentType: o.contentType,
            ContentLength: o.sizeBytes,
          }),
          {
            expiresIn: o.expiresInSeconds,
            signingDate: o.signingDate,
            // The presigner leaves Content-Type unsigned unless told to sign it.
            signableHeaders: new Set(['content-type', 'content-length']),
          },
        ),
      get: (key, o) =>
        getSignedUrl(
          client,
          new GetObjectCommand({
            ...keyed(key),
            ...(o.contentType ? { ResponseContentType: o.contentType } : {}),
            ...(o.contentDisposition ? { ResponseContentDisposition: o.contentDisposition } : {}),
          }),
          { expiresIn: o.expiresInSeconds, signingDate: o.signingDate },
        ),
    },
  };
}
