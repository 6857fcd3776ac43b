// Every list read the web app's pages make (and the one-item reads beside them), as scenario 7
// checks their plans: the public auction list in each status × sort, with category and search,
// with the stock filters, the facets, auction detail and bids, public listings, dealer scopes,
// seller listings, staff queues and reports, the audit trail and notifications. Lists are also
// read at their second page, whose keyset condition plans differently.
import pg from 'pg';

const STATUSES = [undefined, 'live', 'scheduled', 'ended'];
const SORTS = ['ending_soon', 'newest', 'price_asc', 'price_desc'];

/** Filtered public lists: a make with ranges, enum lists, a grade, a brand, a price range. */
export const FILTERED_LISTS = [
  'status=live&country=GB&year_min=2012',
  'status=live&make=Ford&year_min=2015&mileage_max_km=150000',
  'category=vehicles&make=bmw&model=x5&sort=price_asc',
  'status=live&fuel=diesel,hybrid&transmission=automatic&body_type=suv,estate&grade_max=3',
  'brand=sony&country=DE',
  'make=volkswagen&price_min=100000&price_max=500000&sort=newest',
];
/** The facets with none, one, and several filters (the bench's load is the third). */
export const FACET_QUERIES = [
  '',
  'status=live',
  'status=live&make=Ford&q=tractor',
  'category=vehicles&fuel=diesel,hybrid&grade_max=2&country=GB',
];

