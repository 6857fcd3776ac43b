import type { PublicAuction, PublicListing } from '@gavel/contract';
import { formatMoney } from '../../lib/format';
import { jsonForScript } from '../../lib/json-script';

/** What a search engine shows under a title: about this long at most. */
const DESCRIPTION_MAX = 160;

/** One tag of a route's `head().meta` (TanStack Router's HeadContent renders them). */
type HeadMeta =
  { title: string } | { name: string; content: string } | { property: string; content: string };

export interface AuctionHead {
  meta: HeadMeta[];
  links: { rel: string; href: string }[];
  scripts: { type: string; children: string }[];
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Cents as schema.org wants a price: `1730.00`, never through floating point. */
const decimalPrice = (cents: number) =>
  `${String(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;

function priceLine(auction: PublicAuction | null, listing: PublicListing): string | null {
  if (!auction) {
    return listing.starting_price_cents === null
      ? null
      : `Starting at ${formatMoney(listing.starting_price_cents, listing.currency)}`;
  }
  const { currency } = auction;
  if (auction.status === 'ended') {
    return auction.outcome === 'sold' && auction.current_price_cents !== null
      ? `Sold for ${formatMoney(auction.current_price_cents, currency)}`
      : 'Auction ended';
  }
  if (auction.current_price_cents !== null) {
    return `Current bid ${formatMoney(auction.current_price_cents, currency)}`;
  }
  return `Starting bid ${formatMoney(auction.starting_price_cents, currency)}`;
}

const AVAILABILITY = {
  live: 'https://schema.org/InStock',
  scheduled: 'https://schema.org/PreOrder',
  pending: 'https://schema.org/PreOrder',
  ended: 'https://schema.org/SoldOut',
} as const;

/**
 * An auction page's head (SPEC §10): title, description, canonical URL, Open Graph and Twitter
 * card (title, current price, cover photo) and schema.org JSON-LD (`Product` with an `Offer`;
 * a vehicle's is also a `Car`, SPEC §11).
 * Built only from the public answers: never the reserve, the seller or a bidder.
 */
export function auctionHead(
  siteUrl: string,
  listing: PublicListing,
  auction: PublicAuction | null,
  /** What the listing's specifics add to the `Product` (item-json-ld.ts). */
  itemJsonLd: Record<string, unknown> = {},
): AuctionHead {
  const name = listing.title ?? 'Untitled listing';
  const url = `${siteUrl}/auctions/${listing.id}`;
  const price = priceLine(auction, listing);
  const description = shorten(
    [price, listing.description].filter(Boolean).join(' · '),
    DESCRIPTION_MAX,
  );
  const cover = [...listing.photos].sort((a, b) => a.position - b.position)[0];
  const image = cover ? new URL(cover.url, siteUrl).href : null;
  const priceCents = auction ? (auction.current_price_cents ?? auction.starting_price_cents) : null;
  const currency = auction?.currency ?? listing.currency;

  const meta: HeadMeta[] = [
    { title: `${name} · Gavel` },
    { name: 'description', content: description },
    { property: 'og:type', content: 'product' },
    { property: 'og:site_name', content: 'Gavel' },
    { property: 'og:title', content: price ? `${name} — ${price}` : name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: price ? `${name} — ${price}` : name },
    { name: 'twitter:description', content: description },
  ];
  if (image) {
    meta.push(
      { property: 'og:image', content: image },
      { property: 'og:image:alt', content: name },
      { name: 'twitter:image', content: image },
    );
  }
  if (priceCents !== null) {
    meta.push(
      { property: 'product:price:amount', content: decimalPrice(priceCents) },
      { property: 'product:price:currency', content: currency },
    );
  }
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description: shorten(listing.description, 5000),
    url,
    ...(image ? { image: [image] } : {}),
    ...(listing.category ? { category: listing.category } : {}),
    ...itemJsonLd,
    ...(priceCents !== null
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: decimalPrice(priceCents),
            priceCurrency: currency,
            availability: AVAILABILITY[auction?.status ?? 'pending'],
            ...(auction?.end_at ? { priceValidUntil: auction.end_at.slice(0, 10) } : {}),
          },
        }
      : {}),
  };
  return {
    meta,
    links: [{ rel: 'canonical', href: url }],
    scripts: [{ type: 'application/ld+json', children: jsonForScript(product) }],
  };
}
