import type { Facets, Specifics } from '@gavel/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activeDealer,
  completeListing,
  listingWithPhotos,
  seller,
  submitSellerKyc,
  useActor,
  type Actor,
} from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { VALID_VIN } from '../../../test/vehicle-fixtures.js';
import { client, errorCode, fieldPaths, pageThrough, type Paged } from '../../../test/http.js';

// The stock filters and facets of SPEC §11 (ADR 045), on both databases.
const t = useTestApp({ ACCESS_TOKEN_TTL_SECONDS: '86400' });
const req = client(t);
const admin = useActor(t, 'ADMIN');

interface Item {
  id: string;
}

let owner: Actor;
let dealer: Actor;

/** A condition report of `grade` (SPEC §11's points: moderate 3, major 6, minor 1). */
const reportOfGrade = (grade: 1 | 2 | 3 | 4) => ({
  damages: (
    {
      1: [],
      2: ['moderate'],
      3: ['moderate', 'moderate', 'minor'],
      4: ['major', 'major', 'minor'],
    } as const
  )[grade].map((severity) => ({ panel: 'bonnet', kind: 'dent', severity })),
  warning_lights: false,
  runs_and_drives: true,
  keys: 2,
});

/**
 * A public auction of `owner`'s, through the seller's and staff's calls: live (ending in
 * `endsIn` seconds) or, with `startIn`, upcoming; with its specifics and, for a vehicle, its
 * condition report of `grade`.
 */
async function auction(opts: {
  title: string;
  category: string;
  price: number;
  endsIn: number;
  startIn?: number;
  country?: string;
  specifics?: Specifics;
  grade?: 1 | 2 | 3 | 4;
}): Promise<string> {
  const listing = await listingWithPhotos(t.app, owner, 1, {
    ...completeListing,
    title: opts.title,
    category: opts.category,
    starting_price_cents: opts.price,
    reserve_price_cents: null,
    attributes: {},
    location_country: opts.country ?? 'GB',
    ...(opts.specifics ? { specifics: opts.specifics } : {}),
  });
  if (opts.grade !== undefined) {
    const report = await req(
      owner,
      'PUT',
      `/api/seller/listings/${listing.id}/condition-report`,
      reportOfGrade(opts.grade),
    );
    expect(report.json<{ grade: number }>().grade, report.body).toBe(opts.grade);
  }
  const submit = await req(owner, 'POST', `/api/seller/listings/${listing.id}/submit`);
  expect(submit.statusCode, submit.body).toBe(200);
  const approve = await req(admin, 'POST', `/api/admin/listings/${listing.id}/approve`);
  expect(approve.statusCode, approve.body).toBe(200);
  const auctions = await req(owner, 'GET', `/api/seller/listings/${listing.id}/auction`);
  expect(auctions.statusCode, auctions.body).toBe(200);
  const auctionId = auctions.json<{ id: string }>().id;
  const now = t.clock.now().getTime();
  const start = now + (opts.startIn ?? 0) * 1000;
  const scheduled = await req(admin, 'POST', `/api/admin/auctions/${auctionId}/schedule`, {
    start_at: new Date(start).toISOString(),
    end_at: new Date(now + opts.endsIn * 1000).toISOString(),
  });
  expect(scheduled.statusCode, scheduled.body).toBe(200);
  return auctionId;
}

const car = (s: Partial<Specifics> & { make: string; model: string }): Specifics => ({
  vin: VALID_VIN,
  year: 2018,
  mileage: 50_000,
  mileage_unit: 'km',
  fuel: 'petrol',
  transmission: 'manual',
  ...s,
});

const ids: Record<string, string> = {};

