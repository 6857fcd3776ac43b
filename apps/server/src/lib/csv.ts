import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { pipeline, Readable } from 'node:stream';
import { z } from 'zod';
import type { TimeCursor } from './cursor.js';

// Staff's CSV exports (SPEC §13.2): RFC 4180 written by csv-stringify, streamed from keyset
// batches so an export of any size never becomes one string in memory.

/** Rows per query of an export. */
export const EXPORT_BATCH_ROWS = 1_000;

/** A cell: text, or empty. */
export type CsvCell = string | null;

/** Money as an export writes it: major units with two decimals, `1234.50` (integer arithmetic). */
export function majorUnits(cents: number): string {
  const abs = Math.abs(cents);
  const text = `${String(Math.trunc(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/**
 * Every row of a keyset-ordered read, `EXPORT_BATCH_ROWS` at a time: `batch` answers the rows
 * after `after` (undefined: from the start), in the order of the key `keyOf` gives.
 */
export async function* keysetBatches<Row>(
  batch: (after: TimeCursor | undefined, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => TimeCursor,
): AsyncGenerator<Row> {
  let after: TimeCursor | undefined;
  for (;;) {
    const rows = await batch(after, EXPORT_BATCH_ROWS);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < EXPORT_BATCH_ROWS || last === undefined) return;
    after = keyOf(last);
  }
}

/**
 * A CSV document of `rows` with a header row: CRLF line ends, fields quoted when they hold a
 * comma, a quote or a line break, and a cell starting with `=`, `+`, `-`, `@`, tab or carriage
 * return prefixed with `'` (csv-stringify's `escape_formulas`) so a spreadsheet never runs it.
 */
export function csvStream<Row>(
  columns: readonly { header: string; cell: (row: Row) => CsvCell }[],
  rows: AsyncIterable<Row>,
): Readable {
  const csv = stringify({
    header: true,
    columns: columns.map((c) => c.header),
    record_delimiter: 'windows',
    // csv-stringify quotes a field holding the whole record delimiter (CRLF) but not a lone CR
    // or LF, which RFC 4180 (and every spreadsheet) reads as a line break too.
    quoted_match: /[\r\n]/,
    escape_formulas: true,
  });
  async function* records() {
    for await (const row of rows) yield columns.map((c) => c.cell(row) ?? '');
  }
  // A failed read mid-way destroys the stream, which aborts the response: never a short file
  // that looks complete.
  pipeline(Readable.from(records()), csv, () => undefined);
  return csv;
}

/** Sends `csv` as the download `filename`, UTF-8. */
export function sendCsv(reply: FastifyReply, filename: string, csv: Readable) {
  return reply
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .type('text/csv; charset=utf-8')
    .send(csv);
}

/** An export route's responses: the CSV document, or one of `errors`. */
export const csvResponse = <E extends object>(errors: E) => ({
  200: {
    description: 'RFC 4180 CSV, UTF-8, with a header row; downloaded as an attachment',
    content: { 'text/csv': { schema: z.string() } },
  },
  ...errors,
});
