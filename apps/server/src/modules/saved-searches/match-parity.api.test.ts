import {
  FILTER_KEYS,
  savedSearchFiltersSchema,
  type SavedSearchFiltersInput,
} from '@gavel/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeListing,
  listingWithPhotos,
  seller,
  staff,
  submitSellerKyc,
  type Actor,
} from '../../../test/actors.js';
import { createLifecycleApp, times, type LifecycleApp } from '../../../test/lifecycle-fixtures.js';
import { VALID_VIN } from '../../../test/vehicle-fixtures.js';
import { auctionForSavedFilters } from '../auctions/index.js';

// A saved search matches exactly what GET /api/auctions shows for its query (SPEC §12, ADR 051):
// for random filters, the list's answer and the saved filters' match agree on every auction.

let t: LifecycleApp;
let admin: Actor;
let owner: Actor;
const auctionIds: string[] = [];

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, who: Actor, payload?: unknown) =>
  t.app.inject({ method, url, headers: who.headers, payload: payload as never });

async function scheduled(fields: Record<string, unknown>, graded: 'dent' | 'clean' | null) {
  const listing = await listingWithPhotos(t.app, owner, 1, { ...completeListing, ...fields });
  if (graded !== null) {
    const report = await inject(
      'PUT',
      `/api/seller/listings/${listing.id}/condition-report`,
      owner,
      {
        damages: graded === 'dent' ? [{ panel: 'bonnet', kind: 'dent', severity: 'moderate' }] : [],
        warning_lights: false,
        runs_and_drives: true,
        keys: 2,
      },
    );
    expect(report.statusCode, report.body).toBe(200);
  }
  const submitted = await inject('POST', `/api/seller/listings/${listing.id}/submit`, owner);
  expect(submitted.statusCode, submitted.body).toBe(200);
  expect(
    (await inject('POST', `/api/admin/listings/${listing.id}/approve`, admin)).statusCode,
  ).toBe(200);
  const auction = await inject('GET', `/api/seller/listings/${listing.id}/auction`, owner);
  const id = auction.json<{ id: string }>().id;
  const res = await inject(
    'POST',
    `/api/admin/auctions/${id}/schedule`,
    admin,
    times(t.clock, 3_600, 7_200),
  );
  expect(res.statusCode, res.body).toBe(200);
  auctionIds.push(id);
}

const vehicle = (specifics: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  title: `${String(specifics.make)} ${String(specifics.model)} for sale`,
  category: 'vehicles',
  attributes: {},
  reserve_price_cents: null,
  ...extra,
  specifics: { vin: VALID_VIN, ...specifics },
});

beforeAll(async () => {
  t = await createLifecycleApp();
  admin = await staff(t.app);
  owner = await seller(t.app);
  await submitSellerKyc(t.app, owner, admin);
  await scheduled(
    vehicle(
      {
        make: 'Ford',
        model: 'Focus',
        year: 2019,
        mileage: 42_000,
        mileage_unit: 'km',
        fuel: 'diesel',
        transmission: 'manual',
        body_type: 'estate',
      },
      { starting_price_cents: 1_000_000, location_country: 'DE' },
    ),
    'dent',
  );
  // 30,000 miles is 48,280 km.
  await scheduled(
    vehicle(
      {
        make: 'BMW',
        model: '320d',
        year: 2016,
        mileage: 30_000,
        mileage_unit: 'mi',
        fuel: 'petrol',
        transmission: 'automatic',
        body_type: 'saloon',
      },
      { starting_price_cents: 2_500_000, location_country: 'GB' },
    ),
    'clean',
  );
  await scheduled(
    {
      title: 'Mirrorless camera, boxed',
      category: 'electronics',
      attributes: {},
      reserve_price_cents: null,
      starting_price_cents: 150_000,
      location_country: 'GB',
      specifics: { brand: 'Sony', model: 'A7 III' },
    },
    null,
  );
  await t.app.jobs.drain();
}, 120_000);
afterAll(() => t.close());

const valuesArb = fc.record({
  q: fc.constantFrom('focus', 'camera', 'boxed sale', 'tractor'),
  category: fc.constantFrom('vehicles', 'electronics'),
  make: fc.constantFrom('Ford', 'bmw', 'Audi'),
  model: fc.constantFrom('focus', '320D', 'Kuga'),
  brand: fc.constantFrom('sony', 'Canon'),
  year_min: fc.integer({ min: 2014, max: 2021 }),
  year_max: fc.integer({ min: 2014, max: 2021 }),
  mileage_max_km: fc.constantFrom(41_999, 42_000, 48_279, 48_281, 100_000),
  fuel: fc.subarray(['petrol', 'diesel', 'electric'] as const, { minLength: 1 }),
  transmission: fc.subarray(['manual', 'automatic'] as const, { minLength: 1 }),
  body_type: fc.subarray(['estate', 'saloon', 'suv'] as const, { minLength: 1 }),
  grade_max: fc.integer({ min: 1, max: 5 }),
  price_min: fc.constantFrom(0, 1_000_000, 1_000_001),
  price_max: fc.constantFrom(150_000, 2_499_999, 2_500_000),
  country: fc.constantFrom('DE', 'GB', 'FR'),
});
/** Up to three filters at once, so that many draws match some auctions. */
const filtersArb: fc.Arbitrary<SavedSearchFiltersInput> = fc
  .tuple(valuesArb, fc.shuffledSubarray(FILTER_KEYS, { maxLength: 3 }))
  .map(([values, keys]) => Object.fromEntries(keys.map((k) => [k, values[k]])));

/** The list's query string for the filters (enum lists comma-separated). */
const queryOf = (filters: SavedSearchFiltersInput) =>
  new URLSearchParams(
    Object.entries(filters).map(([k, v]): [string, string] => [
      k,
      Array.isArray(v) ? v.join(',') : String(v),
    ]),
  ).toString();

describe('saved filters and the list', () => {
  it('match the same auctions for any filters (a listing in miles included)', async () => {
    let someMatched = 0;
    await fc.assert(
      fc.asyncProperty(filtersArb, async (input) => {
        const filters = savedSearchFiltersSchema.safeParse(input);
        fc.pre(filters.success);
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/auctions?status=scheduled&limit=50&${queryOf(input)}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        const listed = res
          .json<{ items: { id: string }[] }>()
          .items.map((i) => i.id)
          .filter((id) => auctionIds.includes(id))
          .sort();
        const json = JSON.stringify(filters.data);
        const matched: string[] = [];
        for (const id of auctionIds) {
          const auction = auctionForSavedFilters(id, sql`${json}::jsonb`);
          const result: unknown = await t.db.read((ex) =>
            ex.execute(
              sql`select exists (select 1 from ${auction.from} where ${auction.where}) as m`,
            ),
          );
          if ((result as { rows: { m: boolean }[] }).rows[0]?.m) matched.push(id);
        }
        expect(matched.sort(), json).toEqual(listed);
        if (listed.length > 0) someMatched++;
      }),
      { numRuns: 60 },
    );
    // Not only empty answers on both sides.
    expect(someMatched).toBeGreaterThan(10);
  });
});
