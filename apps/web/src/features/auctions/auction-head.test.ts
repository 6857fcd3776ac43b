import type { PublicAuction, PublicListing } from '@gavel/contract';
import { describe, expect, it } from 'vitest';
import { auctionHead } from './auction-head';
import { specificsJsonLd } from './vehicle-json-ld';

const SITE = 'https://gavel.example';

const listing = (over: Partial<PublicListing> = {}): PublicListing => ({
  id: '5842b52d-eb00-4e64-9896-267ca3b566cd',
  title: 'Ducati Monster 821',
  description: 'One owner, full service history.\n\nNew tyres.',
  category: 'motorcycles',
  condition: 'used',
  location_city: 'Bologna',
  location_country: 'IT',
  attributes: {},
  specifics: {},
  condition_report: null,
  starting_price_cents: 500_000,
  currency: 'USD',
  status: 'in_auction',
  photos: [
    {
      id: 'b',
      url: '/api/photos/b',
      thumbnail_url: '/api/photos/b/thumbnail',
      display_url: '/api/photos/b/display',
      position: 1,
    },
    {
      id: 'a',
      url: '/api/photos/a',
      thumbnail_url: '/api/photos/a/thumbnail',
      display_url: '/api/photos/a/display',
      position: 0,
    },
  ],
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  submitted_at: '2026-11-01T10:00:00.000Z',
  reserve_met: false,
  ...over,
});

const auction = (over: Partial<PublicAuction> = {}): PublicAuction => ({
  id: 'f1f9bf51-e5c4-44e1-99d4-a98e4e1e23bb',
  listing_id: '5842b52d-eb00-4e64-9896-267ca3b566cd',
  status: 'live',
  start_at: '2026-11-27T10:00:00.000Z',
  end_at: '2026-11-28T10:00:00.000Z',
  starting_price_cents: 500_000,
  current_price_cents: 612_550,
  min_next_bid_cents: 622_550,
  bid_count: 3,
  reserve_met: false,
  outcome: null,
  currency: 'USD',
  listing: { title: 'Ducati Monster 821', thumbnail_url: null, location_city: 'Bologna' },
  server_time: '2026-11-27T11:00:00.000Z',
  ...over,
});

const metaOf = (head: ReturnType<typeof auctionHead>) =>
  Object.fromEntries(
    head.meta.flatMap((tag) =>
      'content' in tag ? [['name' in tag ? tag.name : tag.property, tag.content]] : [],
    ),
  );

const productOf = (head: ReturnType<typeof auctionHead>) =>
  JSON.parse(head.scripts[0]?.children ?? 'null') as Record<string, unknown> & {
    offers?: Record<string, unknown>;
  };

