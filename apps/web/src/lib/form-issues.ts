import type { z } from 'zod';

/**
 * The first message per field path (`company_name`, `address.city`) of a failed parse, with a
 * plain "Required" / "Choose one" for a field left blank.
 */
export function issuesByPath(
  error: z.ZodError,
  blank: (path: string) => boolean,
  choices: readonly string[] = [],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    // `document_upload_ids.2` is shown at the documents field.
    const key = path.startsWith('document_upload_ids') ? 'document_upload_ids' : path;
    if (key in errors) continue;
    if (blank(key)) errors[key] = choices.includes(key) ? 'Choose one' : 'Required';
    else errors[key] = issue.message;
  }
  return errors;
}

/** Server paths the same way: `document_upload_ids.0` → `document_upload_ids`. */
export function byField(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const key = path.startsWith('document_upload_ids') ? 'document_upload_ids' : path;
    errors[key] ??= message;
  }
  return errors;
}
