// Content for the web benchmark: live auctions whose photos weigh what camera photos do, so the
// cards' thumbnails (WebP, 480 px, made by the server) cost what they would in production.
import sharp from 'sharp';
import { liveAuction } from '../lib.mjs';

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
