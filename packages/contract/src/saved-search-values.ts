/**
 * SPEC §12's plain values (no zod), for the web app's pages and the server's rules: the alert
 * choices with their labels and the limits of a dealer's saved searches.
 */

/** How a saved search tells its dealer of new matching stock. */
export const SAVED_SEARCH_ALERTS = ['instant', 'daily', 'off'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];

/** The web app's words for each alert choice (SPEC §12: "Instantly, Daily, Off"). */
export const SAVED_SEARCH_ALERT_LABELS: Record<SavedSearchAlert, string> = {
  instant: 'Instantly',
  daily: 'Daily',
  off: 'Off',
};

/** At most this many saved searches per dealer (409 `limit_reached` beyond). */
export const SAVED_SEARCHES_MAX = 25;
/** A saved search's name: 1–100 characters. */
export const SAVED_SEARCH_NAME_MAX = 100;
/** The UTC hour after which the day's digests go out, unless `DIGEST_HOUR_UTC` says otherwise. */
export const DIGEST_HOUR_UTC_DEFAULT = 7;
