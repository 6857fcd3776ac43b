import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { useActor } from '../actors.js';
import { useTestApp } from '../helpers.js';
import { uploadFile } from '../upload-fixtures.js';

// A Content-Security-Policy on every answer, SPA and API alike, whose scripts may come only from
// the app's own origin: no inline script, no eval, no plugins, no framing. An injected
// `<script>` or `onerror=` in any page then does not run.

const WEB = fileURLToPath(new URL('../../../web/', import.meta.url));

// The server serves the web app from WEB_DIST_DIR; a dist made of the app's real entry page
// and its one classic script stands in for a build (the build keeps both as they are).
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-web-dist-'));
fs.copyFileSync(path.join(WEB, 'index.html'), path.join(dist, 'index.html'));
fs.copyFileSync(path.join(WEB, 'public', 'boot.js'), path.join(dist, 'boot.js'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const t = useTestApp({ WEB_DIST_DIR: dist });
const seller = useActor(t, 'seller');

/** The directives of a CSP header, by name. */
function parseCsp(header: unknown): Map<string, string[]> {
  expect(typeof header, 'a content-security-policy header').toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** Checks the policy a browser would apply to scripts, and the framing and plugin rules. */
function expectStrictScripts(header: unknown, where: string) {
  const csp = parseCsp(header);
  // script-src falls back to default-src; one of them must be there and be strict.
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts, `${where}: script-src or default-src`).toBeDefined();
  for (const value of scripts ?? []) {
    expect(value, `${where}: script-src`).not.toMatch(
      /^'unsafe-(inline|eval|hashes)'$|^'wasm-unsafe-eval'$|^\*$|^(https?|data|blob):$/i,
    );
  }
  for (const name of ['script-src-elem', 'script-src-attr']) {
    for (const value of csp.get(name) ?? [])
      expect(value, `${where}: ${name}`).not.toMatch(/unsafe/);
  }
  const objects = csp.get('object-src') ?? csp.get('default-src');
  expect(objects, `${where}: object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${where}: base-uri`).toBeDefined();
}

describe('Content-Security-Policy', () => {
  it('the check below fails on unsafe scripts, plugins or a missing policy', () => {
    for (const bad of [
      "script-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'",
      "default-src 'self' 'unsafe-eval'; base-uri 'self'",
      "default-src 'self'; script-src 'self' https:; object-src 'none'; base-uri 'self'",
      "script-src 'self'; base-uri 'self'",
      undefined,
    ]) {
      expect(() => {
        expectStrictScripts(bad, 'sample');
      }).toThrow();
    }
    expectStrictScripts("default-src 'self'; object-src 'none'; base-uri 'self'", 'sample');
  });

  it('the SPA entry page: scripts from self only, not framed, and no inline script in the page', async () => {
    for (const url of ['/', '/auctions', '/seller/listings/new', '/no/such/page']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expectStrictScripts(res.headers['content-security-policy'], url);
      expect(parseCsp(res.headers['content-security-policy']).get('frame-ancestors')).toEqual([
        "'none'",
      ]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('the served page would still work under it: every script is an external file', async () => {
    const pages = [(await t.app.inject('/')).body];
    // The last build, when there is one, has the scripts Vite wrote into the page.
    const built = path.join(WEB, 'dist', 'index.html');
    if (fs.existsSync(built)) pages.push(fs.readFileSync(built, 'utf8'));
    for (const html of pages) {
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes = '', body = ''] of scripts) {
        expect(attributes).toMatch(/\ssrc=/);
        expect(body.trim()).toBe('');
      }
      // No inline event handlers (`onload=`) or javascript: URLs either.
      expect(html).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
    }
    const boot = await t.app.inject('/boot.js');
    expect(boot.statusCode).toBe(200);
    expect(boot.headers['content-type']).toMatch(/javascript/);
  });

  it('API answers of every kind carry it too', async () => {
    const file = await uploadFile(t.app, seller.token, { purpose: 'kyc_document' });
    const answers = [
      ['GET /api/health', await t.app.inject('/api/health')],
      ['401', await t.app.inject('/api/auth/me')],
      ['404', await t.app.inject('/api/nope')],
      [
        '422',
        await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 1 } }),
      ],
      ['a signed file', await t.app.inject(file.url)],
      ['openapi.json', await t.app.inject('/api/openapi.json')],
    ] as const;
    for (const [what, res] of answers) {
      expectStrictScripts(res.headers['content-security-policy'], what);
      expect(res.headers['x-content-type-options'], what).toBe('nosniff');
    }
  });

  it('the API documentation page, which runs Swagger UI, allows no inline script either', async () => {
    const res = await t.app.inject('/api/docs/');
    expect(res.statusCode).toBe(200);
    expectStrictScripts(res.headers['content-security-policy'], '/api/docs/');
  });
});
