import type { FacetCount, Facets } from '@gavel/contract';
import { FILTERABLE_LABELS, GRADES, optionLabel } from '@gavel/contract/categories';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { LINE_ICON } from '../../../components/ui/icon';
import { countryName } from '../../../lib/format';
import { filterChips, gradeChoiceLabel, LIST_FILTERS, valuesOf, type ListFilter } from '../filters';
import type { AuctionsSearch } from '../search';

/** The form every filter belongs to, wherever it sits on the page. */
export const FILTERS_FORM_ID = 'auction-filters';

/** The filters a person types: applied on Enter or when the field is left. */
export const TYPED_FILTERS = [
  'make',
  'model',
  'brand',
  'year_min',
  'year_max',
  'mileage_max_km',
  'price_min',
  'price_max',
] as const satisfies readonly (keyof AuctionsSearch)[];

type Counts = Facets['facets'];
type Patch = Partial<AuctionsSearch>;

/** `Vehicles (12)` once the counts are known. */
export function withCount(label: string, counts: FacetCount[] | undefined, value: string | number) {
  if (!counts) return label;
  const count = counts.find((c) => c.value === value)?.count ?? 0;
  return `${label} (${String(count)})`;
}

/** How many makes are offered as links; the rest are typed. */
const MAKES_SHOWN = 8;

const legendClasses = 'mb-2 text-sm font-medium text-zinc-800 dark:text-zinc-200';
const countClasses = 'ml-auto text-xs text-zinc-500 tabular-nums dark:text-zinc-400';

/**
 * The stock filters of SPEC §11 with their counts. A phone shows them behind "Filters" (a
 * native disclosure: keyboard-usable and working before the app runs); a wide screen shows
 * them beside the results, where browsers that can style a disclosure's content keep it open.
 */
export function StockFilters({
  search,
  counts,
  onChange,
  onTyped,
}: {
  search: AuctionsSearch;
  counts: Counts | undefined;
  onChange: (patch: Patch) => void;
  onTyped: () => void;
}) {
  const active = filterChips(search).length;
  const typed = (
    name: (typeof TYPED_FILTERS)[number],
    label: string,
    numeric?: 'numeric' | 'decimal',
  ) => (
    <TypedField
      name={name}
      label={label}
      value={search[name]}
      inputMode={numeric}
      onBlur={onTyped}
    />
  );

  return (
    <details className="group rounded-lg border border-zinc-200 lg:rounded-none lg:border-0 dark:border-zinc-800 lg:[&::details-content]:[content-visibility:visible]">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 text-sm font-medium text-zinc-900 supports-[selector(::details-content)]:lg:hidden dark:text-zinc-100 [&::-webkit-details-marker]:hidden">
        <svg {...LINE_ICON}>
          <path d="M4 6h16M7 12h10M10 18h4" />
        </svg>
        Filters
        {active > 0 && (
          <span className="rounded-full bg-brand-600 px-2 text-xs text-white dark:bg-brand-500 dark:text-zinc-950">
            {active}
            <span className="sr-only"> active</span>
          </span>
        )}
        <svg {...LINE_ICON} className="ml-auto transition-transform group-open:rotate-180">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      <div className="flex flex-col gap-5 border-t border-zinc-200 p-4 lg:border-0 lg:p-0 dark:border-zinc-800">
        <Makes search={search} counts={counts?.make}>
          {typed('make', FILTERABLE_LABELS.make)}
        </Makes>
        {typed('model', FILTERABLE_LABELS.model)}
        {typed('brand', FILTERABLE_LABELS.brand)}
        <Pair legend={FILTERABLE_LABELS.year}>
          {typed('year_min', 'From year', 'numeric')}
          {typed('year_max', 'To year', 'numeric')}
        </Pair>
        {typed('mileage_max_km', 'Max mileage (km)', 'numeric')}
        {(Object.keys(LIST_FILTERS) as ListFilter[]).map((key) => (
          <Boxes key={key} name={key} search={search} counts={counts?.[key]} onChange={onChange} />
        ))}
        <Grades search={search} counts={counts?.grade} onChange={onChange} />
        <Pair legend="Price">
          {typed('price_min', 'Min price', 'decimal')}
          {typed('price_max', 'Max price', 'decimal')}
        </Pair>
        <Country search={search} counts={counts?.country} onChange={onChange} />
        <Button type="submit" form={FILTERS_FORM_ID} variant="secondary">
          Apply filters
        </Button>
      </div>
    </details>
  );
}

/**
 * A typed filter. The browser keeps its text (so what is typed before the app runs stays);
 * when the URL's value changes by other means (a chip, "Clear all", Back) the field follows.
 */
function TypedField({
  value,
  ...input
}: { value: string | number | undefined; name: string; label: string } & Omit<
  ComponentProps<typeof TextField>,
  'value' | 'defaultValue'
>) {
  const ref = useRef<HTMLInputElement>(null);
  const shown = value === undefined ? '' : String(value);
  const last = useRef(shown);
  useEffect(() => {
    if (last.current === shown) return;
    last.current = shown;
    if (ref.current) ref.current.value = shown;
  }, [shown]);
  return (
    <TextField
      {...input}
      ref={ref}
      form={FILTERS_FORM_ID}
      defaultValue={shown}
      autoComplete="off"
      maxLength={200}
    />
  );
}

