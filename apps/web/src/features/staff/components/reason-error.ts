import { ApiError } from '../../../lib/api-client';

/** The server's `validation_error` message for the `reason` field, shown inside the dialog. */
export function reasonErrorOf(error: unknown): string | undefined {
  if (error instanceof ApiError && error.code === 'validation_error') {
    return error.fieldErrors.reason;
  }
  return undefined;
}
