import type { FastifyInstance } from 'fastify';
import type { Method } from '../http.js';
import type { JsonSchema } from './json-schema.js';

/** One operation of `/api/openapi.json`, as the fuzzer needs it. */
export interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `METHOD /api/path/{param}`, as tests name it. */
  key: string;
  method: Method;
  path: string;
  pathParams: Param[];
  query: Param[];
  headers: Param[];
  /** The `application/json` request body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
  /**
   * The media types its request body may have besides JSON (the one-click unsubscribe takes
   * RFC 8058's form posts); none for every other operation.
   */
  otherMediaTypes: string[];
  /** Declares `bearerAuth`: callers need an access token. */
  bearer: boolean;
  /** The statuses the document lists for it. */
  statuses: number[];
}

interface OpenApiOperation {
  parameters?: (Param & { in: string })[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
  responses?: Record<string, unknown>;
}

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The operations the running app describes, sorted by key (the shards split this list). */
export async function operationsOf(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`openapi.json: ${res.statusCode}`);
  const doc = res.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [lower, op] of Object.entries(item)) {
      const method = lower.toUpperCase() as Method;
      if (!METHODS.includes(method)) continue;
      const params = op.parameters ?? [];
      const of = (where: Param['in']) =>
        params
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, in: where, required: p.required, schema: p.schema }));
      ops.push({
        key: `${method} ${path}`,
        method,
        path,
        pathParams: of('path'),
        query: of('query'),
        headers: of('header'),
        body: op.requestBody?.content?.['application/json']?.schema,
        otherMediaTypes: Object.keys(op.requestBody?.content ?? {}).filter(
          (t) => t !== 'application/json',
        ),
        bearer: (op.security ?? []).some((s) => 'bearerAuth' in s),
        statuses: Object.keys(op.responses ?? {}).map(Number),
      });
    }
  }
  return ops.sort((a, b) => a.key.localeCompare(b.key));
}

/** Operation `i` of `n` shards, by position in the sorted list. */
export const inShard = (ops: Operation[], shard: number, shards: number) =>
  ops.filter((_, i) => i % shards === shard - 1);
