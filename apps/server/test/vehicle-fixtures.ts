import type { ConditionReportBody } from '@gavel/contract';
import type { FastifyInstance } from 'fastify';
import { completeListing, listingWithPhotos, type Actor } from './actors.js';

/** A VIN whose 9th character is its check digit (SPEC §11's example). */
export const VALID_VIN = '1M8GDM9AXKP042788';
/** The same VIN with a wrong check digit: refused in the US and Canada only. */
export const WRONG_CHECK_DIGIT_VIN = '1M8GDM9A1KP042788';

export const vehicleSpecifics = {
  vin: VALID_VIN,
  make: 'Ford',
  model: 'Focus',
  year: 2019,
  mileage: 42_000,
  mileage_unit: 'mi',
  fuel: 'diesel',
  transmission: 'manual',
  body_type: 'hatchback',
};

/** A complete vehicle listing (every required field and specific), in the US. */
export const completeVehicle = {
  ...completeListing,
  title: '2019 Ford Focus 1.5 TDCi',
  category: 'vehicles',
  location_city: 'Detroit',
  location_country: 'US',
  attributes: {},
  specifics: vehicleSpecifics,
};

export const reportBody = (
  photoIds: string[] = [],
): ConditionReportBody & { tyres: NonNullable<ConditionReportBody['tyres']> } => ({
  damages: [
    { panel: 'front_left_door', kind: 'dent', severity: 'moderate', note: 'Car park ding' },
    ...photoIds.map((photo_id) => ({
      panel: 'rear_bumper' as const,
      kind: 'scratch' as const,
      severity: 'minor' as const,
      photo_id,
    })),
  ],
  tyres: { front_left_mm: 6.5, front_right_mm: 6.4, rear_left_mm: 1.5, rear_right_mm: 4 },
  warning_lights: false,
  runs_and_drives: true,
  keys: 2,
  notes: 'Serviced last month.',
});

/** A complete vehicle draft with `photos` photos and a condition report (the first photo's). */
export async function vehicleWithReport(
  app: FastifyInstance,
  who: Actor,
  fields: Record<string, unknown> = completeVehicle,
  photos = 1,
): Promise<{ id: string; photoIds: string[] }> {
  const listing = await listingWithPhotos(app, who, photos, fields);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/seller/listings/${listing.id}/condition-report`,
    headers: who.headers,
    payload: reportBody(listing.photoIds.slice(0, 1)),
  });
  if (res.statusCode !== 200) throw new Error(`report failed: ${res.statusCode} ${res.body}`);
  return listing;
}
