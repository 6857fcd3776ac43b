import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;

/** Marks, for `openApiObjectTransform`, an operation whose body may be left out. */
const OPTIONAL_BODY = 'x-optional-body';

/**
 * `GET /api/auctions/by-listing/{listing_id}` → `getAuctionsByListingByListingId`: one name per
 * operation, made from what the route already says, so no route file has to spell it.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1];
      return param ? ['by', ...param.split(/[_-]/)] : segment.split(/[_-]/);
    });
  const camel = words.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()).join('');
  return `${method.toLowerCase()}${camel}`;
}

/**
 * `/api/listings/` is how Fastify names a module's root route (`'/'` under its prefix); the
 * server answers it with and without the slash, and the description names it without.
 */
export const publishedPath = (url: string): string =>
  url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url;

/**
 * The zod → JSON Schema transform, then what integrators need from every operation (ADR 042):
 * an `operationId`, and `security` — routes that take a token declare the bearer scheme, so an
 * operation that declares none is public (`security: []`, checked by the server's OpenAPI test).
 */
export const openApiTransform: Transform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  if (schema.hide === true) return { schema, url };
  const method = Array.isArray(input.route.method)
    ? String(input.route.method[0])
    : String(input.route.method);
  const path = publishedPath(url);
  const body: unknown = input.schema.body;
  const optionalBody = body instanceof z.ZodType && body.safeParse(undefined).success;
  return {
    schema: {
      ...schema,
      ...(optionalBody ? { [OPTIONAL_BODY]: true } : {}),
      operationId: schema.operationId ?? operationIdOf(method, path),
      security: schema.security ?? [],
    },
    url: path,
  };
};

/**
 * @fastify/swagger marks every request body required; a route whose zod body accepts none
 * (`noBody`, `lib/route-schemas.ts`) is described with an optional one, as the server takes it.
 */
export const openApiObjectTransform: TransformObject = (documentObject) => {
  const document = (
    'openapiObject' in documentObject ? documentObject.openapiObject : documentObject.swaggerObject
  ) as { paths?: Record<string, Record<string, Record<string, unknown>>> };
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (!(OPTIONAL_BODY in operation)) continue;
      delete operation['x-optional-body'];
      const requestBody = operation.requestBody as { required?: boolean } | undefined;
      if (requestBody) requestBody.required = false;
    }
  }
  return document;
};
