import type { Api, Session } from './api.js';

/** A listing with a photo, submitted for review by `seller`. */
export async function pendingListing(api: Api, seller: Session, title: string): Promise<string> {
  const listing = await api.post<{ id: string }>(seller, '/seller/listings', {
    title,
    description: 'One owner, full service history.',
    category: 'motorcycles',
    condition: 'used',
    location_city: 'Bristol',
    location_country: 'GB',
    attributes: { Make: 'Honda', Year: '1972' },
    specifics: {
      vin: 'JH2SC0000CM000000',
      make: 'Honda',
      model: 'CB750',
      year: 1972,
      mileage: 41_000,
      mileage_unit: 'mi',
    },
    starting_price_cents: 250_000,
  });
  await api.upload(seller, 'listing_photo', listing.id);
  await api.post(seller, `/seller/listings/${listing.id}/submit`);
  return listing.id;
}

/**
 * A live vehicle with its specifics and a condition report (SPEC §11); with `startInMinutes`, its
 * auction is scheduled to start that much later instead.
 */
export async function liveVehicle(
  api: Api,
  title: string,
  specifics: Record<string, string | number>,
  country = 'GB',
  startInMinutes = 0,
) {
  return api.liveAuction(
    {
      title,
      category: 'vehicles',
      location_country: country,
      attributes: {},
      specifics: {
        vin: '1M8GDM9AXKP042788',
        mileage_unit: 'km',
        transmission: 'manual',
        ...specifics,
      },
    },
    30,
    async (seller, listingId) => {
      await api.put(seller, `/seller/listings/${listingId}/condition-report`, {
        damages: [{ panel: 'bonnet', kind: 'scratch', severity: 'minor' }],
        warning_lights: false,
        runs_and_drives: true,
        keys: 2,
      });
    },
    startInMinutes,
  );
}

/** A vehicle as `liveVehicle` makes it, its auction scheduled to start in two hours. */
export const scheduledVehicle = (
  api: Api,
  title: string,
  specifics: Record<string, string | number>,
) => liveVehicle(api, title, specifics, 'GB', 120);
