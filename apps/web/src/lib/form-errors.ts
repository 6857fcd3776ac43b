import { toast } from 'sonner';
import { ApiError } from './api-client';

/** The message a person should read for any failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}

/** Every error that is not a field error is a toast with the server's message (SPEC §7). */
export function toastError(error: unknown): void {
  toast.error(errorMessage(error));
}

/**
 * A form's failure, split: `validation_error` field messages keyed by path (for the fields in
 * `knownFields`, when given), and the message of anything else, or of a validation error naming
 * no known field (`null` when every message has its field).
 */
export function splitFormError(
  error: unknown,
  knownFields?: readonly string[],
): { fields: Record<string, string>; message: string | null } {
  if (error instanceof ApiError && error.code === 'validation_error') {
    const fields = error.fieldErrors;
    const shown = knownFields
      ? Object.keys(fields).filter((path) =>
          knownFields.some((known) => path === known || path.startsWith(`${known}.`)),
        )
      : Object.keys(fields);
    if (shown.length > 0) {
      return {
        fields,
        message: shown.length < Object.keys(fields).length ? errorMessage(error) : null,
      };
    }
  }
  return { fields: {}, message: errorMessage(error) };
}

/**
 * A form's failure: `validation_error` field messages go next to their fields (returned, keyed
 * by path); anything else, or a validation error naming no known field, becomes a toast.
 */
export function formErrors(
  error: unknown,
  knownFields?: readonly string[],
): Record<string, string> {
  const { fields, message } = splitFormError(error, knownFields);
  if (message !== null) toast.error(message);
  return fields;
}
