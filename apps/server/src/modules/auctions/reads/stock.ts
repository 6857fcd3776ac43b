import {
  FACET_VALUES_MAX,
  FACETS,
  FILTER_KEYS,
  STOCK_FILTER_KEYS,
  type AuctionFacetsQuery,
  type Facet,
  type FilterKey,
} from '@gavel/contract';
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/index.js';
import { conditionReports, listings } from '../../../db/schema.js';
import { auctions } from '../schema.js';

// The stock filters and facets of SPEC §11 (ADR 045): conditions on the listings' generated
// typed columns (`spec_*`, migration 0015), so each is an indexable comparison.

/** The §11 filters, as the list, dealer list and facets queries carry them. */
export type StockFilters = Pick<AuctionFacetsQuery, (typeof STOCK_FILTER_KEYS)[number]>;

/** The price a list shows and filters by: the current price, or the start before a bid. */
export const priceOf = sql<number>`coalesce(${auctions.currentPriceCents}, ${auctions.startingPriceCents})`;

/** Full-text match of a listing's title and description (`q`). */
export const matches = (q: SQL | Placeholder | string): SQL =>
  sql`${listings.search} @@ websearch_to_tsquery('simple', ${q})`;

/** Whether a query has any of §11's stock filters (then its list is not a prepared shape). */
export const hasStockFilters = (f: Partial<StockFilters>): boolean =>
  STOCK_FILTER_KEYS.some((k) => f[k] !== undefined);

/** The filter of each facet: a facet's counts ignore its own filter. */
const FACET_FILTER: Record<Facet, keyof AuctionFacetsQuery> = {
  status: 'status',
  category: 'category',
  make: 'make',
  fuel: 'fuel',
  transmission: 'transmission',
  body_type: 'body_type',
  grade: 'grade_max',
  country: 'country',
};

/**
 * Where the filters' values come from: a query's bound values (the list, dealer list and
 * facets), or a saved search's filters as a jsonb expression (`f ->> 'key'`, ADR 051).
 */
interface FilterValues {
  /** `condition()` when the filter is present: else nothing (bound), or true (jsonb). */
  when(key: FilterKey, condition: () => SQL): SQL | undefined;
  text(key: FilterKey): SQL;
  int(key: FilterKey): SQL;
  /** An enum filter's values, as a text array. */
  list(key: ListFilterKey): SQL;
}
type ListFilterKey = 'fuel' | 'transmission' | 'body_type';

/** Every filter of the list but `status`, as its query carries them. */
export type ListFilters = Partial<Pick<AuctionFacetsQuery, FilterKey>>;

/** A query's values, bound as parameters (the statement is not prepared). */
const boundValues = (f: ListFilters): FilterValues => ({
  when: (k, condition) => (f[k] === undefined ? undefined : condition()),
  text: (k) => sql`${f[k]}`,
  int: (k) => sql`${f[k]}`,
  list: (k) =>
    sql`array[${sql.join(
      (f[k] ?? []).map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`,
});

/**
 * A saved search's filters (a jsonb expression, the contract's `SavedSearchFilters`): a filter
 * absent from the object matches everything, as an absent query parameter does.
 */
const jsonValues = (f: SQL): FilterValues => ({
  when: (k, condition) => sql`((${f} -> ${k}::text) is null or ${condition()})`,
  text: (k) => sql`(${f} ->> ${k}::text)`,
  int: (k) => sql`(${f} ->> ${k}::text)::bigint`,
  list: (k) => sql`array(select jsonb_array_elements_text(${f} -> ${k}::text))`,
});

/**
 * The condition of each filter, on `auctions` joined with `listings`: one comparison per
 * filter, whichever the values' source, so a saved search matches exactly what the list would
 * show for its query. A record over the contract's filters: a filter added there without its
 * condition here fails the typecheck.
 */
