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
      jobsSuperviseSeconds: 60,
    });
  });

  it('reads how often dead instances’ jobs are looked for, from 1 s to an hour', () => {
    expect(loadConfig({ JOBS_SUPERVISE_SECONDS: '1' }).jobsSuperviseSeconds).toBe(1);
    expect(problems({ JOBS_SUPERVISE_SECONDS: '0' })).toHaveLength(1);
    expect(problems({ JOBS_SUPERVISE_SECONDS: '3601' })).toHaveLength(1);
  });

  it('reads the hour of the saved-search digests, a whole UTC hour from 0 to 23 (default 7)', () => {
    expect(loadConfig({}).digestHourUtc).toBe(7);
    expect(loadConfig({ DIGEST_HOUR_UTC: '0' }).digestHourUtc).toBe(0);
    expect(loadConfig({ DIGEST_HOUR_UTC: '23' }).digestHourUtc).toBe(23);
    for (const bad of ['24', '-1', '7.5', 'seven']) {
      expect(problems({ DIGEST_HOUR_UTC: bad }), bad).toHaveLength(1);
    }
  });

  it('reads the invoices’ prefix and the tax on the fee (SPEC §13.2), defaults GAV, 0 and VAT', () => {
    expect(loadConfig({}).invoicing).toEqual({ prefix: 'GAV', taxRateBps: 0, taxLabel: 'VAT' });
    expect(
      loadConfig({ INVOICE_PREFIX: 'GVL2', FEE_TAX_RATE_BPS: '2000', FEE_TAX_LABEL: ' MwSt ' })
        .invoicing,
    ).toEqual({ prefix: 'GVL2', taxRateBps: 2000, taxLabel: 'MwSt' });
    expect(loadConfig({ FEE_TAX_RATE_BPS: '10000' }).invoicing.taxRateBps).toBe(10_000);
    // Empty is unset, as every setting.
    expect(loadConfig({ INVOICE_PREFIX: '' }).invoicing.prefix).toBe('GAV');
    for (const bad of ['gav', 'GAV-X', 'ABCDEFGHIJK', 'G V']) {
      expect(problems({ INVOICE_PREFIX: bad }), bad).toEqual([
        expect.stringContaining('INVOICE_PREFIX must be 1–10 capital letters or digits'),
      ]);
    }
    for (const bad of ['-1', '10001', '19.5', 'twenty']) {
      expect(problems({ FEE_TAX_RATE_BPS: bad }), bad).toEqual([
        expect.stringContaining('FEE_TAX_RATE_BPS must be whole basis points from 0 to 10000'),
      ]);
    }
    expect(problems({ FEE_TAX_LABEL: '   ' })).toEqual([
      expect.stringContaining('FEE_TAX_LABEL must not be empty'),
    ]);
    expect(problems({ FEE_TAX_LABEL: 'x'.repeat(41) })).toEqual([
      expect.stringContaining('FEE_TAX_LABEL must be at most 40 characters'),
    ]);
  });

  it('reads the days a sale may be disputed (SPEC §13.4), whole days from 1 to 365, default 7', () => {
    expect(loadConfig({}).disputeWindowDays).toBe(7);
    expect(loadConfig({ DISPUTE_WINDOW_DAYS: '30' }).disputeWindowDays).toBe(30);
    for (const bad of ['0', '366', '1.5', 'a week']) {
      expect(problems({ DISPUTE_WINDOW_DAYS: bad }), bad).toEqual([
        expect.stringContaining('DISPUTE_WINDOW_DAYS must be a whole number of days from 1 to 365'),
      ]);
    }
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

  describe('rate limits and Redis (SPEC §9)', () => {
    const settings = [
      ['RATE_LIMIT_LOGIN_FAILURES', 'loginMaxFailures', 10],
      ['RATE_LIMIT_LOGIN_WINDOW_SECONDS', 'loginWindowSeconds', 900],
      ['RATE_LIMIT_SIGNUPS', 'signups', 30],
      ['RATE_LIMIT_SIGN_INS', 'signIns', 60],
      ['RATE_LIMIT_REFRESHES', 'refreshes', 120],
      ['RATE_LIMIT_RESET_REQUESTS', 'resetRequests', 20],
      ['RATE_LIMIT_EMAILED_LINKS', 'emailedLinks', 30],
      ['RATE_LIMIT_ACCOUNT_EMAILS', 'accountEmails', 5],
      ['RATE_LIMIT_PRESIGNS', 'presigns', 60],
      ['RATE_LIMIT_BIDS', 'bids', 5],
      ['RATE_LIMIT_STREAMS_PER_IP', 'streamsPerIp', 50],
      ['RATE_LIMIT_STREAMS_PER_INSTANCE', 'streamsPerInstance', 5000],
    ] as const;

    it('applies the documented defaults, and no Redis', () => {
      const c = loadConfig({});
      expect(c.rateLimit).toEqual({
        enabled: true,
        ...Object.fromEntries(settings.map(([, field, value]) => [field, value])),
      });
      expect(c.redis).toBeUndefined();
    });

    it.each(settings)('reads %s into rateLimit.%s', (name, field) => {
      expect(loadConfig({ [name]: '7' }).rateLimit[field]).toBe(7);
      expect(loadConfig({ [name]: '1000000' }).rateLimit[field]).toBe(1_000_000);
    });

    it.each(settings.flatMap(([name]) => ['0', '-3', 'ten', '2.5'].map((v) => [name, v])))(
      'refuses %s=%s, naming it',
      (name, value) => {
        expect(problems({ [name]: value }).some((p) => p.startsWith(`${name}:`))).toBe(true);
      },
    );

    it('refuses a count above 1,000,000', () => {
      expect(problems({ RATE_LIMIT_BIDS: '1000001' })).toEqual([
        expect.stringMatching(/^RATE_LIMIT_BIDS:/),
      ]);
    });

    it('still reads LOGIN_MAX_FAILURES and LOGIN_FAILURE_WINDOW_SECONDS', () => {
      const c = loadConfig({ LOGIN_MAX_FAILURES: '3', LOGIN_FAILURE_WINDOW_SECONDS: '60' });
      expect(c.rateLimit).toMatchObject({ loginMaxFailures: 3, loginWindowSeconds: 60 });
      expect(problems({ LOGIN_MAX_FAILURES: '0' })).toEqual([
        expect.stringMatching(/^LOGIN_MAX_FAILURES:/),
      ]);
      expect(problems({ LOGIN_FAILURE_WINDOW_SECONDS: 'soon' })).toEqual([
        expect.stringMatching(/^LOGIN_FAILURE_WINDOW_SECONDS:/),
      ]);
    });

    it('prefers the new names when both are set', () => {
      const c = loadConfig({
        LOGIN_MAX_FAILURES: '3',
        RATE_LIMIT_LOGIN_FAILURES: '8',
        LOGIN_FAILURE_WINDOW_SECONDS: '60',
        RATE_LIMIT_LOGIN_WINDOW_SECONDS: '1800',
      });
      expect(c.rateLimit).toMatchObject({ loginMaxFailures: 8, loginWindowSeconds: 1800 });
    });

    it('keeps the limits when RATE_LIMIT=off turns them off', () => {
      const c = loadConfig({ RATE_LIMIT: 'off', RATE_LIMIT_BIDS: '9' });
      expect(c.rateLimit).toMatchObject({ enabled: false, bids: 9 });
    });

    it('takes a redis:// or rediss:// URL, with the default key prefix', () => {
      expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redis).toEqual({
        url: 'redis://127.0.0.1:6379',
        keyPrefix: 'gavel:',
      });
      expect(
        loadConfig({
          REDIS_URL: 'rediss://:secret@cache.example:6380/2',
          REDIS_KEY_PREFIX: 'gavel-staging:',
        }).redis,
      ).toEqual({ url: 'rediss://:secret@cache.example:6380/2', keyPrefix: 'gavel-staging:' });
    });

    it('treats an empty REDIS_URL as no Redis', () => {
      expect(loadConfig({ REDIS_URL: '', REDIS_KEY_PREFIX: 'x:' }).redis).toBeUndefined();
    });

    it('refuses a REDIS_URL of another scheme', () => {
      expect(problems({ REDIS_URL: 'http://cache.example:6379' })).toEqual([
        'REDIS_URL: REDIS_URL must be a redis:// or rediss:// URL',
      ]);
      expect(problems({ REDIS_URL: '127.0.0.1:6379' })).toEqual([
        'REDIS_URL: REDIS_URL must be a redis:// or rediss:// URL',
      ]);
    });

    it('refuses a REDIS_KEY_PREFIX over 100 characters', () => {
      expect(problems({ REDIS_KEY_PREFIX: 'p'.repeat(101) })).toEqual([
        expect.stringMatching(/^REDIS_KEY_PREFIX:/),
      ]);
      expect(
        loadConfig({ REDIS_URL: 'redis://r', REDIS_KEY_PREFIX: 'p'.repeat(100) }).redis?.keyPrefix,
      ).toHaveLength(100);
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
