import { and, eq, gt, lt, or, type Column, type SQL } from 'drizzle-orm';
import { UUID_PATTERN as UUID } from '@gavel/contract';
import { AppError } from './errors.js';

/**
 * Keyset cursors: the sort key of the last item of a page, opaque to clients (base64url JSON).
 * A cursor that does not decode is a 422 on `cursor`, never a 500.
 */
export interface Cursor {
  /** The sort value (ISO time, number or string) of the last item. */
  k: string | number | null;
  /** The id of the last item: the tie-breaker. */
  id: string;
}

/** The 422 for a `cursor` that this API did not make, or that belongs to another sort. */
export const invalidCursor = () =>
  new AppError('validation_error', 'Some fields of the query string are not valid.', {
    fields: [{ path: 'cursor', message: 'Invalid cursor' }],
  });

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.k, cursor.id])).toString('base64url');
}

export function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (raw === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [k, id] = value as unknown[];
      if (
        (typeof k === 'string' || typeof k === 'number' || k === null) &&
        typeof id === 'string' &&
        UUID.test(id)
      ) {
        return { k, id };
      }
    }
  } catch {
    // fall through
  }
  throw invalidCursor();
}

/**
 * The times a cursor may carry: every time Gavel stores is after 1970 and before 10000. Dates
 * JavaScript reads but PostgreSQL refuses (year 0, negative or six-digit years) stay out.
 */
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(10_000, 0, 1);

/** A cursor's sort key as a date; 422 when it is not one, or not one Gavel could have made. */
export function cursorDate(cursor: Cursor): Date {
  const d = typeof cursor.k === 'string' ? new Date(cursor.k) : new Date(NaN);
  const t = d.getTime();
  if (Number.isNaN(t) || t < EARLIEST || t >= LATEST) throw invalidCursor();
  return d;
}

/** PostgreSQL's `integer`: sort keys (prices in cents, bid sequence numbers) fit in it. */
const INTEGER_MAX = 2_147_483_647;

/** A cursor's sort key as a whole number from 0 to `integer`'s maximum; 422 otherwise. */
export function cursorInteger(cursor: Cursor): number {
  const k = cursor.k;
  if (typeof k !== 'number' || !Number.isInteger(k) || k < 0 || k > INTEGER_MAX) {
    throw invalidCursor();
  }
  return k;
}

/** A cursor of a list sorted by a time, then by id. */
export interface TimeCursor {
  at: Date;
  id: string;
}

/** Decodes the cursor of a list sorted by a time: undefined without one, 422 when it is bad. */
export function decodeTimeCursor(raw: string | undefined): TimeCursor | undefined {
  const cursor = decodeCursor(raw);
  return cursor && { at: cursorDate(cursor), id: cursor.id };
}

/**
 * The rows after `cursor` in the order `(sortCol, idCol)` ascending or descending:
 * `sort > at OR (sort = at AND id > cursor id)`, with `<` descending. No condition without a
 * cursor.
 */
export function keysetAfter(
  sortCol: Column,
  idCol: Column,
  cursor: TimeCursor | undefined,
  direction: 'asc' | 'desc',
): SQL | undefined {
  if (!cursor) return undefined;
  const beyond = direction === 'asc' ? gt : lt;
  return or(beyond(sortCol, cursor.at), and(eq(sortCol, cursor.at), beyond(idCol, cursor.id)));
}

/** Splits `limit + 1` rows into the page and the cursor of the next page (null at the end). */
export function paginate<Row>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => Cursor,
): { rows: Row[]; next_cursor: string | null } {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  return {
    rows: pageRows,
    next_cursor: hasMore && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}