function Pair({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className={legendClasses}>{legend}</legend>
      <div className="grid grid-cols-2 gap-3">{children}</div>
    </fieldset>
  );
}

/**
 * A field for any make, then the most common makes as links (each keeps the other filters; the
 * router marks the chosen one `aria-current`).
 */
function Makes({
  search,
  counts,
  children,
}: {
  search: AuctionsSearch;
  counts: FacetCount[] | undefined;
  children: ReactNode;
}) {
  const makes = (counts ?? []).slice(0, MAKES_SHOWN);
  return (
    <div className="flex flex-col gap-2">
      {children}
      {makes.length > 0 && (
        <nav aria-label="Makes">
          <ul className="flex flex-col">
            {makes.map(({ value, count }) => {
              const make = String(value);
              return (
                <li key={make}>
                  <Link
                    to="/auctions"
                    search={{ ...search, make }}
                    className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-zinc-700 hover:bg-zinc-100 aria-[current]:font-semibold aria-[current]:text-zinc-950 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:aria-[current]:text-white"
                  >
                    {make}
                    <span className={countClasses}>{count}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </div>
  );
}

/** A list filter's boxes: the values with stock (and any ticked one), with their counts. */
function Boxes({
  name,
  search,
  counts,
  onChange,
}: {
  name: ListFilter;
  search: AuctionsSearch;
  counts: FacetCount[] | undefined;
  onChange: (patch: Patch) => void;
}) {
  const chosen = valuesOf(search[name]);
  const countOf = (value: string) => counts?.find((c) => c.value === value)?.count ?? 0;
  const options = LIST_FILTERS[name].filter(
    (value) => !counts || countOf(value) > 0 || chosen.includes(value),
  );
  if (options.length === 0) return null;
  return (
    <fieldset>
      <legend className={legendClasses}>{FILTERABLE_LABELS[name]}</legend>
      {options.map((value) => (
        <Choice
          key={value}
          type="checkbox"
          name={name}
          value={value}
          checked={chosen.includes(value)}
          label={optionLabel(value)}
          count={counts && countOf(value)}
          onChange={(event) => {
            const next = LIST_FILTERS[name].filter((v) =>
              v === value ? event.target.checked : chosen.includes(v),
            );
            onChange({ [name]: next.length > 0 ? next.join(',') : undefined });
          }}
        />
      ))}
    </fieldset>
  );
}

/** The worst grade wanted; each choice counts the reports of that grade or better. */
function Grades({
  search,
  counts,
  onChange,
}: {
  search: AuctionsSearch;
  counts: FacetCount[] | undefined;
  onChange: (patch: Patch) => void;
}) {
  const upTo = (grade: number) =>
    (counts ?? []).reduce((sum, c) => (Number(c.value) <= grade ? sum + c.count : sum), 0);
  // A grade no report has would repeat the count above it: only grades with reports (or chosen).
  const grades = GRADES.filter(
    (grade) => search.grade_max === grade || (counts ?? []).some((c) => Number(c.value) === grade),
  );
  if (grades.length === 0) return null;
  const choose = (grade: number | undefined) => () => {
    onChange({ grade_max: grade });
  };
  return (
    <fieldset>
      <legend className={legendClasses}>Condition grade</legend>
      <Choice
        type="radio"
        name="grade_max"
        value=""
        checked={search.grade_max === undefined}
        label="Any grade"
        onChange={choose(undefined)}
      />
      {grades.map((grade) => (
        <Choice
          key={grade}
          type="radio"
          name="grade_max"
          value={String(grade)}
          checked={search.grade_max === grade}
          label={gradeChoiceLabel(grade)}
          count={upTo(grade)}
          onChange={choose(grade)}
        />
      ))}
    </fieldset>
  );
}

function Choice({
  label,
  count,
  ...input
}: { label: string; count?: number | undefined } & ComponentProps<'input'>) {
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-2.5 text-sm text-zinc-700 dark:text-zinc-300">
      <input {...input} form={FILTERS_FORM_ID} className="size-4 accent-brand-600" />
      {label}
      {count !== undefined && <span className={countClasses}>{count}</span>}
    </label>
  );
}

function Country({
  search,
  counts,
  onChange,
}: {
  search: AuctionsSearch;
  counts: FacetCount[] | undefined;
  onChange: (patch: Patch) => void;
}) {
  const codes = (counts ?? []).map((c) => String(c.value));
  if (search.country && !codes.includes(search.country)) codes.unshift(search.country);
  if (codes.length === 0) return null;
  return (
    <SelectField
      label="Country"
      name="country"
      form={FILTERS_FORM_ID}
      placeholder="Any country"
      options={codes.map((code) => ({
        value: code,
        label: withCount(countryName(code) ?? code, counts, code),
      }))}
      value={search.country ?? ''}
      onChange={(event) => {
        onChange({ country: event.target.value || undefined });
      }}
    />
  );
}
