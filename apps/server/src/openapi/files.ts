import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';

/** Where the checked-in copies live, from the repository's root. */
export const OPENAPI_JSON_PATH = 'apps/server/openapi.json';
export const CLIENT_SCHEMA_PATH = 'apps/web/src/lib/api/schema.gen.ts';

const HEADER = `/**
 * Generated from the server's OpenAPI description by \`npm run api:generate\`: do not edit.
 * A server test fails while this file differs from what the server publishes (ADR 042).
 */

`;

/**
 * The API description the app publishes at \`/api/openapi.json\`, and the web client's types made
 * from it (openapi-typescript), as the checked-in files hold them.
 */
export async function apiDescriptionFiles(
  app: FastifyInstance,
): Promise<{ json: string; types: string }> {
  const document = app.swagger();
  const json = `${JSON.stringify(document, null, 2)}\n`;
  const ast = await openapiTS(JSON.parse(json) as Parameters<typeof openapiTS>[0], {
    rootTypes: false,
    alphabetize: false,
  });
  return { json, types: HEADER + astToString(ast) };
}
