import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * A response schema as Fastify hands it over: the contract's zod schema, possibly wrapped by
 * the OpenAPI transform in `{ properties }` (fastify-type-provider-zod's own convention).
 */
function zodOf(schema: unknown): ZodType {
  if (schema instanceof z.ZodType) return schema;
  const wrapped = (schema as { properties?: unknown } | null)?.properties;
  if (wrapped instanceof z.ZodType) return wrapped;
  throw new Error(`A response schema is not a zod schema: ${JSON.stringify(schema)}`);
}

/**
 * Rewrites what `z.toJSONSchema` writes for `.nullable()` — `anyOf: [schema, {type: "null"}]` —
 * as `schema` with `nullable: true`, which fast-json-stringify serializes by a type check. Left as
 * `anyOf`, every nullable field would be matched by running Ajv on the value (its README:
 * "only use it as a last resort").
 */
export function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node: JsonSchema = Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, forSerializer(v)]),
  );
  const anyOf = node.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string') {
      const { anyOf: _, ...rest } = node;
      return { ...rest, ...other, nullable: true };
    }
  }
  return node;
}

/** The JSON Schema fast-json-stringify compiles for a contract schema's output. */
export function serializerSchemaOf(schema: ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', target: 'draft-7' });
  const { $schema: _, ...rest } = forSerializer(json) as JsonSchema;
  return rest;
}

/**
 * Answers are written by fast-json-stringify, compiled once per route and status from JSON Schema
 * generated from the same contract schemas that document them (ADR 027): no zod run per answer.
 * With `checkAnswers` (development and tests) each answer is also checked against its zod
 * schema, and the compiled serializer's text against zod's, so an answer that breaks the
 * contract, or a schema the two read differently, fails loudly where it is written.
 */
export function answerSerializerCompiler(opts: {
  checkAnswers: boolean;
}): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = zodOf(schema);
    const stringify = fastJson(
      serializerSchemaOf(zodSchema) as unknown as Parameters<typeof fastJson>[0],
    );
    if (!opts.checkAnswers) return (data) => stringify(data);
    return (data) => {
      const checked = zodSchema.safeEncode(data);
      if (checked.error)
        throw new ResponseSerializationError(method, url, { cause: checked.error });
      const text = stringify(data);
      // The compiled serializer must write exactly what zod would have: every answer of every
      // test proves it for its route.
      const expected = JSON.stringify(checked.data);
      if (text !== expected) {
        throw new Error(
          `Response of ${method} ${url}: the compiled serializer wrote ${text}, zod ${expected}`,
        );
      }
      return text;
    };
  };
}
