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
    starting_price_cents: 250_000,
  });
  await api.upload(seller, 'listing_photo', listing.id);
  await api.post(seller, `/seller/listings/${listing.id}/submit`);
  return listing.id;
}
