import type { Executor } from '../db/index.js';

/**
 * A statement built once per executor — the pool, the embedded database, or one pooled
 * connection in a `transactionThen` — instead of on every call: Drizzle assembles its SQL text
 * once, and PostgreSQL parses and plans it once per connection (a named prepared statement).
 * Building SQL showed as about a fifth of a hot request's CPU (docs/performance.md, issue 15).
 * `build` returns the result of a query builder's `.prepare(name)`, with `sql.placeholder`s for
 * what changes between calls.
 */
export function prepared<Q>(build: (ex: Executor) => Q): (ex: Executor) => Q {
  const byExecutor = new WeakMap<Executor, Q>();
  return (ex) => {
    let query = byExecutor.get(ex);
    if (query === undefined) byExecutor.set(ex, (query = build(ex)));
    return query;
  };
}

/**
 * `prepared` for a statement whose shape varies (which filters a search has, its sort): one
 * prepared statement per shape. `keyOf` names a shape; shapes must come from a small closed
 * set, as each becomes a statement on every connection. `build` gets the shape and a statement
 * name made from its key.
 */
export function preparedByShape<S, Q>(
  prefix: string,
  keyOf: (shape: S) => string,
  build: (ex: Executor, shape: S, name: string) => Q,
): (ex: Executor, shape: S) => Q {
  const byExecutor = new WeakMap<Executor, Map<string, Q>>();
  return (ex, shape) => {
    let shapes = byExecutor.get(ex);
    if (!shapes) byExecutor.set(ex, (shapes = new Map<string, Q>()));
    const key = keyOf(shape);
    let query = shapes.get(key);
    if (query === undefined) shapes.set(key, (query = build(ex, shape, `${prefix}_${key}`)));
    return query;
  };
}