const qs = (params) => {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined);
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries)}`;
};

/** The ids the pages are read with, chosen from the seeded data. */
export async function pageIds(url, { adminEmail, dealerEmail, sellerEmail }) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const one = async (text, values) => {
      const { rows } = await c.query(text, values);
      if (!rows[0]) throw new Error(`growth pages: nothing for ${text}`);
      return Object.values(rows[0])[0];
    };
    const sellerId = await one(`select id from users where email = $1`, [sellerEmail]);
    return {
      adminId: await one(`select id from users where email = $1`, [adminEmail]),
      liveAuction: await one(
        `select id from auctions where status = 'live' order by bid_count desc, id limit 1`,
      ),
      soldAuction: await one(
        `select id from auctions where outcome = 'sold' order by ended_at desc, id limit 1`,
      ),
      publicListing: await one(
        `select id from listings where status = 'in_auction' order by created_at desc, id limit 1`,
      ),
      sellerListing: await one(
        `select l.id from listings l join auctions a on a.listing_id = l.id
          where l.seller_id = $1 and a.status = 'ended' order by l.created_at, l.id limit 1`,
        [sellerId],
      ),
      sellerAuction: await one(
        `select a.id from auctions a join listings l on l.id = a.listing_id
          where l.seller_id = $1 and a.status = 'ended' order by a.ended_at, a.id limit 1`,
        [sellerId],
      ),
      pendingListing: await one(
        `select id from listings where status = 'pending_review' order by submitted_at, id limit 1`,
      ),
      dealerUser: await one(`select id from users where email = $1`, [dealerEmail]),
    };
  } finally {
    await c.end();
  }
}

/** [label, path, who, follow the next page] for every page read. */
export function pageReads(ids) {
  const reads = [];
  const add = (path, who = null, pages = 2) => reads.push({ path, who, pages });
  for (const status of STATUSES) {
    for (const sort of SORTS) add(`/api/auctions${qs({ status, sort })}`);
  }
  for (const status of [undefined, 'live']) {
    add(`/api/auctions${qs({ status, category: 'vehicles' })}`);
    add(`/api/auctions${qs({ status, q: 'tractor' })}`);
    add(`/api/auctions${qs({ status, q: 'tractor', category: 'machinery', sort: 'price_asc' })}`);
  }
  // The stock filters and facets (SPEC §11, ADR 045): what the /auctions page's filters send.
  for (const filters of FILTERED_LISTS) add(`/api/auctions?${filters}`);
  for (const filters of FACET_QUERIES)
    add(`/api/auctions/facets${filters ? `?${filters}` : ''}`, null, 1);
  add(`/api/auctions/${ids.liveAuction}`, null, 1);
  add(`/api/auctions/${ids.soldAuction}`, null, 1);
  add(`/api/auctions/${ids.liveAuction}/bids`);
  add(`/api/auctions/by-listing/${ids.publicListing}`, null, 1);

  for (const status of [undefined, 'in_auction', 'sold', 'unsold']) {
    add(`/api/listings${qs({ status })}`);
  }
  add(`/api/listings${qs({ category: 'vehicles' })}`);
  add(`/api/listings${qs({ q: 'tractor' })}`);
  add(`/api/listings/${ids.publicListing}`, null, 1);

  for (const scope of ['live', 'upcoming', 'bidding', 'won', 'watching']) {
    add(`/api/dealer/auctions${qs({ scope })}`, 'dealer');
  }
  add('/api/dealer/auctions?scope=live&make=bmw&fuel=diesel', 'dealer');
  add('/api/dealer/auctions?scope=watching&body_type=suv', 'dealer');
  add(`/api/dealer/listings/${ids.publicListing}`, 'dealer', 1);
  add('/api/notifications', 'dealer');
  add('/api/notifications?unread=true', 'dealer');
  add('/api/notifications/unread-count', 'dealer', 1);

  for (const status of [undefined, 'in_auction', 'sold', 'draft']) {
    add(`/api/seller/listings${qs({ status })}`, 'seller');
  }
  add(`/api/seller/listings/${ids.sellerListing}`, 'seller', 1);
  add(`/api/seller/listings/${ids.sellerListing}/auction`, 'seller', 1);
  add(`/api/seller/auctions/${ids.sellerAuction}`, 'seller', 1);
  add('/api/notifications', 'seller');

  add('/api/admin/queues', 'admin', 1);
  add('/api/admin/events', 'admin');
  add('/api/admin/events?type=listing.submitted', 'admin');
  add(`/api/admin/events?actor_id=${ids.adminId}`, 'admin');
  add(`/api/admin/events?subject_id=${ids.sellerListing}`, 'admin');
  add('/api/admin/listings/pending', 'admin');
  add(`/api/admin/listings/${ids.pendingListing}`, 'admin', 1);
  add('/api/admin/listings/pending/next', 'admin', 1);
  add('/api/admin/auctions/schedulable', 'admin');
  add('/api/admin/auctions/active', 'admin');
  add(`/api/admin/auctions/${ids.soldAuction}`, 'admin', 1);
  add('/api/admin/kyc/pending', 'admin');
  add('/api/admin/dealers', 'admin');
  add('/api/admin/dealers?status=active', 'admin');
  add('/api/admin/payments', 'admin');
  add('/api/admin/payments?fee_status=outstanding', 'admin');
  add('/api/admin/analytics', 'admin', 1);
  // The longest range staff can ask for: a year of days up to today.
  const day = (d) => d.toISOString().slice(0, 10);
  const today = new Date();
  const from = day(new Date(today.getTime() - 365 * 86_400_000));
  add(`/api/admin/analytics?from=${from}&to=${day(today)}`, 'admin', 1);
  return reads;
}

/**
 * Reads every page through `base` (a server whose database is behind `tap`), labelling the
 * statements each one sends. Answers the labels in the order read and the reads that did not
 * answer 2xx.
 */
export async function readPages(base, tap, reads, tokens) {
  const pages = [];
  const failed = [];
  for (const read of reads) {
    let path = read.path;
    for (let page = 1; page <= read.pages && path; page++) {
      const label = page === 1 ? `GET ${path}` : `GET ${read.path} (page ${page})`;
      pages.push(label);
      tap.label(label);
      const res = await fetch(`${base}${path}`, {
        headers: read.who ? { authorization: `Bearer ${tokens[read.who]}` } : {},
      });
      const text = await res.text();
      tap.label(null);
      if (!res.ok) {
        failed.push(`${label} → ${res.status} ${text.slice(0, 200)}`);
        break;
      }
      const cursor = text ? JSON.parse(text)?.next_cursor : null;
      path = cursor
        ? `${read.path}${read.path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`
        : null;
    }
  }
  return { pages, failed };
}
