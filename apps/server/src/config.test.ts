import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('loadConfig', () => {
  it('applies the SPEC §1 defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.resolve('./data'),
      currency: 'USD',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      auction: { minDurationSeconds: 600, maxDurationSeconds: 1_209_600, softCloseSeconds: 120 },
      rateLimit: { enabled: true, loginMaxFailures: 10, loginWindowSeconds: 900 },
      storage: { driver: 'local' },
      corsOrigins: ['http://localhost:5173'],
      trustProxy: false,
      requestTimeoutSeconds: 120,
      admin: undefined,
    });
  });

  it('parses every value it is given', () => {
    const c = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://u@db:5432/gavel',
      RATE_LIMIT: 'off',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      ADMIN_EMAIL: ' Admin@Example.com ',
      ADMIN_PASSWORD: 'Sturdy-passphrase-1',
      CURRENCY: 'EUR',
      TRUST_PROXY: 'true',
      REQUEST_TIMEOUT_SECONDS: '30',
    });
    expect(c.port).toBe(9000);
    expect(c.databaseUrl).toBe('postgres://u@db:5432/gavel');
    expect(c.rateLimit.enabled).toBe(false);
    expect(c.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(c.admin).toEqual({ email: 'admin@example.com', password: 'Sturdy-passphrase-1' });
    expect(c.currency).toBe('EUR');
    expect(c.trustProxy).toBe(true);
    expect(c.requestTimeoutSeconds).toBe(30);
  });

  it('configures mail and the public URL of links', () => {
    expect(loadConfig({ PORT: '9000' })).toMatchObject({
      mail: { smtpUrl: undefined, from: 'Gavel <no-reply@localhost>' },
      publicUrl: 'http://localhost:9000',
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:pass@smtp.example:465',
        MAIL_FROM: ' Gavel Auctions <hello@gavel.example> ',
        PUBLIC_URL: 'https://gavel.example/market/',
      }),
    ).toMatchObject({
      mail: {
        smtpUrl: 'smtps://user:pass@smtp.example:465',
        from: 'Gavel Auctions <hello@gavel.example>',
      },
      publicUrl: 'https://gavel.example/market',
    });
    expect(loadConfig({ MAIL_FROM: 'ops@gavel.example' }).mail.from).toBe('ops@gavel.example');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(8000);
  });

  describe('S3 credentials', () => {
    const s3 = { STORAGE_DRIVER: 's3', S3_BUCKET: 'gavel' };

    it('takes static keys when both are given', () => {
      const c = loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'AKIDSTATIC', S3_SECRET_ACCESS_KEY: 'shh' });
      expect(c.storage.s3).toMatchObject({
        bucket: 'gavel',
        credentials: { accessKeyId: 'AKIDSTATIC', secretAccessKey: 'shh' },
      });
    });

    it('leaves them to the AWS credential chain when neither is given', () => {
      expect(loadConfig(s3).storage.s3.credentials).toBeUndefined();
      // Empty values, as a template .env writes them, count as not given.
      const blank = { ...s3, S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' };
      expect(loadConfig(blank).storage.s3.credentials).toBeUndefined();
    });

    it('refuses one key without the other, naming the missing one', () => {
      expect(problems({ ...s3, S3_ACCESS_KEY_ID: 'AKIDSTATIC' })).toEqual([
        'S3_SECRET_ACCESS_KEY: S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set (set both, or neither to use the AWS credential chain)',
      ]);
      expect(problems({ ...s3, S3_SECRET_ACCESS_KEY: 'shh' })).toEqual([
        'S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set (set both, or neither to use the AWS credential chain)',
      ]);
    });

    it('still requires the bucket, with or without keys', () => {
      expect(problems({ STORAGE_DRIVER: 's3' })).toEqual([
        'S3_BUCKET: S3_BUCKET is required when STORAGE_DRIVER=s3',
      ]);
      const keys = { S3_ACCESS_KEY_ID: 'AKIDSTATIC', S3_SECRET_ACCESS_KEY: 'shh' };
      expect(problems({ STORAGE_DRIVER: 's3', ...keys })).toEqual([
        'S3_BUCKET: S3_BUCKET is required when STORAGE_DRIVER=s3',
      ]);
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ CURRENCY: 'dollars' }, 'CURRENCY'],
    [{ RATE_LIMIT: 'maybe' }, 'RATE_LIMIT'],
    [{ ACCESS_TOKEN_TTL_SECONDS: '-5' }, 'ACCESS_TOKEN_TTL_SECONDS'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_PASSWORD'],
    [{ CORS_ORIGINS: 'not a url' }, 'CORS_ORIGINS'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ SMTP_URL: 'mail.example:25' }, 'SMTP_URL'],
    [{ MAIL_FROM: 'Gavel' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'Gavel <not an address>' }, 'MAIL_FROM'],
    [{ PUBLIC_URL: 'ftp://gavel.example' }, 'PUBLIC_URL'],
    [{ REQUEST_TIMEOUT_SECONDS: '0' }, 'REQUEST_TIMEOUT_SECONDS'],
    [{ REQUEST_TIMEOUT_SECONDS: '1.5' }, 'REQUEST_TIMEOUT_SECONDS'],
    [
      { AUCTION_MIN_DURATION_SECONDS: '5000', AUCTION_MAX_DURATION_SECONDS: '100' },
      'AUCTION_MIN_DURATION_SECONDS',
    ],
  ])('refuses %o naming %s', (env, name) => {
    expect(problems(env).some((p) => p.startsWith(`${name}:`))).toBe(true);
  });
});
