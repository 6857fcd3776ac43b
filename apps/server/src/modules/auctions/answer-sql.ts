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

/**
 * How a field's value is written into the answer's JSON text:
 * - `raw`: a number, a boolean, or JSON text already (its text is the JSON);
 * - `plain`: text that holds no character JSON escapes, only ours (a UUID, an enum's label, an
 *   ISO time, a path of those), written in quotes;
 * - `text`: any text (a title, a city): escaped by `to_json`.
 * SQL null is JSON `null` in each.
 */
type JsonKind = 'raw' | 'plain' | 'text';

const jsonValue = (value: SQL, kind: JsonKind): SQL => {
  switch (kind) {
    case 'raw':
      return sql`coalesce((${value})::text, 'null')`;
    case 'plain':
      return sql`coalesce('"' || (${value})::text || '"', 'null')`;
    case 'text':
      return sql`coalesce(to_json(${value})::text, 'null')`;
  }
};

/** A constant text written into SQL text as a literal: our own field names. */
const textLiteral = (text: string): SQL => sql.raw(`'${text.replaceAll("'", "''")}'`);

/**
 * A JSON object as compact text (as `to_json` of a row writes it, and `JSON.stringify`), its
 * fields in this order: one concatenation per row. Cheaper for PostgreSQL than `to_json` of a
 * row, which looks up the row's type per call (issue 36: the list statement 1.2× as fast).
 */
export function jsonObject(fields: [name: string, value: SQL, kind: JsonKind][]): SQL {
  const parts = fields.map(
    ([name, value, kind], i) =>
      sql`${textLiteral(`${i === 0 ? '{' : ','}${JSON.stringify(name)}:`)} || ${jsonValue(value, kind)}`,
  );
  return sql`(${sql.join(parts, sql` || `)} || '}')`;
}

/**
 * One auction's public answer (`PublicAuction`) as JSON text, its fields in the presenter's
 * order, over the joins of `selectWithContext` (`coverPhotoId`: the listing's cover). With
 * `dealer`, the dealer's answer (`DealerAuction`): whether it leads and its standing maximum.
 * `server_time` is the `now` placeholder, the request's clock.
 */
export function publicAuctionJson(
  coverPhotoId: SQLWrapper,
  dealer: { leads: SQL; maxCents: SQL } | null,
): SQL<string> {
  const a = auctions;
  const listing = jsonObject([
    ['title', sql`${listings.title}`, 'text'],
    [
      'thumbnail_url',
      sql`(case when ${publicListing} and ${coverPhotoId} is not null then ${publicThumbnailPathSql(coverPhotoId)} end)`,
      'plain',
    ],
    ['location_city', sql`${listings.locationCity}`, 'text'],
  ]);
  const fields: [string, SQL, JsonKind][] = [
    ['id', sql`${a.id}`, 'plain'],
    ['listing_id', sql`${a.listingId}`, 'plain'],
    ['status', sql`${a.status}`, 'plain'],
    ['start_at', isoSql(a.startAt), 'plain'],
    ['end_at', isoSql(a.endAt), 'plain'],
    ['starting_price_cents', sql`${a.startingPriceCents}`, 'raw'],
    ['current_price_cents', sql`${a.currentPriceCents}`, 'raw'],
    ['min_next_bid_cents', minNextBidSql(a.currentPriceCents, a.startingPriceCents), 'raw'],
    ['bid_count', sql`${a.bidCount}`, 'raw'],
    ['reserve_met', reserveMetSql(a.currentPriceCents, a.reservePriceCents), 'raw'],
    ['outcome', sql`${a.outcome}`, 'plain'],
    ['currency', sql`${a.currency}`, 'text'],
    ['listing', listing, 'raw'],
    ['server_time', sql`${sql.placeholder('now')}::text`, 'plain'],
  ];
  if (dealer) {
    fields.push(
      ['is_leading', sql`coalesce(${dealer.leads}, false)`, 'raw'],
      ['my_max_bid_cents', dealer.maxCents, 'raw'],
    );
  }
  return sql<string>`${jsonObject(fields)}`;
}
