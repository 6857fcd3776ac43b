import { mileageKm } from '@gavel/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conditionReports, listings } from '../../db/schema.js';
import {
  completeListing,
  listingWithPhotos,
  seller,
  submitSellerKyc,
  useActor,
} from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { client, errorCode, errorOf, fieldPaths } from '../../../test/http.js';
import {
  completeVehicle,
  reportBody,
  VALID_VIN,
  vehicleSpecifics,
  vehicleWithReport,
  WRONG_CHECK_DIGIT_VIN,
} from '../../../test/vehicle-fixtures.js';

const t = useTestApp();
const admin = useActor(t, 'ADMIN');
const req = client(t);

interface Category {
  id: string;
  specifics: { key: string; required: boolean; max?: number; options?: string[] }[];
}

describe('GET /api/categories', () => {
  it('answers every category and its specifics to anyone, year up to next year by the clock', async () => {
    const res = await req(undefined, 'GET', '/api/categories');
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json<{ items: Category[] }>();
    expect(items.map((c) => c.id)).toEqual([
      'vehicles',
      'motorcycles',
      'machinery',
      'electronics',
      'jewellery_watches',
      'art_collectibles',
      'home_garden',
      'other',
    ]);
    const vehicles = items.find((c) => c.id === 'vehicles');
    expect(vehicles?.specifics.filter((s) => s.required).map((s) => s.key)).toEqual([
      'vin',
      'make',
      'model',
      'year',
      'mileage',
      'mileage_unit',
      'fuel',
      'transmission',
    ]);
    const year = vehicles?.specifics.find((s) => s.key === 'year');
    expect(year?.max).toBe(t.clock.now().getUTCFullYear() + 1);
    expect(items.find((c) => c.id === 'other')?.specifics).toEqual([]);
    const unknown = await req(undefined, 'GET', '/api/categories?lang=fr');
    expect(unknown.statusCode).toBe(422);
  });
});

