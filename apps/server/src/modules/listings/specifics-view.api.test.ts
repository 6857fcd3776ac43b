import { describe, expect, it } from 'vitest';
import { listingWithPhotos, seller } from '../../../test/actors.js';
import { useTestApp } from '../../../test/helpers.js';
import { client } from '../../../test/http.js';
import { completeVehicle, reportBody } from '../../../test/vehicle-fixtures.js';
import {
  conditionReportsOf,
  presentConditionReport,
  publicSpecifics,
  takesConditionReport,
} from './condition-reports.js';
import { isPublicStatus } from './presenter.js';
import { findListing } from './repository.js';
import { listingSpecificsView } from './specifics-view.js';

const t = useTestApp();
const req = client(t);
// Uploads hands its files to listings (ADR 040).
const files = () => t.app.services.uploads.photoFiles;

/**
 * The item view as the rows read by drizzle give it (the listing, then its report's rows): the
 * twin `itemViewSql`'s one statement must answer as (issue 36).
 */
const fromRows = (listingId: string, vin: 'masked' | 'whole') =>
  t.db.read(async (ex) => {
    const row = await findListing(ex, listingId);
    if (!row) return { specifics: {}, condition_report: null };
    const whole = vin === 'whole';
    const photos = isPublicStatus(row.status) ? 'public' : whole ? 'private' : 'none';
    const stored = (await conditionReportsOf(ex, files(), [listingId])).get(listingId);
    return {
      specifics: whole ? row.specifics : publicSpecifics(row.specifics),
      condition_report: takesConditionReport(row.category)
        ? await presentConditionReport(t.app.fileLinks, stored, photos)
        : null,
    };
  });

const viewOf = (listingId: string, vin: 'masked' | 'whole' = 'masked') =>
  t.db.read((ex) => listingSpecificsView(ex, files(), t.app.fileLinks, listingId, { vin }));

describe('the item view read in one statement (itemViewSql)', () => {
  it('answers as the rows do: damages in order, with a photo, a deleted photo and none', async () => {
    const me = await seller(t.app);
    const { id, photoIds } = await listingWithPhotos(t.app, me, 2, completeVehicle);
    const put = await req(
      me,
      'PUT',
      `/api/seller/listings/${id}/condition-report`,
      reportBody(photoIds),
    );
    expect(put.statusCode, put.body).toBe(200);
    const del = await req(me, 'DELETE', `/api/seller/listings/${id}/photos/${photoIds[0]}`);
    expect(del.statusCode, del.body).toBe(204);
    // A listing without a report, and one that does not exist.
    const plain = await listingWithPhotos(t.app, me, 0);
    const missing = '00000000-0000-4000-8000-000000000000';

    for (const listingId of [id, plain.id, missing]) {
      for (const vin of ['masked', 'whole'] as const) {
        expect(await viewOf(listingId, vin), `${listingId} ${vin}`).toEqual(
          await fromRows(listingId, vin),
        );
      }
    }
    const whole = await viewOf(id, 'whole');
    expect(whole.condition_report?.damages.map((d) => d.photo_id)).toEqual([
      null,
      null,
      photoIds[1],
    ]);
    // Not public yet: the seller's own read links the remaining photo privately.
    expect(whole.condition_report?.damages[2]?.thumbnail_url).toMatch(/sig=/);
    const masked = await viewOf(id);
    expect(masked.condition_report?.damages[2]?.thumbnail_url).toBeNull();
    expect(masked.condition_report?.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
