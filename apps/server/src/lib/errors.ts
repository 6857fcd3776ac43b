import { ERROR_STATUS, type ErrorCode, type ErrorEnvelope, type FieldError } from '@gavel/contract';

/** The one error type services throw; the global handler maps it to the SPEC §2 envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }

  /** The SPEC §2 envelope this error is answered with. */
  toEnvelope(): ErrorEnvelope {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }

  /** Fastify and its plugins read `statusCode` off thrown errors. */
  get statusCode(): number {
    return this.status;
  }
}

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found.`);

/** 429 `rate_limited` with `Retry-After`, in the header and in `details` (SPEC §9). */
export const rateLimited = (
  message: string,
  retryAfterSeconds: number,
  details: Record<string, unknown> = {},
) =>
  new AppError(
    'rate_limited',
    message,
    { retry_after_seconds: retryAfterSeconds, ...details },
    { 'retry-after': String(retryAfterSeconds) },
  );

export const validationError = (fields: FieldError[], message = 'The request is not valid.') =>
  new AppError('validation_error', message, { fields });
