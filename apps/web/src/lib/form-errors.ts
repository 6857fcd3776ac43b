import { ApiError } from './api-client';
import { actionToast, UNNAMED_ERROR } from './toasts';

/** The message a person should read for any failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}

/**
 * Every error that is not a field error is a toast with the server's message (SPEC §7), as the
 * toast of its action (lib/toasts.ts): the action's next answer replaces it, so a retry that
 * succeeds takes the error away.
 */
export const toastErrorOf =
  (action: string) =>
  (error: unknown): void => {
    actionToast(action, 'error', errorMessage(error));
  };

/** An error of no named action: the next such error, or the next success, replaces it. */
export const toastError: (error: unknown) => void = toastErrorOf(UNNAMED_ERROR);

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
 * by path); anything else, or a validation error naming no known field, becomes a toast (of
 * `action`, when named: lib/toasts.ts).
 */
export function formErrors(
  error: unknown,
  knownFields?: readonly string[],
  action?: string,
): Record<string, string> {
  const { fields, message } = splitFormError(error, knownFields);
  if (message !== null) actionToast(action ?? UNNAMED_ERROR, 'error', message);
  return fields;
}
