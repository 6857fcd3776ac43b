// SQLSTATE classes and driver codes that mean "the database did not answer", not "bad request".
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// 57014: cancelled, here by statement_timeout; 25P03: ended by idle_in_transaction_session_timeout.
// Either way the transaction was rolled back, so the request changed nothing.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '25P03']);

function* causes(err: unknown): Generator {
  let current = err;
  for (let depth = 0; current && depth < 5; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

const codeOf = (e: unknown): unknown =>
  typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causes(err)) {
    const code = codeOf(e);
    if (typeof code === 'string') {
      if (UNAVAILABLE_NODE_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if (code.startsWith('08')) return true; // connection_exception class
    }
    const message = e instanceof Error ? e.message : '';
    if (
      /Connection terminated|Query read timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i.test(
        message,
      )
    ) {
      return true;
    }
  }
  return false;
}

/** True when the error is PostgreSQL's unique_violation, optionally on one constraint. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (const e of causes(err)) {
    if (codeOf(e) === '23505') {
      return (
        constraint === undefined ||
        (e as { constraint?: string }).constraint === constraint ||
        (e instanceof Error && e.message.includes(constraint))
      );
    }
  }
  return false;
}
