import path from 'node:path';
import {
  DIGEST_HOUR_UTC_DEFAULT,
  DISPUTE_WINDOW_DAYS_DEFAULT,
  emailSchema,
  FEE_TAX_LABEL_DEFAULT,
  FEE_TAX_RATE_BPS_DEFAULT,
  FEE_TAX_RATE_BPS_MAX,
  INVOICE_PREFIX_DEFAULT,
} from '@gavel/contract';
import { z } from 'zod';

const bool = (name: string) =>
  z
    .enum(['on', 'off', 'true', 'false', '1', '0'], {
      error: `${name} must be one of on, off, true, false, 1, 0`,
    })
    .transform((v) => v === 'on' || v === 'true' || v === '1');

const seconds = z.coerce.number().int().positive();
const limit = z.coerce.number().int().min(1).max(1_000_000);

/** `a@b.example` or `Name <a@b.example>`: what a From header holds. */
const MAILBOX = /^(?:[^<>@\r\n]+<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' })
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    MIGRATE_ON_START: bool('MIGRATE_ON_START').default(true),
    DATA_DIR: z.string().min(1).default('./data'),
    JWT_SECRET: z
      .string()
      .min(32, { error: 'JWT_SECRET must be at least 32 characters' })
      .optional(),
    JWT_ISSUER: z.string().min(1).default('gavel'),
    JWT_AUDIENCE: z.string().min(1).default('gavel-api'),
    ADMIN_EMAIL: emailSchema.optional(),
    ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
    CURRENCY: z
      .string()
      .regex(/^[A-Z]{3}$/, { error: 'CURRENCY must be an ISO 4217 code such as USD' })
      .default('USD'),
    ACCESS_TOKEN_TTL_SECONDS: seconds.default(900),
    REFRESH_TOKEN_TTL_SECONDS: seconds.default(2_592_000),
    AUCTION_MIN_DURATION_SECONDS: seconds.default(600),
    AUCTION_MAX_DURATION_SECONDS: seconds.default(1_209_600),
    SOFT_CLOSE_SECONDS: seconds.default(120),
    PUBLIC_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
    DIGEST_HOUR_UTC: z.coerce
      .number()
      .int({ error: 'DIGEST_HOUR_UTC must be a whole hour from 0 to 23' })
      .min(0, { error: 'DIGEST_HOUR_UTC must be a whole hour from 0 to 23' })
      .max(23, { error: 'DIGEST_HOUR_UTC must be a whole hour from 0 to 23' })
      .default(DIGEST_HOUR_UTC_DEFAULT),
    INVOICE_PREFIX: z
      .string()
      .regex(/^[A-Z0-9]{1,10}$/, {
        error: 'INVOICE_PREFIX must be 1–10 capital letters or digits',
      })
      .default(INVOICE_PREFIX_DEFAULT),
    FEE_TAX_RATE_BPS: z.coerce
      .number({
        error: `FEE_TAX_RATE_BPS must be whole basis points from 0 to ${FEE_TAX_RATE_BPS_MAX}`,
      })
      .int({
        error: `FEE_TAX_RATE_BPS must be whole basis points from 0 to ${FEE_TAX_RATE_BPS_MAX}`,
      })
      .min(0, {
        error: `FEE_TAX_RATE_BPS must be whole basis points from 0 to ${FEE_TAX_RATE_BPS_MAX}`,
      })
      .max(FEE_TAX_RATE_BPS_MAX, {
        error: `FEE_TAX_RATE_BPS must be whole basis points from 0 to ${FEE_TAX_RATE_BPS_MAX}`,
      })
      .default(FEE_TAX_RATE_BPS_DEFAULT),
    DISPUTE_WINDOW_DAYS: z.coerce
      .number({ error: 'DISPUTE_WINDOW_DAYS must be a whole number of days from 1 to 365' })
      .int({ error: 'DISPUTE_WINDOW_DAYS must be a whole number of days from 1 to 365' })
      .min(1, { error: 'DISPUTE_WINDOW_DAYS must be a whole number of days from 1 to 365' })
      .max(365, { error: 'DISPUTE_WINDOW_DAYS must be a whole number of days from 1 to 365' })
      .default(DISPUTE_WINDOW_DAYS_DEFAULT),
    FEE_TAX_LABEL: z
      .string()
      .trim()
      .min(1, { error: 'FEE_TAX_LABEL must not be empty' })
      .max(40, { error: 'FEE_TAX_LABEL must be at most 40 characters' })
      .default(FEE_TAX_LABEL_DEFAULT),
    RATE_LIMIT: bool('RATE_LIMIT').default(true),
    // The limits of SPEC §9, each a count per its window (README, "Rate limits").
    RATE_LIMIT_LOGIN_FAILURES: limit.optional(),
    RATE_LIMIT_LOGIN_WINDOW_SECONDS: seconds.optional(),
    /** The names before SPEC §9, still read. */
    LOGIN_MAX_FAILURES: limit.optional(),
    LOGIN_FAILURE_WINDOW_SECONDS: seconds.optional(),
    RATE_LIMIT_SIGNUPS: limit.default(30),
    RATE_LIMIT_SIGN_INS: limit.default(60),
    RATE_LIMIT_REFRESHES: limit.default(120),
    RATE_LIMIT_RESET_REQUESTS: limit.default(20),
    RATE_LIMIT_EMAILED_LINKS: limit.default(30),
    RATE_LIMIT_ACCOUNT_EMAILS: limit.default(5),
    RATE_LIMIT_PRESIGNS: limit.default(60),
    RATE_LIMIT_BIDS: limit.default(5),
    RATE_LIMIT_STREAMS_PER_IP: limit.default(50),
    RATE_LIMIT_STREAMS_PER_INSTANCE: limit.default(5000),
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' })
      .optional(),
    REDIS_KEY_PREFIX: z.string().min(1).max(100).default('gavel:'),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool('S3_FORCE_PATH_STYLE').default(false),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z
      .string()
      .trim()
      .regex(MAILBOX, { error: 'MAIL_FROM must be an address, or a name and <address>' })
      .default('Gavel <no-reply@localhost>'),
    EMAIL_VERIFICATION: z.enum(['required', 'optional']).default('required'),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http:// or https:// URL' })
      .optional(),
    CORS_ORIGINS: z
      .string()
      .default('http://localhost:5173')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ error: 'CORS_ORIGINS must be a comma-separated list of origins' }))),
    TRUST_PROXY: bool('TRUST_PROXY').default(false),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST_DIR: z.string().min(1).optional(),
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{32,512}$/, {
        error: 'METRICS_TOKEN must be 32 to 512 visible ASCII characters, without spaces',
      })
      .optional(),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    if (env.AUCTION_MIN_DURATION_SECONDS > env.AUCTION_MAX_DURATION_SECONDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUCTION_MIN_DURATION_SECONDS'],
        message: 'AUCTION_MIN_DURATION_SECONDS must not exceed AUCTION_MAX_DURATION_SECONDS',
      });
    }
    if (env.STORAGE_DRIVER === 's3') {
      if (env.S3_BUCKET === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_BUCKET'],
          message: 'S3_BUCKET is required when STORAGE_DRIVER=s3',
        });
      }
      // Neither key: the AWS SDK's default credential chain (role, profile, AWS_* variables).
      // One alone is a typo or a half-written secret, never meant to fall back to that chain.
      if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
        const [missing, given] =
          env.S3_ACCESS_KEY_ID === undefined
            ? ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']
            : ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'];
        ctx.addIssue({
          code: 'custom',
          path: [missing],
          message: `${missing} is required when ${given} is set (set both, or neither to use the AWS credential chain)`,
        });
      }
    }
  });

