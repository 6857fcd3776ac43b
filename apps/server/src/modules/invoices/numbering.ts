import { documentNumber } from '@gavel/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/index.js';
import { documentSequences } from './schema.js';

export type DocumentSeries = 'invoice' | 'credit_note';

/**
 * The next number of `series` in `at`'s UTC year, taken in `ex` (the issuing transaction): the
 * counter row is created or incremented and stays locked until that transaction ends, so a
 * concurrent issue on any instance waits and takes the following number, and a rollback gives
 * the number back (ADR 054). Call it as late in the transaction as possible.
 */
export async function nextDocumentNumber(
  ex: Executor,
  prefix: string,
  series: DocumentSeries,
  at: Date,
): Promise<{ number: string; year: number; sequence: number }> {
  const year = at.getUTCFullYear();
  const result: unknown = await ex.execute(sql`
    insert into ${documentSequences} (series, year, last) values (${series}, ${year}, 1)
    on conflict (series, year) do update set last = ${documentSequences.last} + 1
    returning last`);
  const sequence = Number((result as { rows: { last: number }[] }).rows[0]?.last);
  if (!Number.isSafeInteger(sequence)) throw new Error(`no ${series} number for ${year}`);
  return { number: documentNumber(prefix, series, year, sequence), year, sequence };
}
