import { ApiError } from './api-client';

/**
 * The app retries a failed query once (seed §9); a 4xx answer will not change on a retry
 * (not found, invalid id), so those fail at once and the page can say why.
 */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
