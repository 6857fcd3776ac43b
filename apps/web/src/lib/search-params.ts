import { isUuid } from '@gavel/contract/values';
/**
 * Readers for URL search params, for routes' `validateSearch`. Not zod: validators live in the
 * route tree, which every first visit downloads, and even zod/mini costs ~15 KB there (ADR 015).
 * Each reader takes what the URL holds (anything) and answers a valid value or `undefined`, so
 * a hand-edited URL falls back to the default instead of failing the page.
 */

export const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : undefined;

/** A calendar day `YYYY-MM-DD` that exists. */
export function isoDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

export const uuid = (value: unknown): string | undefined => (isUuid(value) ? value : undefined);

/** The search params as a plain record of unknown values. */
export const searchRecord = (input: unknown): Record<string, unknown> =>
  typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
