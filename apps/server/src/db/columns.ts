import { pgEnum, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers every `schema.ts` shares (ADR 040). */

/** A PostgreSQL enum with exactly the values of a contract enum. */
export const enumOf = <T extends string>(name: string, values: readonly T[]) =>
  pgEnum(name, values as [T, ...T[]]);

// Times are always written from the injected clock, never by a database default.
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Index columns sorted newest first say `.desc().nullsFirst()`: drizzle's `.desc()` alone makes
// DESC NULLS LAST, which does not match a query's `ORDER BY … DESC` (NULLS FIRST), so PostgreSQL
// cannot read such an index in order and sorts every matching row instead
// (docs/performance-explain.md).
