// Content for the web benchmark: live auctions whose photos weigh what camera photos do, so the
// cards' thumbnails (WebP, 480 px, made by the server) cost what they would in production, and
// one auction with a description, several photos and bids for the detail page.
import sharp from 'sharp';
import { approvedSeller, liveAuction } from '../lib.mjs';
import { dealerTokens } from './dealers.mjs';

/**
 * An 800×600 PNG with gradients, shapes and grain: grain keeps the server's WebP thumbnail near
 * the size of a real photo's instead of a few hundred bytes of flat colour.
 */
export async function photoPng(seed = 0) {
  const width = 800;
  const height = 600;
  const hue = (seed * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,70%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 140) % 360},45%,25%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${270 + seed * 25}" cy="280" r="170" fill="hsl(${(hue + 60) % 360},60%,50%)" opacity="0.8"/>
    <rect x="430" y="250" width="280" height="240" rx="26" fill="hsl(${(hue + 200) % 360},40%,60%)"/>
  </svg>`;
  const grain = await sharp({
    create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 28 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .png()
    .toBuffer();
}

/** `count` live auctions with one photo each, a few at a time. */
export async function seedLiveAuctions(api, admin, count) {
  const photos = await Promise.all(
    Array.from({ length: Math.min(3, count) }, (_, i) => photoPng(i)),
  );
  const ids = [];
  for (let i = 0; i < count; i += 3) {
    const batch = Array.from({ length: Math.min(3, count - i) }, (_, j) =>
      liveAuction(api, admin, photos[(i + j) % photos.length]),
    );
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}

const DETAIL_TITLE = 'Teak sideboard, 1960s, three drawers';
const DETAIL_DESCRIPTION = [
  'A 1960s teak sideboard from a Leeds estate, with three drawers above two sliding doors and',
  'its original brass pulls. The top has light marks from use and one small water ring near the',
  'left edge; the drawers run smoothly and the doors slide without catching. Inside, one',
  'adjustable shelf on each side. Collection from Leeds, or delivery within 50 miles at cost.',
  '',
  'Width 180 cm, depth 45 cm, height 78 cm. Photos show the piece in daylight, with the doors',
  'open and a close-up of the ring on the top. Viewing by appointment before the auction ends.',
].join('\n');

/**
 * The auction the detail page shows, as a busy one looks: its own seller, a description, three
 * photos (the gallery shows the first, with thumbnails of all), and `bids` bids from three
 * dealers taking turns at the minimum next bid. Ends after the others, so it is the last card
 * of "ending soon". Answers its auction and listing ids and its title.
 */
export async function seedDetailAuction(api, admin, { bids = 12, photos = 3 } = {}) {
  const pngs = await Promise.all(Array.from({ length: photos }, (_, i) => photoPng(i + 3)));
  const { token } = await approvedSeller(api, admin, 'Detail Seller');
  const listing = await api.call('POST', '/api/seller/listings', {
    token,
    body: {
      title: DETAIL_TITLE,
      description: DETAIL_DESCRIPTION,
      category: 'other',
      condition: 'used',
      location_city: 'Leeds',
      location_country: 'GB',
      starting_price_cents: 12_000,
    },
  });
  for (const png of pngs) await api.upload(token, 'listing_photo', png, 'image/png', listing.id);
  await api.call('POST', `/api/seller/listings/${listing.id}/submit`, { token });
  await api.call('POST', `/api/admin/listings/${listing.id}/approve`, { token: admin });
  const auction = await api.call('GET', `/api/seller/listings/${listing.id}/auction`, { token });
  const now = Date.now();
  await api.call('POST', `/api/admin/auctions/${auction.id}/schedule`, {
    token: admin,
    body: {
      start_at: new Date(now).toISOString(),
      end_at: new Date(now + 24 * 3600_000).toISOString(),
    },
  });
  const live = await api.call('GET', `/api/auctions/${auction.id}`);
  if (live.status !== 'live') throw new Error(`auction ${auction.id} is ${live.status}, not live`);
  const dealers = await dealerTokens(api, admin, Math.min(3, bids));
  for (let i = 0; i < bids; i++) {
    const { min_next_bid_cents: amount } = await api.call('GET', `/api/auctions/${auction.id}`);
    await api.call('POST', `/api/dealer/auctions/${auction.id}/bids`, {
      token: dealers[i % dealers.length],
      body: { amount_cents: amount },
    });
  }
  const after = await api.call('GET', `/api/auctions/${auction.id}`);
  if (after.bid_count !== bids) {
    throw new Error(`auction ${auction.id} has ${String(after.bid_count)} bids, not ${bids}`);
  }
  return { auctionId: auction.id, listingId: listing.id, title: DETAIL_TITLE };
}
