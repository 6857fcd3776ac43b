import { randomUUID } from 'node:crypto';
import { Api, type Session } from './api.js';
import { test as base } from './test.js';

/** One lot on the public pages, with what its page must show and what it must never show. */
export interface PublicLot {
  listingId: string;
  auctionId: string;
  title: string;
  seller: Session;
  /** The price the page shows, as formatted there. */
  price: string;
  /** `price` as schema.org and Open Graph want it: `1730.00`. */
  decimalPrice: string;
  reserveCents: number;
}

export interface PublicLots {
  /** In every title, so `/auctions?q=` finds exactly these lots. */
  word: string;
  /** Live, two photos, two bids from two dealers, reserve not met. */
  live: PublicLot;
  /** Starts in two hours. */
  scheduled: PublicLot;
  /** Ended, sold above its reserve. */
  sold: PublicLot;
  /** The live lot's two bidders (the second leads), then the sold lot's winner. */
  dealers: Session[];
  /** Text no public page may carry: reserves, seller and dealer identities (SPEC §10). */
  secrets: string[];
}

const SELLER_KYC = ['Sam Seller', 'P12345678', '1 High Street', '+442079460958'];
const DEALER_PROFILE = ['Nia North', '09876543', '7 Canal Wharf', '+441134960000'];

/** Every way a page could spell a reserve of `cents`: `$1,913.00`, `1,913.00`, `1913.00`, `191300`. */
const reserveSpellings = (cents: number) => {
  const dollars = cents / 100;
  return [
    `$${dollars.toLocaleString('en-US')}`,
    `${dollars.toLocaleString('en-US')}.00`,
    `${String(dollars)}.00`,
    String(cents),
  ];
};

/**
 * An approved listing with `photos` photos (and a reserve, when given), its auction scheduled
 * from `startInMinutes` for `minutes` (seller → listing → photos → submit → staff approve →
 * schedule).
 */
export async function scheduledLot(
  api: Api,
  admin: Session,
  title: string,
  {
    reserveCents,
    photos = 1,
    startInMinutes = 0,
    minutes = 60,
  }: { reserveCents?: number; photos?: number; startInMinutes?: number; minutes?: number } = {},
) {
  const seller = await api.approvedSeller();
  const listing = await api.post<{ id: string }>(seller, '/seller/listings', {
    title,
    description: 'Medium-format camera body, A12 back and 80 mm lens. Light wear, serviced 2024.',
    category: 'electronics',
    condition: 'used',
    location_city: 'Leeds',
    location_country: 'GB',
    attributes: { Make: 'Hasselblad', Model: '500C/M', Year: '1982' },
    starting_price_cents: 120_000,
    ...(reserveCents === undefined ? {} : { reserve_price_cents: reserveCents }),
  });
  for (let n = 0; n < photos; n++) await api.upload(seller, 'listing_photo', listing.id);
  await api.post(seller, `/seller/listings/${listing.id}/submit`);
  await api.post(admin, `/admin/listings/${listing.id}/approve`);
  const auction = await api.get<{ id: string }>(seller, `/seller/listings/${listing.id}/auction`);
  const start = new Date(Date.now() + startInMinutes * 60_000);
  await api.post(admin, `/admin/auctions/${auction.id}/schedule`, {
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + minutes * 60_000).toISOString(),
  });
  return { seller, listingId: listing.id, auctionId: auction.id, title };
}

/** A live, a scheduled and a sold lot, through the real API (SPEC §10's public pages). */
export async function seedPublicLots(api: Api): Promise<PublicLots> {
  const word = `zq${randomUUID().slice(0, 8).replace(/-/g, '')}`;
  const admin = await api.admin();
  // Three at a time: the server checks a few identity documents at once and answers 429 past a
  // short queue, which several workers seeding together would reach.
  const reserved = async (title: string, reserveCents: number, options = {}) => ({
    ...(await scheduledLot(api, admin, title, { ...options, reserveCents })),
    reserveCents,
  });
  const [live, scheduled, sold] = await Promise.all([
    reserved(`Hasselblad 500C/M ${word} live`, 191_300, { photos: 2 }),
    reserved(`Hasselblad 503CW ${word} upcoming`, 187_700, { startInMinutes: 120 }),
    reserved(`Hasselblad 501C ${word} sold`, 182_500),
  ]);
  const dealers = await Promise.all([api.activeDealer(), api.activeDealer(), api.activeDealer()]);
  const [first, second, winner] = dealers;
  await api.bid(first, live.auctionId, 150_000);
  await api.bid(second, live.auctionId, 173_000);
  await api.bid(winner, sold.auctionId, 190_000);
  await api.post(admin, `/admin/auctions/${sold.auctionId}/force-end`, {
    reason: 'Seller accepted the highest bid after a verified inspection',
  });

  const companies = await Promise.all(
    dealers.map(async (dealer) => {
      const profile = await api.get<{ company_name: string; email: string }>(
        dealer,
        '/dealer/profile',
      );
      return [profile.company_name, profile.email];
    }),
  );
  const lots = [live, scheduled, sold];
  return {
    word,
    live: { ...live, price: '$1,730.00', decimalPrice: '1730.00' },
    scheduled: { ...scheduled, price: '$1,200.00', decimalPrice: '1200.00' },
    sold: { ...sold, price: '$1,900.00', decimalPrice: '1900.00' },
    dealers,
    secrets: [
      ...lots.flatMap((each) => reserveSpellings(each.reserveCents)),
      ...lots.map((each) => each.seller.email),
      ...dealers.map((dealer) => dealer.email),
      ...companies.flat(),
      ...SELLER_KYC,
      ...DEALER_PROFILE,
      // Every account of the suite has one of these addresses.
      '@example.com',
      '@e2e.test',
      // Fields of the private answers (the seller's, the dealer's, staff's).
      '"reserve_price_cents"',
      '"seller_id"',
      '"dealer_id"',
      '"bidder_id"',
      '"user_id"',
      '"email"',
    ],
  };
}

export const auctionPath = (lot: PublicLot) => `/auctions/${lot.listingId}`;

/** The list of every public status, searched for the worker's lots: exactly those three. */
export const listPath = (lots: PublicLots) => `/auctions?q=${lots.word}&status=any`;

/** The suite's `test`, with the worker's lots (seeded once per worker, on first use). */
export const test = base.extend<object, { lots: PublicLots }>({
  lots: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      await use(await seedPublicLots(new Api(request)));
      await request.dispose();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});
