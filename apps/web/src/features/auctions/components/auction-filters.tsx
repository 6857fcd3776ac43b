import type { Facets } from '@gavel/contract';
import { CATEGORY_NAMES, LISTING_CATEGORIES } from '@gavel/contract/values';
import { useEffect, useState, type ReactNode, type SubmitEvent } from 'react';
import { SelectField, TextField } from '../../../components/ui/field';
import { usePreHydrationValues } from '../../../lib/pre-hydration-values';
import { readAuctionsSearch, type AuctionsSearch } from '../search';
import { FILTERS_FORM_ID, StockFilters, TYPED_FILTERS, withCount } from './stock-filters';

const STATUS_OPTIONS = [
  { value: 'live', label: 'Live' },
  { value: 'scheduled', label: 'Upcoming' },
  { value: 'ended', label: 'Ended' },
] as const;

const SORT_OPTIONS = [
  { value: 'ending_soon', label: 'Ending soonest' },
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
] as const;

const SEARCH_DEBOUNCE_MS = 350;

export type SearchPatch = Partial<AuctionsSearch>;

/**
 * Search box, status, category and order on top; the stock filters beside the results (behind
 * "Filters" on a phone). One GET form holds them all, so before the app runs (or without it) a
 * submit asks the server for the same URL the app writes (ADR 049). With the app, a choice
 * applies at once; typed numbers and names on Enter or when the field is left; the search text
 * 350 ms after the last keystroke, replacing the history entry so Back does not step through
 * every letter.
 */
export function AuctionFilters({
  search,
  facets,
  onChange,
  children,
}: {
  search: AuctionsSearch;
  facets: Facets | undefined;
  onChange: (patch: SearchPatch, options?: { replace?: boolean }) => void;
  /** The results, beside the stock filters. */
  children: ReactNode;
}) {
  const applied = search.q ?? '';
  // What the box shows: the person's draft while it belongs to the current URL; once the URL
  // changes by itself (Back, a link, "Clear all") the URL's query wins.
  const [draft, setDraft] = useState({ text: applied, base: applied });
  const text = draft.base === applied ? draft.text : applied;

  useEffect(() => {
    const next = text.trim();
    if (next === applied) return;
    const timer = setTimeout(() => {
      setDraft({ text, base: next });
      onChange({ q: next || undefined }, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text, applied, onChange]);

  // Typed or chosen on the server-rendered list before the app ran: the text stays a draft (and
  // applies like any other), the choices apply at once. Typed filters keep their text (they
  // are the browser's own until applied).
  const form = usePreHydrationValues(
    {
      q: text,
      status: search.status,
      category: search.category ?? '',
      sort: search.sort,
      fuel: search.fuel ?? '',
      transmission: search.transmission ?? '',
      body_type: search.body_type ?? '',
      grade_max: String(search.grade_max ?? ''),
      country: search.country ?? '',
    },
    ({ q, ...choices }) => {
      if (q !== undefined) setDraft({ text: q, base: applied });
      if (Object.keys(choices).length === 0) return;
      const chosen = readAuctionsSearch({ ...search, ...choices });
      const patch: SearchPatch = {};
      for (const key of Object.keys(choices) as (keyof typeof choices)[]) {
        Object.assign(patch, { [key]: chosen[key] });
      }
      onChange(patch);
    },
  );

  /** The typed filters as the form holds them, read together (a range is two fields). */
  const applyTyped = () => {
    const element = form.current;
    if (!element) return;
    const data = new FormData(element);
    // Only the fields shown: a filter the chosen category has no field for stays as it is.
    const shown = TYPED_FILTERS.filter((key) => element.elements.namedItem(key) !== null);
    const typed = readAuctionsSearch(
      Object.fromEntries(shown.map((key) => [key, data.get(key) ?? ''])),
    );
    const patch: SearchPatch = {};
    for (const key of shown) {
      if (typed[key] !== search[key]) Object.assign(patch, { [key]: typed[key] });
    }
    if (Object.keys(patch).length > 0) onChange(patch);
  };

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const next = text.trim();
    if (next !== applied) {
      setDraft({ text, base: next });
      onChange({ q: next || undefined });
    }
    applyTyped();
  };

  const counts = facets?.facets;
  const statusOptions = [
    ...STATUS_OPTIONS.map((o) => ({ ...o, label: withCount(o.label, counts?.status, o.value) })),
    { value: 'any', label: 'Any status' },
  ];
  const categoryOptions = LISTING_CATEGORIES.map((value) => ({
    value,
    label: withCount(CATEGORY_NAMES[value], counts?.category, value),
  }));

  return (
    <>
      <form
        ref={form}
        id={FILTERS_FORM_ID}
        role="search"
        aria-label="Auctions"
        method="get"
        action="/auctions"
        onSubmit={submit}
        className="grid grid-cols-2 gap-3 rounded-lg border border-zinc-200 bg-zinc-50 p-4 sm:gap-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] lg:items-end dark:border-zinc-800 dark:bg-zinc-900/60"
      >
        <TextField
          label="Search"
          type="search"
          name="q"
          placeholder="Make, model, keyword…"
          autoComplete="off"
          maxLength={200}
          value={text}
          onChange={(event) => {
            setDraft({ text: event.target.value, base: applied });
          }}
          className="col-span-2 lg:col-span-1"
        />
        <SelectField
          label="Status"
          name="status"
          options={statusOptions}
          value={search.status}
          onChange={(event) => {
            onChange({ status: event.target.value as AuctionsSearch['status'] });
          }}
        />
        <SelectField
          label="Category"
          name="category"
          placeholder="All categories"
          options={categoryOptions}
          value={search.category ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ category: value ? (value as AuctionsSearch['category']) : undefined });
          }}
        />
        <SelectField
          label="Sort by"
          name="sort"
          options={SORT_OPTIONS}
          value={search.sort}
          onChange={(event) => {
            onChange({ sort: event.target.value as AuctionsSearch['sort'] });
          }}
          className="col-span-2 sm:col-span-1"
        />
      </form>
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start">
        <StockFilters search={search} counts={counts} onChange={onChange} onTyped={applyTyped} />
        <div className="flex min-w-0 flex-col gap-6">{children}</div>
      </div>
    </>
  );
}
