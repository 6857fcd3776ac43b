import type { SavedSearchFilters } from '@gavel/contract';
import { SAVED_SEARCH_NAME_MAX } from '@gavel/contract/values';
import { filterChips, filtersOf, LIST_FILTERS, unitsOf, valuesOf } from '../filters';
import { AUCTIONS_SEARCH_DEFAULTS, type AuctionsSearch } from '../search';

const LIST_KEYS = Object.keys(LIST_FILTERS) as (keyof typeof LIST_FILTERS)[];

/** A copy without the keys whose value is `undefined`: what a JSON body would keep. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The `/auctions` URL's filters as a saved search's `filters`: the list's filters as the API
 * takes them (`filtersOf`: prices in cents), with each list filter as an array (SPEC §12). The
 * list's status and order are not part of a saved search: an alert is about stock being
 * published, whatever the page showed when it was saved.
 */
export function filtersOfSearch(search: AuctionsSearch): SavedSearchFilters {
  const { status: _status, sort: _sort, ...filters } = filtersOf(search);
  const lists = Object.fromEntries(
    LIST_KEYS.map((key) => {
      const value = filters[key];
      return [key, value === undefined ? undefined : valuesOf(value)];
    }),
  );
  // The URL's reader keeps only the contract's values, each once, in its order.
  return defined({ ...filters, ...lists }) as SavedSearchFilters;
}

/**
 * A saved search's `filters` as the `/auctions` URL holds them (prices in the currency's units,
 * lists as `a,b`), with the list's defaults: what the filters' words are read from.
 */
export function searchOfFilters(filters: SavedSearchFilters): AuctionsSearch {
  const { price_min, price_max, ...rest } = filters;
  const lists = Object.fromEntries(LIST_KEYS.map((key) => [key, filters[key]?.join(',')]));
  return defined({
    ...AUCTIONS_SEARCH_DEFAULTS,
    ...rest,
    ...lists,
    price_min: unitsOf(price_min),
    price_max: unitsOf(price_max),
  } as AuctionsSearch);
}

/**
 * What "Open" links to: the list with the search's filters, every public status, newest first.
 * An instant alert comes when a matching auction is published, usually scheduled to start later:
 * the list's default (live auctions only) would hide the very lot the dealer was told about
 * (ADR 052).
 */
export function linkSearchOf(filters: SavedSearchFilters): AuctionsSearch {
  return { ...searchOfFilters(filters), status: 'any', sort: 'newest' };
}

/** The filters in words, as the chips above the results say them ("Make: Ford", "Year: 2015–2020"). */
export function filterWords(search: AuctionsSearch): string[] {
  return filterChips(search).map((chip) => chip.label);
}

/** What a saved search's filters say, for a page that holds them as the API sends them. */
export const describeFilters = (filters: SavedSearchFilters): string[] =>
  filterWords(searchOfFilters(filters));

/**
 * A name for a new saved search, from its filters' words (without the "Make: " of the chips
 * where a value says enough), cut at a word to fit the name's 100 characters.
 */
export function suggestedName(search: AuctionsSearch): string {
  const words = filterChips(search).map((chip) => {
    const colon = chip.label.indexOf(': ');
    const key = chip.id.split(':')[0] ?? '';
    return colon >= 0 && ['q', 'make', 'model', 'brand', 'category'].includes(key)
      ? chip.label.slice(colon + 2)
      : chip.label;
  });
  if (words.length === 0) return 'All auctions';
  const name = words.join(', ');
  if (name.length <= SAVED_SEARCH_NAME_MAX) return name;
  const cut = name.slice(0, SAVED_SEARCH_NAME_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).replace(/[,\s]+$/, '')}…`;
}