describe('an auction page head (SPEC §10)', () => {
  it('names the listing, its current price and cover photo, on the canonical URL', () => {
    const head = auctionHead(SITE, listing(), auction());
    const meta = metaOf(head);
    expect(head.meta[0]).toEqual({ title: 'Ducati Monster 821 · Gavel' });
    expect(head.links).toEqual([
      { rel: 'canonical', href: `${SITE}/auctions/5842b52d-eb00-4e64-9896-267ca3b566cd` },
    ]);
    expect(meta.description).toBe(
      'Current bid $6,125.50 · One owner, full service history. New tyres.',
    );
    expect(meta['og:title']).toBe('Ducati Monster 821 — Current bid $6,125.50');
    expect(meta['og:url']).toBe(`${SITE}/auctions/5842b52d-eb00-4e64-9896-267ca3b566cd`);
    // The first photo by position, as an absolute URL a chat app can fetch.
    expect(meta['og:image']).toBe(`${SITE}/api/photos/a`);
    expect(meta['twitter:image']).toBe(`${SITE}/api/photos/a`);
    expect(meta['twitter:card']).toBe('summary_large_image');
    expect(meta['product:price:amount']).toBe('6125.50');
    expect(meta['product:price:currency']).toBe('USD');
  });

  it('describes a Product with an Offer in JSON-LD', () => {
    const product = productOf(auctionHead(SITE, listing(), auction()));
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ducati Monster 821',
      image: [`${SITE}/api/photos/a`],
      offers: {
        '@type': 'Offer',
        price: '6125.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        priceValidUntil: '2026-11-28',
      },
    });
  });

  it('says the starting bid before the first bid, the hammer price once sold', () => {
    const noBids = metaOf(auctionHead(SITE, listing(), auction({ current_price_cents: null })));
    expect(noBids['og:title']).toBe('Ducati Monster 821 — Starting bid $5,000.00');
    const sold = auctionHead(SITE, listing(), auction({ status: 'ended', outcome: 'sold' }));
    expect(metaOf(sold)['og:title']).toBe('Ducati Monster 821 — Sold for $6,125.50');
    expect(productOf(sold).offers?.availability).toBe('https://schema.org/SoldOut');
    const unsold = auctionHead(SITE, listing(), auction({ status: 'ended', outcome: 'no_bids' }));
    expect(metaOf(unsold)['og:title']).toBe('Ducati Monster 821 — Auction ended');
  });

  it('keeps the description short and a listing without photos on a small card', () => {
    const long = listing({ description: 'word '.repeat(100), photos: [] });
    const meta = metaOf(auctionHead(SITE, long, auction()));
    expect(meta.description?.length).toBeLessThanOrEqual(160);
    expect(meta.description).toMatch(/word…$/);
    expect(meta['twitter:card']).toBe('summary');
    expect(meta['og:image']).toBeUndefined();
  });

  it('cannot close its script element, whatever the seller wrote', () => {
    const head = auctionHead(SITE, listing({ title: '</script><script>alert(1)</script>' }), null);
    const json = head.scripts[0]?.children ?? '';
    expect(json).not.toContain('<');
    expect(productOf(head).name).toBe('</script><script>alert(1)</script>');
  });

  it('describes a vehicle as a Car, its VIN as the public answer masks it (SPEC §11)', () => {
    const car = listing({
      category: 'vehicles',
      specifics: {
        vin: '1M8GDM9AXKP******',
        make: 'Volkswagen',
        model: 'Golf',
        year: 2019,
        mileage: 30100,
        mileage_unit: 'mi',
        fuel: 'diesel',
        transmission: 'manual',
        body_type: 'hatchback',
      },
    });
    const product = productOf(
      auctionHead(SITE, car, auction(), specificsJsonLd(car.category, car.specifics)),
    );
    expect(product).toMatchObject({
      '@type': ['Product', 'Car'],
      name: 'Ducati Monster 821',
      vehicleIdentificationNumber: '1M8GDM9AXKP******',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 30100, unitCode: 'SMI' },
      vehicleModelDate: '2019',
      fuelType: 'Diesel',
      vehicleTransmission: 'Manual',
      bodyType: 'Hatchback',
      brand: { '@type': 'Brand', name: 'Volkswagen' },
      model: 'Golf',
      offers: { '@type': 'Offer', price: '6125.50' },
    });
    const km = listing({ category: 'vehicles', specifics: { mileage: 12, mileage_unit: 'km' } });
    expect(
      productOf(auctionHead(SITE, km, null, specificsJsonLd('vehicles', km.specifics)))
        .mileageFromOdometer,
    ).toMatchObject({
      unitCode: 'KMT',
    });
  });

  it('keeps a listing without specifics a plain Product, and gives other items their brand', () => {
    expect(productOf(auctionHead(SITE, listing(), auction()))['@type']).toBe('Product');
    expect(specificsJsonLd('motorcycles', {})).toEqual({});
    const watch = listing({
      category: 'jewellery_watches',
      specifics: { brand: 'Omega', model: 'Speedmaster', box_and_papers: true },
    });
    const product = productOf(
      auctionHead(SITE, watch, auction(), specificsJsonLd(watch.category, watch.specifics)),
    );
    expect(product['@type']).toBe('Product');
    expect(product).toMatchObject({
      brand: { '@type': 'Brand', name: 'Omega' },
      model: 'Speedmaster',
    });
  });
});
