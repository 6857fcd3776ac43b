import { useCallback, useEffect, useState } from 'react';
import { ApiError } from './api-client';

/**
 * How long a 429 asks to wait (SPEC §2: `error.details.retry_after_seconds`, the same figure as
 * the `Retry-After` header, which the client does not keep). `null` for any other failure.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const body = error.body as { error?: { details?: { retry_after_seconds?: unknown } } } | null;
  const seconds = body?.error?.details?.retry_after_seconds;
  if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) {
    return Math.ceil(seconds);
  }
  // A 429 without the figure still means "not now": a minute is a safe guess.
  return 60;
}

/** "Try again in 3 minutes" / "Try again in 40 seconds" / "Try again in 1 second". */
export function tryAgainIn(seconds: number): string {
  if (seconds >= 60) {
    const minutes = Math.ceil(seconds / 60);
    return `Try again in ${String(minutes)} ${minutes === 1 ? 'minute' : 'minutes'}`;
  }
  return `Try again in ${String(seconds)} ${seconds === 1 ? 'second' : 'seconds'}`;
}

/**
 * A form's rate limit: `hold(error)` starts the wait when the failure is a 429 (and says so);
 * while `blocked`, the form keeps its submit disabled and shows `message` beside it. The
 * count-down ticks once a second and ends by itself.
 */
export function useRetryAfter(): {
  blocked: boolean;
  message: string | null;
  hold: (error: unknown) => boolean;
} {
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= until) setUntil(null);
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [until]);

  const hold = useCallback((error: unknown) => {
    const seconds = retryAfterSeconds(error);
    if (seconds === null) return false;
    const time = Date.now();
    setNow(time);
    setUntil(time + seconds * 1000);
    return true;
  }, []);

  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { blocked: remaining > 0, message: remaining > 0 ? tryAgainIn(remaining) : null, hold };
}
