import { useEffect, useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { CATEGORY_LABELS } from '../../../lib/format';
import { usePreHydrationValues } from '../../../lib/pre-hydration-values';
import { readAuctionsSearch, type AuctionsSearch } from '../search';

const STATUS_OPTIONS = [
  { value: 'live', label: 'Live' },
  { value: 'scheduled', label: 'Upcoming' },
  { value: 'ended', label: 'Ended' },
  { value: 'any', label: 'Any status' },
] as const;

const SORT_OPTIONS = [
  { value: 'ending_soon', label: 'Ending soonest' },
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
] as const;

const CATEGORY_OPTIONS = Object.entries(CATEGORY_LABELS).map(([value, label]) => ({
  value,
  label,
}));

const SEARCH_DEBOUNCE_MS = 350;

export type SearchPatch = Partial<AuctionsSearch>;

/**
 * Search box and filters. The text is applied 350 ms after the last keystroke (or at once on
 * Enter) and replaces the history entry, so Back does not step through every letter.
 */
export function AuctionFilters({
  search,
  onChange,
}: {
  search: AuctionsSearch;
  onChange: (patch: SearchPatch, options?: { replace?: boolean }) => void;
}) {
  const applied = search.q ?? '';
  // What the box shows: the person's draft while it belongs to the current URL; once the URL
  // changes by itself (Back, a link, "Clear filters") the URL's query wins.
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
  // applies like any other), the choices apply at once.
  const form = usePreHydrationValues(
    { q: text, status: search.status, category: search.category ?? '', sort: search.sort },
    ({ q, ...choices }) => {
      if (q !== undefined) setDraft({ text: q, base: applied });
      if (Object.keys(choices).length === 0) return;
      const chosen = readAuctionsSearch({ ...search, ...choices });
      onChange({ status: chosen.status, category: chosen.category, sort: chosen.sort });
    },
  );

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const next = text.trim();
    if (next === applied) return;
    setDraft({ text, base: next });
    onChange({ q: next || undefined });
  };

  const filtered =
    applied !== '' ||
    search.status !== 'live' ||
    search.category !== undefined ||
    search.sort !== 'ending_soon';

  return (
    <form
      ref={form}
      role="search"
      aria-label="Auctions"
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 rounded-lg border border-zinc-200 bg-zinc-50 p-4 sm:gap-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end dark:border-zinc-800 dark:bg-zinc-900/60"
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
        options={STATUS_OPTIONS}
        value={search.status}
        onChange={(event) => {
          onChange({ status: event.target.value as AuctionsSearch['status'] });
        }}
      />
      <SelectField
        label="Category"
        name="category"
        placeholder="All categories"
        options={CATEGORY_OPTIONS}
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
      />
      {filtered && (
        <Button
          variant="ghost"
          onClick={() => {
            onChange({ q: undefined, status: 'live', category: undefined, sort: 'ending_soon' });
          }}
          className="self-end"
        >
          Clear filters
        </Button>
      )}
    </form>
  );
}
