import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryAfterSeconds, tryAgainIn } from './retry-after';

const limited = (seconds?: unknown) =>
  new ApiError(429, {
    error: {
      code: 'rate_limited',
      message: 'Too many attempts',
      details: seconds === undefined ? {} : { retry_after_seconds: seconds },
    },
  });

describe('retryAfterSeconds', () => {
  it('reads the envelope’s retry_after_seconds of a 429', () => {
    expect(retryAfterSeconds(limited(125))).toBe(125);
    expect(retryAfterSeconds(limited(2.2))).toBe(3);
  });
  it('guesses a minute for a 429 without the figure', () => {
    expect(retryAfterSeconds(limited())).toBe(60);
  });
  it('is null for anything but a 429', () => {
    expect(retryAfterSeconds(new ApiError(422, {}))).toBeNull();
    expect(retryAfterSeconds(new Error('offline'))).toBeNull();
  });
});

describe('tryAgainIn', () => {
  it('says minutes from a minute up, else seconds', () => {
    expect(tryAgainIn(125)).toBe('Try again in 3 minutes');
    expect(tryAgainIn(60)).toBe('Try again in 1 minute');
    expect(tryAgainIn(40)).toBe('Try again in 40 seconds');
    expect(tryAgainIn(1)).toBe('Try again in 1 second');
  });
});
