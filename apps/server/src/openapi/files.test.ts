import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.js';
import { apiDescriptionFiles, CLIENT_SCHEMA_PATH, OPENAPI_JSON_PATH } from './files.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const t = useTestApp();

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, op]) => ({ url, method: method.toUpperCase(), op })),
  );

describe('the API description and the web client made from it (ADR 042)', () => {
  it('are checked in as the server publishes them: run `npm run api:generate` when this fails', async () => {
    const { json, types } = await apiDescriptionFiles(t.app);
    expect(read(OPENAPI_JSON_PATH) === json, `${OPENAPI_JSON_PATH} is stale`).toBe(true);
    expect(read(CLIENT_SCHEMA_PATH) === types, `${CLIENT_SCHEMA_PATH} is stale`).toBe(true);
  });

  it('names every operation once, and no path ends in a slash', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json<Document>();
    const ids = operations(doc).map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(doc.paths).filter((url) => url.endsWith('/'))).toEqual([]);
    // The description names module roots without the slash; the server answers both.
    for (const url of ['/api/listings', '/api/listings/', '/api/auctions', '/api/auctions/']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(200);
    }
  });

  it('declares the bearer scheme exactly on the operations that answer 401 without a token', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json<Document>();
    const wrong: string[] = [];
    for (const { url, method, op } of operations(doc)) {
      const guarded = op.security?.some((scheme) => 'bearerAuth' in scheme) ?? false;
      expect(op.security, `${method} ${url}`).toBeDefined();
      if (url.endsWith('/events')) continue; // a stream that stays open: its guard is its own test
      const res = await t.app.inject({
        method: method as 'GET',
        url: url.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
      });
      if ((res.statusCode === 401) !== guarded) wrong.push(`${method} ${url} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});
