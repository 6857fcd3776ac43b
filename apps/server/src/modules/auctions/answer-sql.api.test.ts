import { BID_INCREMENTS, MONEY_MAX_CENTS, minNextBid } from '@gavel/contract';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../../../test/helpers.js';
import { publicPhotoPath, publicThumbnailPathSql } from '../uploads/index.js';
import {
  cardTriggerExpressions,
  isoSql,
  jsonObject,
  minNextBidSql,
  reserveMetSql,
} from './answer-sql.js';
import { reserveMet } from './presenter.js';

// Each rule of the answers PostgreSQL writes (issue 36) against its TypeScript declaration.
const db = useFreshDatabase();

/** `expr` evaluated by the database for each input of `inputs` (one statement). */
async function evaluate(inputs: unknown[], column: (i: SQL) => SQL): Promise<unknown[]> {
  const values = sql.raw(`'${JSON.stringify(inputs).replaceAll("'", "''")}'::jsonb`);
  const input = sql.raw(`(v.value #>> '{}')`);
  const result: unknown = await db.read((ex) =>
    ex.execute(
      sql`select ${column(input)} as out from jsonb_array_elements(${values}) with ordinality as v order by v.ordinality`,
    ),
  );
  return (result as { rows: { out: unknown }[] }).rows.map((r) => r.out);
}

describe('the SQL twins of the answer’s rules', () => {
  it('minNextBidSql is minNextBid at every band edge, at the money limit and at random', async () => {
    const edges = [0, 1, MONEY_MAX_CENTS - 1, MONEY_MAX_CENTS];
    for (const band of BID_INCREMENTS) {
      if (band.below_cents !== null)
        edges.push(band.below_cents - 1, band.below_cents, band.below_cents + 1);
    }
    for (const top of [MONEY_MAX_CENTS - 1_000, MONEY_MAX_CENTS - 25_000, MONEY_MAX_CENTS - 25_001])
      edges.push(top);
    const random = fc.sample(fc.integer({ min: 0, max: MONEY_MAX_CENTS }), 500);
    const prices = [...edges, ...random];
    const pairs: [number | null, number][] = [
      ...prices.map((p): [number | null, number] => [p, 10_000]),
      [null, 10_000],
      [null, 0],
      [null, MONEY_MAX_CENTS],
    ];
    const got = await evaluate(pairs, (v) => {
      const current = sql`((${v})::jsonb ->> 0)::integer`;
      const starting = sql`((${v})::jsonb ->> 1)::integer`;
      return minNextBidSql(current, starting);
    });
    expect(got.map(Number)).toEqual(pairs.map(([c, s]) => minNextBid(c, s)));
  });

  it('reserveMetSql is reserveMet for every kind of price and reserve', async () => {
    const cases: [number | null, number | null][] = [
      [null, null],
      [null, 100],
      [100, null],
      [99, 100],
      [100, 100],
      [101, 100],
      [0, 0],
    ];
    const got = await evaluate(cases, (v) =>
      reserveMetSql(sql`((${v})::jsonb ->> 0)::integer`, sql`((${v})::jsonb ->> 1)::integer`),
    );
    expect(got).toEqual(
      cases.map(([c, r]) => reserveMet({ currentPriceCents: c, reservePriceCents: r })),
    );
  });

  it('isoSql writes a time as toISOString does', async () => {
    const times = [
      new Date('2026-01-02T03:04:05.006Z'),
      new Date('2026-12-31T23:59:59.999Z'),
      new Date('2030-06-15T12:00:00.000Z'),
      ...fc.sample(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        100,
      ),
    ];
    const got = await evaluate(
      times.map((t) => t.toISOString()),
      (v) => isoSql(sql`(${v})::timestamptz`),
    );
    expect(got).toEqual(times.map((t) => t.toISOString()));
  });

  it('jsonObject writes what JSON.stringify writes, whatever the text and with nulls', async () => {
    // Any text a seller can type (PostgreSQL's text holds no NUL), quotes, backslashes and
    // control characters among them; numbers, booleans and plain values, each also null.
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.string({
        unit: fc.constantFrom('"', '\\', '\n', '\t', '\u0001', '\u001f', '\u007f', '/', 'é', '😀'),
        maxLength: 12,
      }),
    );
    const row = fc.tuple(
      fc.option(text),
      fc.option(fc.integer({ min: 0, max: MONEY_MAX_CENTS })),
      fc.option(fc.boolean()),
      fc.option(fc.uuid()),
    );
    const rows = [
      ['"quoted" \\ back\nslash', 0, false, '0b3c6a52-7d1e-4c8e-9a6f-2f1d3b4c5e6f'] as const,
      [null, null, null, null] as const,
      ...fc.sample(row, 300),
    ];
    const got = await evaluate(rows, (v) => {
      const at = (i: number) => sql`((${v})::jsonb ->> ${sql.raw(String(i))})`;
      return jsonObject([
        ['title', at(0), 'text'],
        ['cents', sql`${at(1)}::integer`, 'raw'],
        ['nested', jsonObject([['met', sql`${at(2)}::boolean`, 'raw']]), 'raw'],
        ['id', sql`${at(3)}::uuid`, 'plain'],
      ]);
    });
    expect(got).toEqual(
      rows.map(([title, cents, met, id]) => JSON.stringify({ title, cents, nested: { met }, id })),
    );
  });

  it('publicThumbnailPathSql writes the public thumbnail’s path', async () => {
    const id = '0b3c6a52-7d1e-4c8e-9a6f-2f1d3b4c5e6f';
    const got = await evaluate([id], (v) => publicThumbnailPathSql(sql`(${v})::uuid`));
    expect(got).toEqual([`${publicPhotoPath(id)}/thumbnail`]);
  });

  it('the stored cards’ functions evaluate the expressions declared here (ADR 065)', async () => {
    // Rendered from this code and the contract now, compared with what migration 0030 wrote: a
    // changed rule or increment band fails here until a migration writes the functions again.
    const expected = cardTriggerExpressions();
    const source = async (name: string) => {
      const result: unknown = await db.read((ex) =>
        ex.execute(sql`select prosrc from pg_proc where proname = ${name}`),
      );
      const rows = (result as { rows: { prosrc: string }[] }).rows;
      expect(rows).toHaveLength(1);
      return rows[0]?.prosrc ?? '';
    };
    expect(await source('auction_card_sync')).toContain(`NEW."card_head" := ${expected.head};`);
    expect((await source('auction_card_listing')).trim()).toBe(`SELECT ${expected.listing}`);

    // Each trigger fires on a write of any column its card reads (`UPDATE OF`), and only then.
    const result: unknown = await db.read((ex) =>
      ex.execute(sql`select t.tgname as name, array_agg(a.attname::text order by a.attname) as columns
        from pg_trigger t
        join pg_attribute a on a.attrelid = t.tgrelid and a.attnum = any(t.tgattr::int2[])
        where t.tgname in ('auctions_card', 'listings_card')
        group by t.tgname order by t.tgname`),
    );
    expect((result as { rows: { name: string; columns: string[] }[] }).rows).toEqual([
      { name: 'auctions_card', columns: expected.headColumns },
      { name: 'listings_card', columns: expected.listingColumns },
    ]);
  });
});