const FILTER_CONDITIONS: Record<FilterKey, (v: FilterValues) => SQL> = {
  q: (v) => matches(v.text('q')),
  // The enum compared as text: a jsonb value is text (the list binds its category elsewhere).
  category: (v) => sql`${listings.category}::text = ${v.text('category')}`,
  // Text specifics are compared lower-cased: the generated columns are (ADR 045).
  make: (v) => sql`${listings.specMake} = lower(${v.text('make')})`,
  model: (v) => sql`${listings.specModel} = lower(${v.text('model')})`,
  brand: (v) => sql`${listings.specBrand} = lower(${v.text('brand')})`,
  year_min: (v) => sql`${listings.specYear} >= ${v.int('year_min')}`,
  year_max: (v) => sql`${listings.specYear} <= ${v.int('year_max')}`,
  mileage_max_km: (v) => sql`${listings.specMileageKm} <= ${v.int('mileage_max_km')}`,
  fuel: (v) => sql`${listings.specFuel} = any(${v.list('fuel')})`,
  transmission: (v) => sql`${listings.specTransmission} = any(${v.list('transmission')})`,
  body_type: (v) => sql`${listings.specBodyType} = any(${v.list('body_type')})`,
  // A listing without a report has no grade: it does not match.
  grade_max: (v) =>
    sql`exists (select 1 from ${conditionReports} where ${conditionReports.listingId} = ${listings.id} and ${conditionReports.grade} <= ${v.int('grade_max')})`,
  price_min: (v) => sql`${priceOf} >= ${v.int('price_min')}`,
  price_max: (v) => sql`${priceOf} <= ${v.int('price_max')}`,
  country: (v) => sql`${listings.locationCountry} = ${v.text('country')}`,
};

/** The conditions of `keys` for the values `v` (the one builder of the filters' SQL). */
function filterConditions(v: FilterValues, keys: readonly FilterKey[]): SQL[] {
  return keys.flatMap((k) => v.when(k, () => FILTER_CONDITIONS[k](v)) ?? []);
}

/**
 * The conditions of the stock filters present, on `auctions` joined with `listings`, all but
 * that of the facet `except`. Values are bound parameters (the statement is not prepared).
 */
export function stockConditions(f: Partial<StockFilters>, except?: Facet): SQL[] {
  const keys = STOCK_FILTER_KEYS.filter((k) => except === undefined || FACET_FILTER[except] !== k);
  return filterConditions(boundValues(f), keys);
}

/** What each facet counts by; `grade` needs the report joined. */
const FACET_COLUMN: Record<Facet, SQL> = {
  status: sql`${auctions.status}::text`,
  category: sql`${listings.category}::text`,
  make: sql`${listings.specMake}`,
  fuel: sql`${listings.specFuel}`,
  transmission: sql`${listings.specTransmission}`,
  body_type: sql`${listings.specBodyType}`,
  grade: sql`${conditionReports.grade}::text`,
  country: sql`${listings.locationCountry}`,
};

/** Whether the query filters on `facet`. */
const filtersOn = (query: AuctionFacetsQuery, facet: Facet): boolean =>
  query[FACET_FILTER[facet]] !== undefined;

/** The public facet query's conditions, all but those of `except`'s own filter. */
function facetConditions(query: AuctionFacetsQuery, statuses: SQL, except?: Facet): SQL[] {
  const { status, category, q } = query;
  return [
    status !== undefined && except !== 'status' ? eq(auctions.status, status) : statuses,
    category !== undefined && except !== 'category' ? eq(listings.category, category) : undefined,
    q !== undefined ? matches(q) : undefined,
    ...stockConditions(query, except),
  ].filter((c): c is SQL => c !== undefined);
}

/** One facet value's count; `facet` is null for the total, `label` is a make as written. */
export interface FacetRow {
  facet: Facet | null;
  value: string | null;
  label: string | null;
  n: number;
}

/**
 * Every facet's counts and the total in one statement (ADR 045). The facets whose filter is
 * absent share the query's whole result, counted in one pass with GROUPING SETS (the empty set
 * is the total); each facet the query filters on is counted in its own branch, without that
 * filter. A branch joins `listings` only when it reads or filters by it, so `status` over the
 * public statuses alone reads `auctions`' index. Without filters on listings, the columns
 * counted are all in `listings_facets_idx` and `auctions_public_listing_idx`.
 */
