import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';

const dialect = new PgDialect();

/**
 * `statement` as text with its values written in, for a simple query that carries other
 * statements in the same round trip (a transaction's last write with its COMMIT, issue 36).
 * Each value is written as a quoted literal of unknown type, which PostgreSQL resolves from its
 * place as it resolves an untyped parameter (node-postgres sends every parameter as untyped
 * text), and `pg.escapeLiteral` quotes it whatever `standard_conforming_strings` says.
 *
 * Answers undefined when that cannot be done exactly: a value that node-postgres would convert
 * (a Date, a Buffer, an array, an object; Drizzle's columns have already made theirs strings),
 * or a statement whose own text this reading does not follow (a backslash, a comment, a
 * dollar-quoted string), where a `$n` might not be a parameter. The caller then sends the
 * statement on its own, with parameters.
 */
export function inlinedText(statement: SQL): string | undefined {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  if (/\\|--|\/\*/.test(text)) return undefined;
  const literals: string[] = [];
  for (const value of params) {
    if (value === null) literals.push('null');
    else if (typeof value === 'string') literals.push(pg.escapeLiteral(value));
    else if (typeof value === 'number' && Number.isFinite(value))
      literals.push(`'${String(value)}'`);
    else if (typeof value === 'boolean') literals.push(value ? "'true'" : "'false'");
    else return undefined;
  }
  // The text's own quoted strings and names are kept as they are: a `$n` is a parameter only
  // outside them. `''` and `""` inside them are their quote characters.
  let out = '';
  const pieces = text.split(/('(?:[^']|'')*'|"(?:[^"]|"")*")/);
  for (const [i, piece] of pieces.entries()) {
    // The split's odd pieces are what it matched: the quoted ones.
    if (i % 2 === 1) {
      out += piece;
      continue;
    }
    if (piece.includes("'") || piece.includes('"')) return undefined; // unclosed
    let at = 0;
    for (const m of piece.matchAll(/\$(\d*)(\$?)/g)) {
      const [all, n = '', dollar] = m;
      // Right after a name's letter (`x$1`, PostgreSQL's one name) or `&` (`u&$1`, where a
      // literal would read as a Unicode string), a literal would not mean what `$n` does.
      const before = m.index > 0 ? piece[m.index - 1] : '';
      const literal =
        dollar === '' && n !== '' && !/[\w&]/.test(before ?? '')
          ? literals[Number(n) - 1]
          : undefined;
      if (literal === undefined) return undefined;
      out += piece.slice(at, m.index) + literal;
      at = m.index + all.length;
    }
    out += piece.slice(at);
  }
  return out;
}