beforeAll(async () => {
  owner = await seller(t.app);
  await submitSellerKyc(t.app, owner, admin);
  dealer = await activeDealer(t.app, admin);
  // Ending order (ending soonest first): estate, suv, focus, camera, radio; kuga is upcoming.
  ids.estate = await auction({
    title: 'Estate car',
    category: 'vehicles',
    price: 1_000_000,
    endsIn: 1_000,
    specifics: car({
      make: 'BMW',
      model: '320d',
      year: 2018,
      mileage: 60_000,
      fuel: 'diesel',
      body_type: 'estate',
    }),
    grade: 2,
  });
  ids.suv = await auction({
    title: 'Family SUV',
    category: 'vehicles',
    price: 3_000_000,
    endsIn: 2_000,
    country: 'DE',
    specifics: car({
      make: 'bmw',
      model: 'X5',
      year: 2021,
      mileage: 10_000,
      mileage_unit: 'mi',
      fuel: 'hybrid',
      transmission: 'automatic',
      body_type: 'suv',
    }),
    grade: 4,
  });
  ids.focus = await auction({
    title: 'Hatchback',
    category: 'vehicles',
    price: 500_000,
    endsIn: 3_000,
    specifics: car({
      make: 'Ford',
      model: 'Focus',
      year: 2015,
      mileage: 120_000,
      body_type: 'hatchback',
    }),
    grade: 3,
  });
  ids.camera = await auction({
    title: 'Mirrorless camera',
    category: 'electronics',
    price: 200_000,
    endsIn: 4_000,
    specifics: { brand: 'Sony', model: 'A7 III' },
  });
  // Made before specifics: none at all.
  ids.radio = await auction({
    title: 'Valve radio',
    category: 'electronics',
    price: 100_000,
    endsIn: 5_000,
    country: 'FR',
  });
  ids.kuga = await auction({
    title: 'Upcoming SUV',
    category: 'vehicles',
    price: 800_000,
    startIn: 3_600,
    endsIn: 7_200,
    specifics: car({ make: 'FORD', model: 'Kuga', year: 2019, body_type: 'suv' }),
    grade: 1,
  });
});

