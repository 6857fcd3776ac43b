import { DAMAGES_MAX, gradeOf, type ConditionReport } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import {
  completeListing,
  listingWithPhotos,
  seller,
  submitSellerKyc,
  useActor,
} from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { client, errorCode, fieldPaths } from '../../../test/http.js';
import { completeVehicle, reportBody, vehicleWithReport } from '../../../test/vehicle-fixtures.js';

const t = useTestApp();
const admin = useActor(t, 'ADMIN');
const req = client(t);

const reportUrl = (id: string) => `/api/seller/listings/${id}/condition-report`;

describe('PUT /api/seller/listings/{id}/condition-report', () => {
  it('replaces the report, computes points and grade, and links each damage to its photo', async () => {
    const me = await seller(t.app);
    const { id, photoIds } = await listingWithPhotos(t.app, me, 2, completeVehicle);
    const body = reportBody(photoIds);
    const res = await req(me, 'PUT', reportUrl(id), body);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<ConditionReport>();
    // Damages 3 + 1 + 1, one tyre under 2.0 mm 3: 8 points, grade 3.
    expect(gradeOf(body)).toEqual({ points: 8, grade: 3 });
    expect(report).toMatchObject({
      points: 8,
      grade: 3,
      tyres: body.tyres,
      warning_lights: false,
      runs_and_drives: true,
      keys: 2,
      notes: 'Serviced last month.',
      updated_at: t.clock.now().toISOString(),
    });
    expect(report.damages.map((d) => [d.panel, d.photo_id, d.thumbnail_url !== null])).toEqual([
      ['front_left_door', null, false],
      ['rear_bumper', photoIds[0], true],
      ['rear_bumper', photoIds[1], true],
    ]);
    expect(report.damages[0]?.note).toBe('Car park ding');
    expect(new Set(report.damages.map((d) => d.id)).size).toBe(3);
    // The listing carries it.
    const listing = await req(me, 'GET', `/api/seller/listings/${id}`);
    expect(listing.json<{ condition_report: ConditionReport }>().condition_report).toEqual(report);

    // A second PUT replaces it whole: no damages, does not run, warning lights: 14, grade 4.
    const next = await req(me, 'PUT', reportUrl(id), {
      damages: [],
      warning_lights: true,
      runs_and_drives: false,
      keys: 0,
    });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toMatchObject({
      damages: [],
      tyres: null,
      notes: null,
      points: 14,
      grade: 4,
    });
  });

  it('refuses every bad field with 422 on its path and leaves the previous report whole', async () => {
    const me = await seller(t.app);
    const { id } = await vehicleWithReport(t.app, me);
    const other = await listingWithPhotos(t.app, me, 1, completeVehicle);
    const before = (await req(me, 'GET', `/api/seller/listings/${id}`)).json<{
      condition_report: ConditionReport;
    }>().condition_report;
    const good = reportBody();
    const damage = { panel: 'roof', kind: 'dent', severity: 'minor' };
    const cases: [string, unknown, string][] = [
      [
        `${DAMAGES_MAX + 1} damages`,
        { ...good, damages: Array.from({ length: DAMAGES_MAX + 1 }, () => damage) },
        'damages',
      ],
      [
        'a tyre of 20.05 mm',
        { ...good, tyres: { ...good.tyres, front_left_mm: 20.05 } },
        'tyres.front_left_mm',
      ],
      [
        'a tyre over 20 mm',
        { ...good, tyres: { ...good.tyres, rear_right_mm: 20.5 } },
        'tyres.rear_right_mm',
      ],
      [
        'a tyre of two decimals',
        { ...good, tyres: { ...good.tyres, rear_left_mm: 7.55 } },
        'tyres.rear_left_mm',
      ],
      [
        'a negative tyre',
        { ...good, tyres: { ...good.tyres, front_right_mm: -1 } },
        'tyres.front_right_mm',
      ],
      ['a missing tyre', { ...good, tyres: { front_left_mm: 5 } }, 'tyres.front_right_mm'],
      ['keys: 6', { ...good, keys: 6 }, 'keys'],
      ['keys: 1.5', { ...good, keys: 1.5 }, 'keys'],
      [
        'an unknown panel',
        { ...good, damages: [{ ...damage, panel: 'spoiler' }] },
        'damages.0.panel',
      ],
      ['an unknown kind', { ...good, damages: [{ ...damage, kind: 'bruise' }] }, 'damages.0.kind'],
      [
        'an unknown severity',
        { ...good, damages: [{ ...damage, severity: 'fatal' }] },
        'damages.0.severity',
      ],
      [
        'a photo of another listing',
        { ...good, damages: [damage, { ...damage, photo_id: other.photoIds[0] }] },
        'damages.1.photo_id',
      ],
      [
        'a photo id that is no photo',
        { ...good, damages: [{ ...damage, photo_id: '00000000-0000-4000-8000-000000000000' }] },
        'damages.0.photo_id',
      ],
      [
        'a note of 201 characters (SPEC §8: text without a stated maximum)',
        { ...good, damages: [{ ...damage, note: 'x'.repeat(201) }] },
        'damages.0.note',
      ],
      ['notes of 2001 characters', { ...good, notes: 'x'.repeat(2001) }, 'notes'],
      ['no warning_lights', { ...good, warning_lights: undefined }, 'warning_lights'],
      ['an unknown field', { ...good, grade: 1 }, ''],
    ];
    for (const [what, body, path] of cases) {
      const res = await req(me, 'PUT', reportUrl(id), body);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(422);
      expect(errorCode(res)).toBe('validation_error');
      if (path !== '') expect(fieldPaths(res), what).toContain(path);
    }
    const after = (await req(me, 'GET', `/api/seller/listings/${id}`)).json<{
      condition_report: ConditionReport;
    }>().condition_report;
    expect(after).toEqual(before);
    const longest = await req(me, 'PUT', reportUrl(id), {
      ...good,
      damages: [{ ...damage, note: 'x'.repeat(200) }],
    });
    expect(longest.statusCode, longest.body).toBe(200);
  });

  it('is 409 for another category or a listing no longer editable, 404 for another seller', async () => {
    const me = await seller(t.app);
    const camera = await listingWithPhotos(t.app, me, 1, completeListing);
    const notVehicle = await req(me, 'PUT', reportUrl(camera.id), reportBody());
    expect(notVehicle.statusCode).toBe(409);
    expect(errorCode(notVehicle)).toBe('invalid_state');

    await submitSellerKyc(t.app, me, admin);
    const { id } = await vehicleWithReport(t.app, me);
    const submitted = await req(me, 'POST', `/api/seller/listings/${id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const pending = await req(me, 'PUT', reportUrl(id), { ...reportBody(), keys: 5 });
    expect(pending.statusCode).toBe(409);
    expect(errorCode(pending)).toBe('invalid_state');

    const stranger = await seller(t.app);
    const theirs = await vehicleWithReport(t.app, stranger);
    const notMine = await req(me, 'PUT', reportUrl(theirs.id), reportBody());
    expect(notMine.statusCode).toBe(404);
    const unknown = await req(
      me,
      'PUT',
      reportUrl('00000000-0000-4000-8000-000000000000'),
      reportBody(),
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      (await req(stranger, 'GET', `/api/seller/listings/${theirs.id}`)).json<{
        condition_report: ConditionReport;
      }>().condition_report.keys,
    ).toBe(2);
    const anonymous = await req(undefined, 'PUT', reportUrl(theirs.id), reportBody());
    expect(anonymous.statusCode).toBe(401);
  });

  it('deleting a damage’s photo clears its photo_id; leaving vehicles drops the report', async () => {
    const me = await seller(t.app);
    const { id, photoIds } = await listingWithPhotos(t.app, me, 2, completeVehicle);
    await req(me, 'PUT', reportUrl(id), reportBody(photoIds));
    const del = await req(me, 'DELETE', `/api/seller/listings/${id}/photos/${photoIds[0]}`);
    expect(del.statusCode, del.body).toBe(204);
    const report = (await req(me, 'GET', `/api/seller/listings/${id}`)).json<{
      condition_report: ConditionReport;
    }>().condition_report;
    expect(report.damages.map((d) => d.photo_id)).toEqual([null, null, photoIds[1]]);
    expect(report.damages[1]?.thumbnail_url).toBeNull();
    expect(report.damages[2]?.thumbnail_url).not.toBeNull();

    const moved = await req(me, 'PATCH', `/api/seller/listings/${id}`, {
      category: 'electronics',
      specifics: {},
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ condition_report: null });
    const back = await req(me, 'PATCH', `/api/seller/listings/${id}`, { category: 'vehicles' });
    expect(back.json()).toMatchObject({ condition_report: null });
  });
});