type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /**
   * Whether the server applies pending migrations as it starts; off: it refuses to start on a
   * database that lacks one, and `npm run migrate` applies them (SPEC §9).
   */
  migrateOnStart: boolean;
  dataDir: string;
  jwt: { secret: string | undefined; issuer: string; audience: string };
  admin: { email: string; password: string } | undefined;
  currency: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  auction: { minDurationSeconds: number; maxDurationSeconds: number; softCloseSeconds: number };
  /** SPEC §9: every limit, counted across instances (ADR 032); `enabled` false: none. */
  rateLimit: {
    enabled: boolean;
    /** Failed sign-ins per email and per IP in `loginWindowSeconds` (PostgreSQL). */
    loginMaxFailures: number;
    loginWindowSeconds: number;
    /** Sign-ups per IP in 15 minutes. */
    signups: number;
    /** Sign-in requests (password or second step) per IP per minute. */
    signIns: number;
    /** Refresh and logout requests per IP per minute. */
    refreshes: number;
    /** Forgotten-password requests per IP in 15 minutes. */
    resetRequests: number;
    /** Emailed links followed (reset, confirmation) per IP in 15 minutes. */
    emailedLinks: number;
    /** Reset and confirmation emails per address or account per hour (PostgreSQL). */
    accountEmails: number;
    /** Upload presigns per user per minute. */
    presigns: number;
    /** Bids per dealer per second. */
    bids: number;
    /** Open live-update streams per client address, across instances. */
    streamsPerIp: number;
    /** Open live-update streams on one instance. */
    streamsPerInstance: number;
  };
  /** Shared counters of the rate limits; unset: PostgreSQL (embedded: memory). */
  redis: { url: string; keyPrefix: string } | undefined;
  storage: {
    driver: 'local' | 's3';
    s3: {
      endpoint: string | undefined;
      bucket: string | undefined;
      region: string;
      /** Static keys; undefined: the AWS SDK's default credential chain supplies them. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };
  };
  /** Outgoing mail: SMTP when `smtpUrl` is set, else `.eml` files in `DATA_DIR/outbox`. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Where people reach the web app, without a trailing slash: the origin of links in emails. */
  publicUrl: string;
  /**
   * `required`: a seller or dealer confirms the email address before submitting KYC (SPEC §3.1);
   * `optional`: the confirmation is recorded, not enforced.
   */
  emailVerification: 'required' | 'optional';
  corsOrigins: string[];
  trustProxy: boolean;
  /**
   * How long a client may take to send a whole request, headers and body (a 10 MB upload on a
   * slow mobile link included); slower requests are cut. Responses (live streams) are not.
   */
  requestTimeoutSeconds: number;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  /** `/api/metrics` answers a scraper presenting `token` as its bearer token; unset: 404. */
  metrics: { token: string | undefined };
  /**
   * How long the public auction list and detail answers may be served from memory (ms); 0 never.
   * Any auction event empties the cache at once (ADR 021). Default 1000, and 0 under test.
   */
  publicCacheMs: number;
  /**
   * How often a working instance looks for jobs whose instance died (their expiry passed) to
   * run them again.
   */
  jobsSuperviseSeconds: number;
  /** SPEC §12: the UTC hour (0–23) after which each day's saved-search digests are sent. */
  digestHourUtc: number;
  /** SPEC §13.2: invoice numbers' prefix, and the tax on the buyer's fee (basis points, label). */
  invoicing: { prefix: string; taxRateBps: number; taxLabel: string };
  /** SPEC §13.4: the days after a sale its winner may open a dispute (the last one included). */
  disputeWindowDays: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; nothing else in the server reads process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset", as shells and .env files commonly write them.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path[0] === undefined ? '(environment)' : String(issue.path[0]);
        return `${name}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    migrateOnStart: e.MIGRATE_ON_START,
    dataDir: path.resolve(e.DATA_DIR),
    jwt: { secret: e.JWT_SECRET, issuer: e.JWT_ISSUER, audience: e.JWT_AUDIENCE },
    admin:
      e.ADMIN_EMAIL !== undefined && e.ADMIN_PASSWORD !== undefined
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    currency: e.CURRENCY,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    auction: {
      minDurationSeconds: e.AUCTION_MIN_DURATION_SECONDS,
      maxDurationSeconds: e.AUCTION_MAX_DURATION_SECONDS,
      softCloseSeconds: e.SOFT_CLOSE_SECONDS,
    },
    rateLimit: {
      enabled: e.RATE_LIMIT,
      loginMaxFailures: e.RATE_LIMIT_LOGIN_FAILURES ?? e.LOGIN_MAX_FAILURES ?? 10,
      loginWindowSeconds:
        e.RATE_LIMIT_LOGIN_WINDOW_SECONDS ?? e.LOGIN_FAILURE_WINDOW_SECONDS ?? 900,
      signups: e.RATE_LIMIT_SIGNUPS,
      signIns: e.RATE_LIMIT_SIGN_INS,
      refreshes: e.RATE_LIMIT_REFRESHES,
      resetRequests: e.RATE_LIMIT_RESET_REQUESTS,
      emailedLinks: e.RATE_LIMIT_EMAILED_LINKS,
      accountEmails: e.RATE_LIMIT_ACCOUNT_EMAILS,
      presigns: e.RATE_LIMIT_PRESIGNS,
      bids: e.RATE_LIMIT_BIDS,
      streamsPerIp: e.RATE_LIMIT_STREAMS_PER_IP,
      streamsPerInstance: e.RATE_LIMIT_STREAMS_PER_INSTANCE,
    },
    redis:
      e.REDIS_URL === undefined ? undefined : { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX },
    storage: {
      driver: e.STORAGE_DRIVER,
      s3: {
        endpoint: e.S3_ENDPOINT,
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        credentials:
          e.S3_ACCESS_KEY_ID !== undefined && e.S3_SECRET_ACCESS_KEY !== undefined
            ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
            : undefined,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
      },
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    emailVerification: e.EMAIL_VERIFICATION,
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    metrics: { token: e.METRICS_TOKEN },
    publicCacheMs: e.PUBLIC_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
    jobsSuperviseSeconds: e.JOBS_SUPERVISE_SECONDS,
    digestHourUtc: e.DIGEST_HOUR_UTC,
    invoicing: {
      prefix: e.INVOICE_PREFIX,
      taxRateBps: e.FEE_TAX_RATE_BPS,
      taxLabel: e.FEE_TAX_LABEL,
    },
    disputeWindowDays: e.DISPUTE_WINDOW_DAYS,
  };
}
