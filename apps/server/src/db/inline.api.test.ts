import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useFreshDatabase } from '../../test/helpers.js';
import { inlinedText } from './inline.js';

// A value written into the text must read back exactly as the same value sent as a parameter.
describe('inlinedText (issue 36)', () => {
  const db = useFreshDatabase();

  const asParameters = async (statement: ReturnType<typeof sql>) => {
    // Both drivers answer `{ rows }`.
    const result: unknown = await db.read((ex) => ex.execute(statement));
    return (result as { rows: unknown[] }).rows;
  };
  const asText = async (text: string) => (await db.executeSql(text)).rows;

  const value = fc.oneof(
    // PostgreSQL's text holds no NUL, as a parameter or written in.
    fc.string({ unit: 'binary' }).filter((s) => !s.includes('\0')),
    fc.constantFrom("'", "''", '\\', "\\'", '$1', '$$', "E'x'", '--', '/*'),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
  );

  it('reads back every value as its parameter does, in text and typed by its place', async () => {
    await fc.assert(
      fc.asyncProperty(value, value, async (a, b) => {
        const statement = sql`select ${a}::text as a, ${b}::text as b, ${a}::text = ${b}::text as same`;
        const text = inlinedText(statement);
        expect(text).toBeDefined();
        expect(await asText(text ?? '')).toEqual(await asParameters(statement));
      }),
      { numRuns: 60 },
    );
  });

  it('types a number by where it goes, as an untyped parameter is', async () => {
    const typed = sql`select 40 + ${2} as n, ${-3} * 2 as m, ${true} and ${false} as b`;
    expect(await asText(inlinedText(typed) ?? '')).toEqual([{ n: 42, m: -6, b: false }]);
    expect(await asParameters(typed)).toEqual([{ n: 42, m: -6, b: false }]);
  });

  it('keeps the statement’s own quoted strings and names as they are', async () => {
    const statement = sql`select ${'{"a":1}'}::jsonb ->> 'a' as "j$1", '$1 it''s' as ${sql.raw('"q""$2"')}, ${'x'} as x`;
    const text = inlinedText(statement);
    expect(text).toContain(`'$1 it''s'`);
    expect(await asText(text ?? '')).toEqual(await asParameters(statement));
    expect(await asText(text ?? '')).toEqual([{ j$1: '1', 'q"$2': "$1 it's", x: 'x' }]);
  });

  it('leaves out what node-postgres would convert', () => {
    expect(inlinedText(sql`select ${new Date()}`)).toBeUndefined();
    // Drizzle writes an array in a template as a list of values; as one value it is converted.
    expect(inlinedText(sql`select ${sql.param([1, 2])}`)).toBeUndefined();
    expect(inlinedText(sql`select ${{ a: 1 }}`)).toBeUndefined();
    expect(inlinedText(sql`select ${Number.NaN}`)).toBeUndefined();
    // What this reading of the text does not follow.
    expect(inlinedText(sql`select $$it's$$ || ${'a'}`)).toBeUndefined();
    expect(inlinedText(sql`select ${'a'} -- a comment`)).toBeUndefined();
    expect(inlinedText(sql`select ${'a'} /* a comment */`)).toBeUndefined();
    expect(inlinedText(sql`select E'\\'' || ${'a'}`)).toBeUndefined();
    expect(inlinedText(sql`select 'unclosed || ${'a'}`)).toBeUndefined();
    expect(inlinedText(sql`select 'a''b || ${'a'}`)).toBeUndefined();
    // Where a literal would read differently from the parameter: a name's end, `U&`.
    expect(inlinedText(sql`select 1 as x, x${5}`)).toBeUndefined();
    expect(inlinedText(sql`select 1 as u, u&${5}`)).toBeUndefined();
  });
});
