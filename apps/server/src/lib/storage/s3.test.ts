import { afterEach, describe, expect, it, vi } from 'vitest';
import { createS3Storage, type S3StorageOptions } from './s3.js';

// Presigning is computed locally: no store needed to see which credentials signed a URL.
const options: Omit<S3StorageOptions, 'credentials'> = {
  endpoint: 'http://127.0.0.1:9',
  bucket: 'gavel',
  region: 'eu-west-1',
  forcePathStyle: true,
};

async function signedPut(credentials: S3StorageOptions['credentials']) {
  const storage = createS3Storage({ ...options, credentials });
  const url = await storage.presign?.put('kyc_document/abc/upload', {
    contentType: 'application/pdf',
    sizeBytes: 100,
    expiresInSeconds: 900,
    signingDate: new Date('2030-01-02T03:04:05Z'),
  });
  return new URL(url ?? '');
}

describe('the s3 driver credentials', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('signs with the static keys it is given, whatever the environment holds', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDFROMTHEENV');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'env-secret');
    const url = await signedPut({ accessKeyId: 'AKIDSTATIC', secretAccessKey: 'static' });
    expect(url.searchParams.get('X-Amz-Credential')).toBe(
      'AKIDSTATIC/20300102/eu-west-1/s3/aws4_request',
    );
    expect(url.searchParams.has('X-Amz-Security-Token')).toBe(false);
  });

  it('without keys, signs with what the default chain finds (here AWS_* variables)', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'ASIAFROMTHECHAIN');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'chain-secret');
    // Role credentials are temporary: their session token must travel in the URL.
    vi.stubEnv('AWS_SESSION_TOKEN', 'session-token-1');
    // A profile named in AWS_PROFILE would come first and take the place of the variables.
    vi.stubEnv('AWS_PROFILE', undefined);
    const url = await signedPut(undefined);
    expect(url.searchParams.get('X-Amz-Credential')).toBe(
      'ASIAFROMTHECHAIN/20300102/eu-west-1/s3/aws4_request',
    );
    expect(url.searchParams.get('X-Amz-Security-Token')).toBe('session-token-1');
  });
});
