import path from 'node:path';
import type { Config } from '../../config.js';
import { createLocalStorage } from './local.js';
import { createS3Storage } from './s3.js';
import type { StorageDriver } from './types.js';

export type { ObjectInfo, StorageDriver } from './types.js';
export { createLocalStorage } from './local.js';
export { createS3Storage } from './s3.js';

/** The driver STORAGE_DRIVER names; config validation already required the S3 settings. */
export function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): StorageDriver {
  if (config.storage.driver === 'local') {
    return createLocalStorage(path.join(config.dataDir, 'uploads'));
  }
  const s3 = config.storage.s3;
  if (!s3.bucket) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  return createS3Storage({
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: s3.region,
    credentials: s3.credentials,
    forcePathStyle: s3.forcePathStyle,
  });
}
