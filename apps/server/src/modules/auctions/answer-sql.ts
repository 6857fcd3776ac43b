import { BID_INCREMENTS, MONEY_MAX_CENTS, PUBLIC_LISTING_STATUSES } from '@gavel/contract';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
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
  return sql`(${jsonFields(fields)} || '}')`;
}

/**
 * `jsonObject`'s fields without its closing brace: the start of an object (`{"a":1,"b":2`) or,
 * with `opening` false, fields that continue one (`,"a":1,"b":2`).
 */
function jsonFields(fields: [name: string, value: SQL, kind: JsonKind][], opening = true): SQL {
  const parts = fields.map(
    ([name, value, kind], i) =>
      sql`${textLiteral(`${i === 0 && opening ? '{' : ','}${JSON.stringify(name)}:`)} || ${jsonValue(value, kind)}`,
  );
  return sql`(${sql.join(parts, sql` || `)})`;
}

/** A column as a card's expression reads it: of the query's table, or `NEW` in a trigger. */
type ColumnRef = (column: AnyPgColumn) => SQL;

/** A column of the row named `row` in a trigger's function (`NEW`, or a parameter). */
const ofRow =
  (row: string): ColumnRef =>
  (column) =>
    sql.raw(`${row}."${column.name}"`);

/**
 * The listing's part of a card (`PublicAuction.listing`) as JSON text, over a `listings` row
 * (`cover_photo_id`: its cover, ADR 061).
 */
function listingCardSql(col: ColumnRef): SQL {
  const status = col(listings.status);
  const cover = col(listings.coverPhotoId);
  // `isPublicStatus` (listings): the statuses whose photos have public links.
  const publicListing = sql`${status} in (${sql.join(
    PUBLIC_LISTING_STATUSES.map((s) => sql.raw(`'${s.replace(/[^a-z_]/g, '')}'`)),
    sql`, `,
  )})`;
  return jsonObject([
    ['title', col(listings.title), 'text'],
    [
      'thumbnail_url',
      sql`(case when ${publicListing} and ${cover} is not null then ${publicThumbnailPathSql(cover)} end)`,
      'plain',
    ],
    ['location_city', col(listings.locationCity), 'text'],
  ]);
}

/** The auction's own fields of a card, `id` to `currency`, as an unclosed JSON object's text. */
function auctionCardHeadSql(col: ColumnRef): SQL {
  const a = auctions;
  return jsonFields([
    ['id', col(a.id), 'plain'],
    ['listing_id', col(a.listingId), 'plain'],
    ['status', col(a.status), 'plain'],
    ['start_at', isoSql(col(a.startAt)), 'plain'],
    ['end_at', isoSql(col(a.endAt)), 'plain'],
    ['starting_price_cents', col(a.startingPriceCents), 'raw'],
    ['current_price_cents', col(a.currentPriceCents), 'raw'],
    [
      'min_next_bid_cents',
      minNextBidSql(col(a.currentPriceCents), col(a.startingPriceCents)),
      'raw',
    ],
    ['bid_count', col(a.bidCount), 'raw'],
    ['reserve_met', reserveMetSql(col(a.currentPriceCents), col(a.reservePriceCents)), 'raw'],
    ['outcome', col(a.outcome), 'plain'],
    ['currency', col(a.currency), 'text'],
  ]);
}

/**
 * A card's stored parts (ADR 065): every auction row keeps `card_head` (its own fields,
 * `auctionCardHeadSql`) and `card_listing` (its listing's part, `listingCardSql`), written by
 * the triggers of migration 0030 from the expressions below (`cardTriggerExpressions`), so a
 * list reads two texts per card instead of writing its JSON on every request. Not columns of the
 * Drizzle table: whole-row reads of auctions do not carry them.
 */
const cardHead = sql`${auctions}."card_head"`;
const cardListing = sql`${auctions}."card_listing"`;

/**
 * The expressions migration 0030's card functions evaluate, as SQL text, with the columns each
 * reads: the auction's head over the trigger's `NEW` row (on every write of a field it shows),
 * the listing's part over the `"l"` parameter of `auction_card_listing` (on an auction's insert,
 * and for each of a listing's auctions on every write of a field it shows). A test compares
 * them with the functions in the database and the columns with each trigger's `UPDATE OF`, so
 * a change of a rule here or in the contract (an increment band), or a field read from another
 * column, fails until a migration writes the functions and triggers again.
 */
export function cardTriggerExpressions(): {
  head: string;
  headColumns: string[];
  listing: string;
  listingColumns: string[];
} {
  const dialect = new PgDialect();
  const text = (expr: SQL) => {
    const { sql: out, params } = dialect.sqlToQuery(expr);
    if (params.length > 0)
      throw new Error(`a card trigger's expression takes no parameter: ${out}`);
    return out;
  };
  /** `ofRow(row)`, recording each column it was asked for. */
  const reading = (row: string) => {
    const columns = new Set<string>();
    const col: ColumnRef = (column) => {
      columns.add(column.name);
      return ofRow(row)(column);
    };
    return { col, columns: () => [...columns].sort() };
  };
  const head = reading('NEW');
  const listing = reading('"l"');
  return {
    head: text(auctionCardHeadSql(head.col)),
    headColumns: head.columns(),
    listing: text(listingCardSql(listing.col)),
    listingColumns: listing.columns(),
  };
}

/**
 * One auction's public answer (`PublicAuction`) as JSON text, its fields in the presenter's
 * order: the stored card's parts (ADR 065) with the request's clock (`server_time`, the `now`
 * placeholder) and, with `dealer`, the dealer's answer (`DealerAuction`): whether it leads and
 * its standing maximum.
 */
export function publicAuctionJson(dealer: { leads: SQL; maxCents: SQL } | null): SQL<string> {
  const tail = jsonFields(
    [
      ['listing', cardListing, 'raw'],
      ['server_time', sql`${sql.placeholder('now')}::text`, 'plain'],
      ...(dealer
        ? ([
            ['is_leading', sql`coalesce(${dealer.leads}, false)`, 'raw'],
            ['my_max_bid_cents', dealer.maxCents, 'raw'],
          ] as [string, SQL, JsonKind][])
        : []),
    ],
    false,
  );
  return sql<string>`(${cardHead} || ${tail} || '}')`;
}
