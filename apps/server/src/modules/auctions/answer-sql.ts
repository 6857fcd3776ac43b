import { BID_INCREMENTS, MONEY_MAX_CENTS, PUBLIC_LISTING_STATUSES } from '@gavel/contract';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { listings } from '../../db/schema.js';
import { publicThumbnailPathSql } from '../uploads/index.js';
import { auctions } from './schema.js';

// The public auction answer written by PostgreSQL (issue 36): a list page's items come out of
// the database as JSON text and go out as they are, with no rows to parse, map, present and
// serialize in Node. `toPublicAuction` (presenter.ts) stays the declaration of the answer: with
// `checkAnswers` (development and tests) every list answered this way is compared with the
// presenter's answer for the same rows (reads/service.ts), and each rule below is generated
// from the contract or tested against its TypeScript twin (answer-sql.api.test.ts).

/** A constant written into SQL text: only integers, from the contract's tables. */
const int = (n: number): SQL => {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return sql.raw(String(n));
};

/** A timestamptz as `Date.prototype.toISOString` writes it (the answers' times, ms precision). */
export const isoSql = (at: SQLWrapper): SQL =>
  sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `incrementFor`, generated from the contract's `BID_INCREMENTS`. */
export function incrementSql(price: SQLWrapper): SQL {
  const bands = BID_INCREMENTS.map((b) =>
    b.below_cents === null
      ? sql`else ${int(b.value_cents)}`
      : sql`when ${price} < ${int(b.below_cents)} then ${int(b.value_cents)}`,
  );
  return sql`(case ${sql.join(bands, sql` `)} end)`;
}

/** `minNextBid` (contract money.ts): the starting price, else price + increment, capped. */
export function minNextBidSql(current: SQLWrapper, starting: SQLWrapper): SQL {
  const next = sql`(${current} + ${incrementSql(current)})`;
  const max = int(MONEY_MAX_CENTS);
  return sql`(case when ${current} is null then ${starting} when ${current} < ${max} then least(${next}, ${max}) else ${next} end)`;
}

/** `reserveMet` (presenter.ts): null without a reserve. */
export function reserveMetSql(current: SQLWrapper, reserve: SQLWrapper): SQL {
  return sql`(case when ${reserve} is null then null else coalesce(${current} >= ${reserve}, false) end)`;
}

/** `isPublicStatus` (listings): the statuses whose photos have public links. */
const publicListing = sql`${listings.status} in (${sql.join(
  PUBLIC_LISTING_STATUSES.map((s) => sql.raw(`'${s.replace(/[^a-z_]/g, '')}'`)),
  sql`, `,
)})`;

/** A JSON object written compactly (`to_json` of a row: no spaces), its fields in this order. */
function jsonObject(fields: [string, SQL][]): SQL {
  const columns = fields.map(([name, value]) => sql`${value} as ${sql.identifier(name)}`);
  return sql`(select to_json(o) from (select ${sql.join(columns, sql`, `)}) as o)`;
}

/**
 * One auction's public answer (`PublicAuction`) as JSON text, its fields in the presenter's
 * order, over the joins of `selectWithContext` (`cover` is its LATERAL cover photo). With
 * `dealer`, the dealer's answer (`DealerAuction`): whether it leads and its standing maximum.
 * `server_time` is the `now` placeholder, the request's clock.
 */
export function publicAuctionJson(
  cover: { id: SQLWrapper },
  dealer: { leads: SQL; maxCents: SQL } | null,
): SQL<string> {
  const a = auctions;
  const listing = jsonObject([
    ['title', sql`${listings.title}`],
    [
      'thumbnail_url',
      sql`(case when ${publicListing} and ${cover.id} is not null then ${publicThumbnailPathSql(cover.id)} end)`,
    ],
    ['location_city', sql`${listings.locationCity}`],
  ]);
  const fields: [string, SQL][] = [
    ['id', sql`${a.id}`],
    ['listing_id', sql`${a.listingId}`],
    ['status', sql`${a.status}`],
    ['start_at', isoSql(a.startAt)],
    ['end_at', isoSql(a.endAt)],
    ['starting_price_cents', sql`${a.startingPriceCents}`],
    ['current_price_cents', sql`${a.currentPriceCents}`],
    ['min_next_bid_cents', minNextBidSql(a.currentPriceCents, a.startingPriceCents)],
    ['bid_count', sql`${a.bidCount}`],
    ['reserve_met', reserveMetSql(a.currentPriceCents, a.reservePriceCents)],
    ['outcome', sql`${a.outcome}`],
    ['currency', sql`${a.currency}`],
    ['listing', listing],
    ['server_time', sql`${sql.placeholder('now')}::text`],
  ];
  if (dealer) {
    fields.push(
      ['is_leading', sql`coalesce(${dealer.leads}, false)`],
      ['my_max_bid_cents', dealer.maxCents],
    );
  }
  return sql<string>`${jsonObject(fields)}::text`;
}