const list = async (query: string, who?: Actor) => {
  const path = who ? '/api/dealer/auctions' : '/api/auctions';
  const res = await req(who, 'GET', `${path}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Paged<Item>>().items.map((a) => a.id);
};

const facets = async (query: string) => {
  const res = await req(undefined, 'GET', `/api/auctions/facets${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Facets>();
};

describe('stock filters on GET /api/auctions', () => {
  it('filters by each specific, case-insensitively, with comma lists; listings without specifics still list', async () => {
    const { estate, suv, focus, camera, radio, kuga } = ids;
    expect(await list('')).toEqual([estate, suv, focus, camera, radio, kuga]);
    expect(await list('status=live')).toEqual([estate, suv, focus, camera, radio]);
    expect(await list('make=bmw')).toEqual([estate, suv]);
    expect(await list('make=BMW')).toEqual([estate, suv]);
    expect(await list('make=ford')).toEqual([focus, kuga]);
    expect(await list('model=x5')).toEqual([suv]);
    expect(await list('model=A7%20iii')).toEqual([camera]);
    expect(await list('brand=SONY')).toEqual([camera]);
    expect(await list('year_min=2018')).toEqual([estate, suv, kuga]);
    expect(await list('year_max=2018')).toEqual([estate, focus]);
    expect(await list('year_min=2016&year_max=2019')).toEqual([estate, kuga]);
    // 10,000 miles is 16,093 km.
    expect(await list('mileage_max_km=16093')).toEqual([suv]);
    expect(await list('mileage_max_km=16092')).toEqual([]);
    expect(await list('mileage_max_km=60000')).toEqual([estate, suv, kuga]);
    expect(await list('fuel=diesel,hybrid')).toEqual([estate, suv]);
    expect(await list('fuel=petrol')).toEqual([focus, kuga]);
    expect(await list('transmission=automatic')).toEqual([suv]);
    expect(await list('body_type=suv,estate')).toEqual([estate, suv, kuga]);
    // Listings without a report (the camera, the radio) have no grade.
    expect(await list('grade_max=2')).toEqual([estate, kuga]);
    expect(await list('grade_max=3')).toEqual([estate, focus, kuga]);
    expect(await list('grade_max=5')).toEqual([estate, suv, focus, kuga]);
    expect(await list('price_min=500000&price_max=1000000')).toEqual([estate, focus, kuga]);
    expect(await list('price_max=200000')).toEqual([camera, radio]);
    expect(await list('country=de')).toEqual([suv]);
    expect(await list('country=FR')).toEqual([radio]);
    expect(await list('status=live&category=vehicles&make=ford&q=hatchback')).toEqual([focus]);
    expect(await list('make=bmw&fuel=diesel&country=DE')).toEqual([]);
  });

  it('pages with a cursor under the filters, in every sort', async () => {
    const { estate, suv, focus, kuga } = ids;
    expect(await pageThrough(req, undefined, '/api/auctions?make=bmw&limit=1')).toEqual([
      estate,
      suv,
    ]);
    expect(
      await pageThrough(req, undefined, '/api/auctions?category=vehicles&sort=price_desc&limit=1'),
    ).toEqual([suv, estate, kuga, focus]);
    // Newest first: the upcoming one; the two live ones started at the same moment.
    const newest = await pageThrough(
      req,
      undefined,
      '/api/auctions?body_type=suv,estate&sort=newest&limit=2',
    );
    expect(newest[0]).toBe(kuga);
    expect(newest.slice(1).sort()).toEqual([estate, suv].sort());
  });

  it('filters a dealer’s list within its scope', async () => {
    const { estate, suv, focus, kuga } = ids;
    expect(await list('scope=live&make=ford', dealer)).toEqual([focus]);
    expect(await list('scope=upcoming&make=ford', dealer)).toEqual([kuga]);
    expect(await list('scope=live&fuel=diesel,hybrid&limit=1', dealer)).toEqual([estate]);
    expect(
      await pageThrough(req, dealer, '/api/dealer/auctions?scope=live&make=bmw&limit=1'),
    ).toEqual([estate, suv]);
    expect(await list('scope=watching&make=bmw', dealer)).toEqual([]);
    const bad = await req(dealer, 'GET', '/api/dealer/auctions?scope=live&fuel=coal');
    expect([bad.statusCode, fieldPaths(bad)]).toEqual([422, ['fuel']]);
    expect((await req(undefined, 'GET', '/api/dealer/auctions?make=bmw')).statusCode).toBe(401);
  });

  it('refuses an empty filter with 422 on its path (never read as 0 or as no filter)', async () => {
    for (const key of [
      'make',
      'model',
      'brand',
      'year_min',
      'year_max',
      'mileage_max_km',
      'fuel',
      'transmission',
      'body_type',
      'grade_max',
      'price_min',
      'price_max',
      'country',
    ]) {
      for (const value of ['', '%20']) {
        for (const url of [
          `/api/auctions?${key}=${value}`,
          `/api/auctions/facets?${key}=${value}`,
          `/api/dealer/auctions?scope=live&${key}=${value}`,
        ]) {
          const res = await req(url.startsWith('/api/dealer') ? dealer : undefined, 'GET', url);
          expect([url, res.statusCode, fieldPaths(res)]).toEqual([url, 422, [key]]);
        }
      }
    }
  });

  it('refuses bad filters with 422 on their path', async () => {
    for (const [query, path] of [
      // A bad value of a comma list is refused on the filter's own key.
      ['fuel=coal', 'fuel'],
      ['fuel=diesel,coal', 'fuel'],
      ['fuel=,', 'fuel'],
      ['transmission=cvt', 'transmission'],
      ['body_type=suv,limo', 'body_type'],
      ['year_min=2020&year_max=2019', 'year_max'],
      ['price_min=10&price_max=9', 'price_max'],
      ['grade_max=6', 'grade_max'],
      ['grade_max=0', 'grade_max'],
      ['mileage_max_km=-1', 'mileage_max_km'],
      ['year_min=abc', 'year_min'],
      ['country=GBR', 'country'],
      // Only assigned ISO 3166-1 codes.
      ['country=ZZ', 'country'],
      ['price_max=abc', 'price_max'],
      ['mileage_max_km=1e', 'mileage_max_km'],
      // Money fields stop at 1,000,000,000 cents (SPEC §8).
      ['price_max=1000000001', 'price_max'],
      ['price_min=1000000001', 'price_min'],
    ] as const) {
      for (const url of [`/api/auctions?${query}`, `/api/auctions/facets?${query}`]) {
        const res = await req(undefined, 'GET', url);
        expect([url, res.statusCode, errorCode(res), fieldPaths(res)]).toEqual([
          url,
          422,
          'validation_error',
          [path],
        ]);
      }
    }
    for (const url of [
      '/api/auctions?colour=red',
      '/api/auctions/facets?colour=red',
      '/api/auctions/facets?sort=newest',
      '/api/auctions/facets?limit=5',
    ]) {
      const res = await req(undefined, 'GET', url);
      expect([url, res.statusCode, errorCode(res)]).toEqual([url, 422, 'validation_error']);
    }
  });
});

describe('GET /api/auctions/facets', () => {
  it('counts the public auctions by every facet, ordered by count then value', async () => {
    const all = await facets('');
    expect(all.total).toBe(6);
    expect(all.facets).toEqual({
      status: [
        { value: 'live', count: 5 },
        { value: 'scheduled', count: 1 },
      ],
      category: [
        { value: 'vehicles', count: 4 },
        { value: 'electronics', count: 2 },
      ],
      // One spelling for each make, whatever its case.
      make: [
        { value: 'BMW', count: 2 },
        { value: 'FORD', count: 2 },
      ],
      fuel: [
        { value: 'petrol', count: 2 },
        { value: 'diesel', count: 1 },
        { value: 'hybrid', count: 1 },
      ],
      transmission: [
        { value: 'manual', count: 3 },
        { value: 'automatic', count: 1 },
      ],
      body_type: [
        { value: 'suv', count: 2 },
        { value: 'estate', count: 1 },
        { value: 'hatchback', count: 1 },
      ],
      grade: [
        { value: 1, count: 1 },
        { value: 2, count: 1 },
        { value: 3, count: 1 },
        { value: 4, count: 1 },
      ],
      country: [
        { value: 'GB', count: 4 },
        { value: 'DE', count: 1 },
        { value: 'FR', count: 1 },
      ],
    });
  });

  it('counts each facet with every filter but its own', async () => {
    const diesel = await facets('fuel=diesel');
    expect(diesel.total).toBe(1);
    // Choosing diesel still shows the other fuels…
    expect(diesel.facets.fuel).toEqual([
      { value: 'petrol', count: 2 },
      { value: 'diesel', count: 1 },
      { value: 'hybrid', count: 1 },
    ]);
    // …and narrows the others.
    expect(diesel.facets.make).toEqual([{ value: 'BMW', count: 1 }]);
    expect(diesel.facets.status).toEqual([{ value: 'live', count: 1 }]);

    const live = await facets('status=live');
    expect(live.total).toBe(5);
    expect(live.facets.status).toEqual([
      { value: 'live', count: 5 },
      { value: 'scheduled', count: 1 },
    ]);
    // A make is always shown in the same spelling, whichever auctions are counted.
    expect(live.facets.make).toEqual([
      { value: 'BMW', count: 2 },
      { value: 'FORD', count: 1 },
    ]);
    expect(live.facets.grade).toEqual([
      { value: 2, count: 1 },
      { value: 3, count: 1 },
      { value: 4, count: 1 },
    ]);

    const narrow = await facets('status=live&make=bmw&grade_max=2&country=GB&category=vehicles');
    expect(narrow.total).toBe(1);
    expect(narrow.facets.make).toEqual([{ value: 'BMW', count: 1 }]);
    // The SUV is graded 4 and in Germany: it is in neither facet.
    expect(narrow.facets.grade).toEqual([{ value: 2, count: 1 }]);
    expect(narrow.facets.country).toEqual([{ value: 'GB', count: 1 }]);
    const anyGrade = await facets('status=live&make=bmw&category=vehicles');
    expect(anyGrade.facets.grade).toEqual([
      { value: 2, count: 1 },
      { value: 4, count: 1 },
    ]);
    expect(anyGrade.facets.country).toEqual([
      { value: 'DE', count: 1 },
      { value: 'GB', count: 1 },
    ]);
    expect(narrow.facets.category).toEqual([{ value: 'vehicles', count: 1 }]);
    expect(narrow.facets.status).toEqual([{ value: 'live', count: 1 }]);

    // Every facet filtered: each is counted in its own branch, the total alone in the first.
    const everyFacet = await facets(
      'status=live&category=vehicles&make=bmw&fuel=diesel&transmission=manual&body_type=estate&grade_max=2&country=GB',
    );
    expect(everyFacet.total).toBe(1);
    expect(everyFacet.facets.fuel).toEqual([{ value: 'diesel', count: 1 }]);
    expect(everyFacet.facets.status).toEqual([{ value: 'live', count: 1 }]);
    expect(everyFacet.facets.transmission).toEqual([{ value: 'manual', count: 1 }]);

    const searched = await facets('q=suv&status=scheduled');
    expect(searched.total).toBe(1);
    expect(searched.facets.status).toEqual([
      { value: 'live', count: 1 },
      { value: 'scheduled', count: 1 },
    ]);
    const none = await facets('make=trabant');
    expect(none.total).toBe(0);
    expect(none.facets.make).toEqual([
      { value: 'BMW', count: 2 },
      { value: 'FORD', count: 2 },
    ]);
    expect(none.facets.fuel).toEqual([]);
  });

  it('lists at most 50 values of a facet, the most common first', async () => {
    for (let i = 0; i < 50; i++) {
      await auction({
        title: `Machine ${i}`,
        category: 'machinery',
        price: 10_000,
        endsIn: 10_000 + i,
        specifics: {
          make: `Maker ${String(i).padStart(2, '0')}`,
          model: 'M',
          year: 2000,
          operating_hours: 10,
        },
      });
    }
    const all = await facets('');
    expect(all.facets.make).toHaveLength(50);
    expect(all.facets.make.slice(0, 3)).toEqual([
      { value: 'BMW', count: 2 },
      { value: 'FORD', count: 2 },
      { value: 'Maker 00', count: 1 },
    ]);
    expect(all.facets.make.at(-1)).toEqual({ value: 'Maker 47', count: 1 });
    expect(all.total).toBe(56);
  }, 120_000);

  it("shows a make as a public listing writes it, never as a draft's text", async () => {
    // 'MAKER 00' sorts before 'Maker 00' in the C order: a draft's spelling would win.
    await listingWithPhotos(t.app, owner, 1, {
      ...completeListing,
      title: 'A draft',
      category: 'machinery',
      attributes: {},
      specifics: { make: 'MAKER 00', model: 'M', year: 2000, operating_hours: 10 },
    });
    const all = await facets('');
    expect(all.facets.make).toContainEqual({ value: 'Maker 00', count: 1 });
    expect(JSON.stringify(all)).not.toContain('MAKER 00');
  });

  it('finds a make written with a non-ASCII letter case-insensitively (ADR 045)', async () => {
    const skoda = await auction({
      title: 'Octavia estate',
      category: 'vehicles',
      price: 900_000,
      endsIn: 20_000,
      specifics: car({ make: 'Škoda', model: 'Octavia' }),
      grade: 1,
    });
    expect(await list('make=škoda')).toEqual([skoda]);
    expect(await list('make=ŠKODA')).toEqual([skoda]);
    expect((await facets('category=vehicles')).facets.make).toContainEqual({
      value: 'Škoda',
      count: 1,
    });
  });
});