describe('specifics on create and PATCH', () => {
  it('stores them normalized (VIN upper-cased without spaces) and answers them whole to the seller', async () => {
    const me = await seller(t.app);
    const res = await req(me, 'POST', '/api/seller/listings', {
      ...completeVehicle,
      specifics: { ...vehicleSpecifics, vin: ' 1m8gdm9axk p042788 ', make: '  Ford ' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      specifics: { ...vehicleSpecifics, vin: VALID_VIN, make: 'Ford' },
      condition_report: null,
    });
    const { id } = res.json<{ id: string }>();
    const [row] = await t.db.read((db) =>
      db
        .select({ make: listings.specMake, year: listings.specYear, km: listings.specMileageKm })
        .from(listings)
        .where(eq(listings.id, id)),
    );
    // The generated columns the filters read: the odometer in km as the contract counts it.
    expect(row).toEqual({ make: 'ford', year: 2019, km: mileageKm(vehicleSpecifics) });
    expect(row?.km).toBe(67_592);
  });

  const nextYear = () => t.clock.now().getUTCFullYear() + 1;
  it.each([
    ['a VIN with I', { vin: '1M8GDM9AXKP04278I' }, 'specifics.vin'],
    ['a VIN with O', { vin: 'OM8GDM9AXKP042788' }, 'specifics.vin'],
    ['a VIN with Q', { vin: '1M8GDM9AXKPQ42788' }, 'specifics.vin'],
    ['a 16-character VIN', { vin: '1M8GDM9AXKP04278' }, 'specifics.vin'],
    ['a wrong check digit in the US', { vin: WRONG_CHECK_DIGIT_VIN }, 'specifics.vin'],
    ['a year as text', { year: '2019' }, 'specifics.year'],
    ['a year before 1886', { year: 1885 }, 'specifics.year'],
    ['a year after next year', { year: 'next+1' }, 'specifics.year'],
    ['a fractional mileage', { mileage: 10.5 }, 'specifics.mileage'],
    ['a negative mileage', { mileage: -1 }, 'specifics.mileage'],
    ['a mileage above 2,000,000', { mileage: 2_000_001 }, 'specifics.mileage'],
    ['a fuel not in the options', { fuel: 'steam' }, 'specifics.fuel'],
    ['an unknown key', { wheel_count: 4 }, 'specifics.wheel_count'],
    ["another category's key", { operating_hours: 100 }, 'specifics.operating_hours'],
    ['a date that is not one', { first_registered: '2020-02-30' }, 'specifics.first_registered'],
    ['a date in another format', { first_registered: '01/02/2020' }, 'specifics.first_registered'],
    ['an empty make', { make: '   ' }, 'specifics.make'],
    ['a text of 201 characters', { colour: 'x'.repeat(201) }, 'specifics.colour'],
    ['a boolean for text', { model: true }, 'specifics.model'],
  ])('refuses %s with 422 on its path, writing nothing', async (_what, change, path) => {
    const me = await seller(t.app);
    const specifics = {
      ...vehicleSpecifics,
      ...change,
      ...('year' in change && change.year === 'next+1' ? { year: nextYear() + 1 } : {}),
    };
    const res = await req(me, 'POST', '/api/seller/listings', { ...completeVehicle, specifics });
    expect(res.statusCode, res.body).toBe(422);
    expect(errorCode(res)).toBe('validation_error');
    expect(fieldPaths(res)).toEqual([path]);
    const mine = await req(me, 'GET', '/api/seller/listings');
    expect(mine.json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('takes next year (by the clock) and the wrong check digit outside the US and Canada', async () => {
    const me = await seller(t.app);
    const gb = await req(me, 'POST', '/api/seller/listings', {
      ...completeVehicle,
      location_country: 'GB',
      specifics: { ...vehicleSpecifics, vin: WRONG_CHECK_DIGIT_VIN, year: nextYear() },
    });
    expect(gb.statusCode, gb.body).toBe(201);
    const ca = await req(me, 'POST', '/api/seller/listings', {
      ...completeVehicle,
      location_country: 'CA',
      specifics: { ...vehicleSpecifics, vin: WRONG_CHECK_DIGIT_VIN },
    });
    expect(ca.statusCode).toBe(422);
    expect(fieldPaths(ca)).toEqual(['specifics.vin']);
  });

  it('names every problem at once, and refuses specifics without a category', async () => {
    const me = await seller(t.app);
    const many = await req(me, 'POST', '/api/seller/listings', {
      ...completeVehicle,
      specifics: { ...vehicleSpecifics, year: 1800, fuel: 'coal', brand: 'Acme' },
    });
    expect(fieldPaths(many).sort()).toEqual([
      'specifics.brand',
      'specifics.fuel',
      'specifics.year',
    ]);
    const bare = await req(me, 'POST', '/api/seller/listings', {
      title: 'Mystery car',
      specifics: { make: 'Ford' },
    });
    expect(bare.statusCode).toBe(422);
    expect(fieldPaths(bare)).toEqual(['specifics.make']);
    // No specifics is no problem, with or without a category.
    const empty = await req(me, 'POST', '/api/seller/listings', { title: 'Lamp', specifics: {} });
    expect(empty.statusCode).toBe(201);
    // The shape itself is the contract's: a value that is no scalar is refused by the schema.
    const nested = await req(me, 'POST', '/api/seller/listings', {
      ...completeVehicle,
      specifics: { make: { name: 'Ford' } },
    });
    expect(nested.statusCode).toBe(422);
    expect(fieldPaths(nested)[0]).toMatch(/^specifics/);
  });

  it('PATCH replaces the whole map, and re-checks saved specifics when the category or country changes', async () => {
    const me = await seller(t.app);
    const created = await req(me, 'POST', '/api/seller/listings', {
      ...completeVehicle,
      location_country: 'GB',
      specifics: { ...vehicleSpecifics, vin: WRONG_CHECK_DIGIT_VIN, colour: 'Blue' },
    });
    const url = `/api/seller/listings/${created.json<{ id: string }>().id}`;

    const replaced = await req(me, 'PATCH', url, { specifics: { make: 'Vauxhall' } });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ specifics: { make: 'Vauxhall' } });
    expect(Object.keys(replaced.json<{ specifics: object }>().specifics)).toEqual(['make']);

    await req(me, 'PATCH', url, {
      specifics: { ...vehicleSpecifics, vin: WRONG_CHECK_DIGIT_VIN },
    });
    // To the US: the saved VIN's check digit no longer passes.
    const toUs = await req(me, 'PATCH', url, { location_country: 'US', title: 'Renamed' });
    expect(toUs.statusCode).toBe(422);
    expect(fieldPaths(toUs)).toEqual(['specifics.vin']);
    // To electronics: every vehicle key is unknown there.
    const toElectronics = await req(me, 'PATCH', url, { category: 'electronics' });
    expect(toElectronics.statusCode).toBe(422);
    expect(fieldPaths(toElectronics)).toEqual(
      expect.arrayContaining(['specifics.vin', 'specifics.make', 'specifics.fuel']),
    );
    // Nothing of the refused PATCHes was written.
    const unchanged = await req(me, 'GET', url);
    expect(unchanged.json()).toMatchObject({
      title: completeVehicle.title,
      category: 'vehicles',
      location_country: 'GB',
      specifics: { vin: WRONG_CHECK_DIGIT_VIN },
    });
    // With its specifics at once, the category change goes through.
    const moved = await req(me, 'PATCH', url, {
      category: 'electronics',
      specifics: { brand: 'Sony', model: 'WH-1000XM5' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ specifics: { brand: 'Sony', model: 'WH-1000XM5' } });
    // And a country change with a valid VIN passes.
    await req(me, 'PATCH', url, { category: 'vehicles', specifics: vehicleSpecifics });
    const valid = await req(me, 'PATCH', url, { location_country: 'US' });
    expect(valid.statusCode, valid.body).toBe(200);
  });

  it('PATCH refuses specifics that do not fit with 422, never 500', async () => {
    const me = await seller(t.app);
    const created = await req(me, 'POST', '/api/seller/listings', completeVehicle);
    const url = `/api/seller/listings/${created.json<{ id: string }>().id}`;
    for (const [specifics, path] of [
      [{ vin: 'IIIIIIIIIIIIIIIII' }, 'specifics.vin'],
      [{ year: '1999' }, 'specifics.year'],
      [{ mileage_unit: 'leagues' }, 'specifics.mileage_unit'],
      [{ box_and_papers: true }, 'specifics.box_and_papers'],
    ] as const) {
      const res = await req(me, 'PATCH', url, { specifics });
      expect(res.statusCode, res.body).toBe(422);
      expect(fieldPaths(res)).toEqual([path]);
    }
    expect((await req(me, 'GET', url)).json()).toMatchObject({ specifics: vehicleSpecifics });
  });
});

describe('submit', () => {
  it('names every missing required specific and the condition report with the other missing fields', async () => {
    const me = await seller(t.app);
    await submitSellerKyc(t.app, me, admin);
    const { id } = await listingWithPhotos(t.app, me, 1, {
      category: 'vehicles',
      location_country: 'US',
      specifics: { make: 'Ford', model: 'Focus', vin: VALID_VIN },
    });
    const res = await req(me, 'POST', `/api/seller/listings/${id}/submit`);
    expect(res.statusCode).toBe(422);
    expect(errorCode(res)).toBe('validation_error');
    expect(fieldPaths(res)).toEqual([
      'title',
      'condition',
      'location_city',
      'starting_price_cents',
      'specifics.year',
      'specifics.mileage',
      'specifics.mileage_unit',
      'specifics.fuel',
      'specifics.transmission',
      'condition_report',
    ]);
    expect(errorOf(res).message).toMatch(/Complete the listing/);
  });

  it('machinery needs its required specifics, but no report; electronics needs none', async () => {
    const me = await seller(t.app);
    await submitSellerKyc(t.app, me, admin);
    const machine = await listingWithPhotos(t.app, me, 1, {
      ...completeListing,
      category: 'machinery',
      attributes: {},
      specifics: { make: 'JCB', model: '3CX' },
    });
    const refused = await req(me, 'POST', `/api/seller/listings/${machine.id}/submit`);
    expect(fieldPaths(refused)).toEqual(['specifics.year', 'specifics.operating_hours']);
    await req(me, 'PATCH', `/api/seller/listings/${machine.id}`, {
      specifics: { make: 'JCB', model: '3CX', year: 2015, operating_hours: 6400 },
    });
    const ok = await req(me, 'POST', `/api/seller/listings/${machine.id}/submit`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'pending_review', condition_report: null });

    const camera = await listingWithPhotos(t.app, me, 1, completeListing);
    const submitted = await req(me, 'POST', `/api/seller/listings/${camera.id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
  });

  it('submits a complete vehicle with its report, and a rejected one made before specifics must get them first', async () => {
    const me = await seller(t.app);
    await submitSellerKyc(t.app, me, admin);
    const { id } = await vehicleWithReport(t.app, me);
    const submitted = await req(me, 'POST', `/api/seller/listings/${id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: 'pending_review',
      specifics: vehicleSpecifics,
      condition_report: { grade: 3, points: 7 },
    });
    const rejected = await req(admin, 'POST', `/api/admin/listings/${id}/reject`, {
      reason: 'Photos too dark',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    // As if made before specifics existed: none, no report.
    await t.db.transaction(async (tx) => {
      await tx.update(listings).set({ specifics: {} }).where(eq(listings.id, id));
      await tx.delete(conditionReports).where(eq(conditionReports.listingId, id));
    });
    const mine = await req(me, 'GET', `/api/seller/listings/${id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      status: 'rejected',
      specifics: {},
      condition_report: null,
    });
    const resubmit = await req(me, 'POST', `/api/seller/listings/${id}/submit`);
    expect(resubmit.statusCode).toBe(422);
    expect(fieldPaths(resubmit)).toEqual([
      'specifics.vin',
      'specifics.make',
      'specifics.model',
      'specifics.year',
      'specifics.mileage',
      'specifics.mileage_unit',
      'specifics.fuel',
      'specifics.transmission',
      'condition_report',
    ]);
    await req(me, 'PATCH', `/api/seller/listings/${id}`, { specifics: vehicleSpecifics });
    const put = await req(me, 'PUT', `/api/seller/listings/${id}/condition-report`, reportBody());
    expect(put.statusCode, put.body).toBe(200);
    const again = await req(me, 'POST', `/api/seller/listings/${id}/submit`);
    expect(again.statusCode, again.body).toBe(200);
  });
});
