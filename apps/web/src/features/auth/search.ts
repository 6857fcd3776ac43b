/**
 * `?redirect=/path` on login and signup pages: where to return after signing in. Checked by
 * hand: route search validators load with the first screen, where zod would cost ~30 KB.
 */
export function authSearchSchema(search: Record<string, unknown>): { redirect?: string } {
  const { redirect } = search;
  return typeof redirect === 'string' && redirect.length <= 2000 ? { redirect } : {};
}