export async function facetCounts(
  ex: Executor,
  query: AuctionFacetsQuery,
  statuses: SQL,
): Promise<FacetRow[]> {
  const shared = FACETS.filter((f) => !filtersOn(query, f));
  const own = FACETS.filter((f) => filtersOn(query, f));
  const from = (withListings: boolean, grade: 'left' | 'inner' | null) => {
    if (!withListings) return sql`${auctions}`;
    const report =
      grade === null
        ? sql``
        : sql` ${sql.raw(grade)} join ${conditionReports} on ${conditionReports.listingId} = ${listings.id}`;
    return sql`${auctions} inner join ${listings} on ${listings.id} = ${auctions.listingId}${report}`;
  };

  const column = (f: Facet) => FACET_COLUMN[f];
  const when = (then: (f: Facet) => SQL) =>
    shared.length === 0
      ? sql`null::text`
      : sql`case ${sql.join(
          shared.map((f) => sql`when grouping(${column(f)}) = 0 then ${then(f)}`),
          sql` `,
        )} end`;
  const sets = sql.join([sql`()`, ...shared.map((f) => sql`(${column(f)})`)], sql`, `);
  const branches: SQL[] = [
    sql`select ${when((f) => sql`${f}::text`)} as facet, ${when(column)} as value,
          count(*)::int as n
        from ${from(true, shared.includes('grade') ? 'left' : null)}
        where ${and(...facetConditions(query, statuses))}
        group by grouping sets (${sets})`,
  ];
  for (const f of own) {
    const conditions = facetConditions(query, statuses, f);
    const listingsNeeded = f !== 'status' || filtersListings(query);
    branches.push(
      sql`select ${f}::text as facet, ${column(f)} as value, count(*)::int as n
          from ${from(listingsNeeded, f === 'grade' ? 'inner' : null)}
          where ${and(...conditions)}
          group by ${column(f)}`,
    );
  }
  // Each facet is ranked in the statement (by count, then value in code-unit order, the same on
  // both databases) and only its first FACET_VALUES_MAX leave it: however many makes there are,
  // only those are labelled and sent. A make is counted lower-cased and shown as written: the
  // first spelling in the C order of a listing with a public auction (never a draft's text),
  // found through `listings_spec_make_idx`.
  const label = sql`(select (${listings.specifics} ->> 'make') collate "C" from ${listings}
    where ${listings.specMake} = ranked.value
      and exists (select 1 from ${auctions} where ${auctions.listingId} = ${listings.id} and ${statuses})
    order by 1 limit 1)`;
  // Both drivers answer `{ rows }`.
  const result: unknown = await ex.execute(
    sql`with counted as (${sql.join(branches, sql` union all `)}),
        ranked as (
          select facet, value, n,
            row_number() over (partition by facet order by n desc, value collate "C") as place
          from counted
          where facet is null or value is not null
        )
        select facet, value, n, case when facet = 'make' then ${label} end as label
        from ranked
        where facet is null or place <= ${FACET_VALUES_MAX}`,
  );
  return (result as { rows: FacetRow[] }).rows;
}

/** Whether a filter other than the status and the price bounds (on `auctions`) is present. */
const filtersListings = (query: AuctionFacetsQuery): boolean =>
  query.category !== undefined ||
  query.q !== undefined ||
  STOCK_FILTER_KEYS.some((k) => k !== 'price_min' && k !== 'price_max' && query[k] !== undefined);

/**
 * Every filter of the list, read from a saved search's filters (a jsonb expression of the
 * contract's `SavedSearchFilters`, ADR 051) with the list's own conditions (`FILTER_CONDITIONS`),
 * `q` and `category` included: a filter absent from the object matches everything.
 */
export function savedFiltersConditions(f: SQL): SQL[] {
  return filterConditions(jsonValues(f), FILTER_KEYS);
}
