/**
 * Query keys of the dealer's saved searches (SPEC §12): one list, under `['dealer',
 * 'saved-searches']`, so every change refreshes it with one invalidation.
 */
export const savedSearchKeys = {
  all: ['dealer', 'saved-searches'] as const,
  list: () => ['dealer', 'saved-searches', 'list'] as const,
};
