import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptsGzip, webPlugin } from './web.js';

describe('acceptsGzip', () => {
  it('follows Accept-Encoding: gzip named or by *, never with q=0, never without a header', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('br, *;q=0.1')).toBe(true);
  });
});

describe('rendered pages', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-web-test-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const html = `<!doctype html><div id="root">${'<p>A rendered lot</p>'.repeat(200)}</div>`;

  async function app() {
    const a = Fastify({ logger: false });
    await a.register(webPlugin, {
      distDir: dist,
      pages: { handles: () => true, render: () => Promise.resolve({ status: 404, html }) },
    });
    await a.ready();
    return a;
  }

  it('are gzipped for a client that accepts gzip, with Vary, and keep their status', async () => {
    const a = await app();
    const res = await a.inject({ url: '/x', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBeLessThan(Buffer.byteLength(html) / 4);
    expect(zlib.gunzipSync(res.rawPayload).toString('utf8')).toBe(html);
    await a.close();
  });

  it('are sent as they are to a client that does not accept gzip', async () => {
    const a = await app();
    for (const headers of [{}, { 'accept-encoding': 'br;q=1, gzip;q=0' }]) {
      const res = await a.inject({ url: '/x', headers });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(html);
    }
    await a.close();
  });

  it('a page the browser renders is sent with its shell, gzipped when accepted', async () => {
    const shell = `<!doctype html><div id="root">${'<p>Loading…</p>'.repeat(100)}</div>`;
    const a = Fastify({ logger: false });
    await a.register(webPlugin, {
      distDir: dist,
      pages: {
        handles: () => false,
        render: () => Promise.reject(new Error('not a rendered page')),
        shell: () => shell,
      },
    });
    await a.ready();
    const plain = await a.inject({ url: '/seller' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(shell);
    const gzipped = await a.inject({ url: '/seller', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(shell);
    await a.close();
  });
});
