import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A table's row from its JSON (`to_json` of the row, read inside a larger statement), by the
 * table's own column names and mappings: what drizzle would have answered for the same row.
 */
export function rowOfJson<T extends Table>(
  table: T,
  json: Record<string, unknown>,
): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}
