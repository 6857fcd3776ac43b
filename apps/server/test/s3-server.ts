import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import AWSAccount from 's3rver/lib/models/account.js';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The variables that point the app's s3 driver at this server. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) on a random local port, storing in a temporary folder, with
 * one bucket. It speaks the S3 REST API (presigned URLs included) but does not verify SigV4
 * signatures; tests check what is signed by reading the URL. It does refuse access key ids it does
 * not know (403): `S3RVER`, the one `env` names, and those of `options.acceptKeyIds`.
 */
export async function startS3Server(
  bucket = 'gavel-test',
  options: { acceptKeyIds?: string[] } = {},
): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // s3rver keeps its accounts in one registry per process: these keys last until close().
  const extraKeys = options.acceptKeyIds ?? [];
  for (const id of extraKeys) AWSAccount.DUMMY_ACCOUNT.createKeyPair(id, id);
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'on',
    },
    close: async () => {
      for (const id of extraKeys) AWSAccount.DUMMY_ACCOUNT.revokeAccessKey(id);
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
