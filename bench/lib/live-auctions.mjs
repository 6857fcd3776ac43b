// Live auctions with photos, made through the API as a seller and staff make them: one seller
// (registered, KYC approved) and `count` listings, each with a real photo, submitted, approved
// and scheduled to start now. Works on PGlite, where SQL from outside the server cannot reach.
// Answers the auction ids and the seller's email and token.
import { approvedSeller } from '../lib.mjs';

const TITLES = ['Vintage tractor', 'Oak dining table', 'Mountain bike', 'Espresso machine'];
const CITIES = ['Leeds', 'York', 'Bristol', 'Glasgow', 'Cardiff'];

export async function seedLiveAuctions(api, admin, png, count, { concurrency = 4 } = {}) {
  const { email, token } = await approvedSeller(api, admin, 'Reads Seller');

  const ids = [];
  let next = 0;
  async function worker() {
    while (next < count) {
      const i = next++;
      ids.push(await oneLiveAuction(api, admin, token, png, i));
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { ids, email, token };
}

async function oneLiveAuction(api, admin, token, png, i) {
  const listing = await api.call('POST', '/api/seller/listings', {
    token,
    body: {
      title: `${TITLES[i % TITLES.length]} no. ${i + 1}`,
      description: 'A benchmark lot with a photo, as sellers list them.',
      category: 'other',
      condition: 'used',
      location_city: CITIES[i % CITIES.length],
      location_country: 'GB',
      starting_price_cents: 5_000 + i * 250,
    },
  });
  await api.upload(token, 'listing_photo', png, 'image/png', listing.id);
  await api.call('POST', `/api/seller/listings/${listing.id}/submit`, { token });
  await api.call('POST', `/api/admin/listings/${listing.id}/approve`, { token: admin });
  const auction = await api.call('GET', `/api/seller/listings/${listing.id}/auction`, { token });
  const now = Date.now();
  await api.call('POST', `/api/admin/auctions/${auction.id}/schedule`, {
    token: admin,
    body: {
      start_at: new Date(now).toISOString(),
      // Staggered ends, so "ending soon" has an order to keep.
      end_at: new Date(now + (6 + i) * 3600_000).toISOString(),
    },
  });
  const live = await api.call('GET', `/api/auctions/${auction.id}`);
  if (live.status !== 'live') throw new Error(`auction ${auction.id} is ${live.status}, not live`);
  return auction.id;
}
