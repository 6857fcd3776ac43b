import { z } from 'zod';
import { isoDateTimeSchema, oneLineString, uuidSchema } from './common.js';
import { pageQueryShape, pageSchema } from './pagination.js';
import { SAVED_SEARCH_ALERTS, SAVED_SEARCH_NAME_MAX } from './saved-search-values.js';
import { checkStockRanges, filterShape, FILTER_KEYS } from './specifics.js';

// ---------------------------------------------------------------------------------------------
// Saved searches and alerts (SPEC §12)

export const savedSearchAlertSchema = z.enum(SAVED_SEARCH_ALERTS);

/**
 * What a saved search looks for: the query of `GET /api/auctions` without `status`, `sort`,
 * `cursor` and `limit`, as a JSON object (numbers as numbers, the enum filters as lists), built
 * from the same declarations (`FILTER_DECLARATIONS`). The server reads them with the list's own
 * conditions (`reads/stock.ts`), so a saved search matches what the list would show. An unknown
 * key is 422 on `filters.<name>`.
 */
export const savedSearchFiltersSchema = z
  .strictObject(filterShape('json', FILTER_KEYS))
  .superRefine(checkStockRanges);
/**
 * The filters as answers carry them (already in the contract's order): the same filters without
 * the request's transforms, which an answer cannot be encoded through.
 */
export const savedSearchFiltersAnswerSchema = z.strictObject(filterShape('answer', FILTER_KEYS));
export type SavedSearchFilters = z.infer<typeof savedSearchFiltersSchema>;
export type SavedSearchFiltersInput = z.input<typeof savedSearchFiltersSchema>;

const savedSearchNameSchema = oneLineString()
  .trim()
  .min(1, { error: 'Required' })
  .max(SAVED_SEARCH_NAME_MAX);

/** `POST /api/dealer/saved-searches`. */
export const createSavedSearchSchema = z.strictObject({
  name: savedSearchNameSchema,
  filters: savedSearchFiltersSchema,
  alert: savedSearchAlertSchema,
});
export type CreateSavedSearch = z.input<typeof createSavedSearchSchema>;

/** `PATCH /api/dealer/saved-searches/{id}`: any of name, filters and alert. */
export const updateSavedSearchSchema = z
  .strictObject({
    name: savedSearchNameSchema.optional(),
    filters: savedSearchFiltersSchema.optional(),
    alert: savedSearchAlertSchema.optional(),
  })
  .refine((v) => v.name !== undefined || v.filters !== undefined || v.alert !== undefined, {
    error: 'Send at least one of name, filters and alert',
  });
export type UpdateSavedSearch = z.input<typeof updateSavedSearchSchema>;

export const savedSearchParamsSchema = z.strictObject({ id: uuidSchema });

/** One saved search, as its dealer reads it. */
export const savedSearchSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  filters: savedSearchFiltersAnswerSchema,
  alert: savedSearchAlertSchema,
  created_at: isoDateTimeSchema,
  /** When it last told its dealer of a match (an instant alert or a digest); null before. */
  last_alerted_at: isoDateTimeSchema.nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** `GET /api/dealer/saved-searches`: newest first. */
export const savedSearchesQuerySchema = z.strictObject({ ...pageQueryShape });
export const savedSearchesPageSchema = pageSchema(savedSearchSchema);

/**
 * `POST /api/saved-searches/unsubscribe?token=…`: the signed token of one email's unsubscribe
 * link. Any text, or none, is taken: a missing, malformed or forged token is 400
 * `invalid_token` (SPEC §12). Another parameter, or a value longer than any link could carry
 * (`UNSUBSCRIBE_TOKEN_MAX`: ours are about 80 characters), is a 422, as on every query string.
 */
export const UNSUBSCRIBE_TOKEN_MAX = 512;
export const unsubscribeQuerySchema = z.strictObject({
  token: z.string().max(UNSUBSCRIBE_TOKEN_MAX).optional(),
});
