import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer } from '../../plugins/web.js';
import { createPublicCache, type CachedPage } from '../auctions/index.js';

/** What the web build's server renderer (apps/web/src/entry-server.tsx) exports. */
interface WebRenderer {
  isServerRendered(pathname: string): boolean;
  renderDocument(request: {
    template: string;
    url: string;
    api: (url: string, init: RequestInit) => Promise<Response>;
    siteUrl: string;
    now: number;
  }): Promise<CachedPage>;
  renderShell(template: string, now: number): string;
}

/**
 * The renderer the web build wrote beside its files (`dist-server/`), or null when the web app
 * was built without it. Its API calls are answered in-process (`app.inject`), with no session:
 * what it renders is the same for everyone, so it can be kept and shared (ADR 034).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  distDir: string | undefined,
): Promise<PageRenderer | null> {
  if (distDir === undefined) return null;
  const entry = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  const indexHtml = path.join(distDir, 'index.html');
  if (!fs.existsSync(entry) || !fs.existsSync(indexHtml)) return null;
  const web = (await import(pathToFileURL(entry).href)) as WebRenderer;
  const template = fs.readFileSync(indexHtml, 'utf8');
  const siteUrl = app.config.publicUrl;
  const cache = createPublicCache(app.config.publicCacheMs, app.clock, app.db);

  // Reads only, and without the visitor's session: a page is the same for everyone.
  const api = async (url: string, init: RequestInit): Promise<Response> => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error(`a page may only read (${url})`);
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (typeof value === 'number') headers.set(name, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };

  const renderFresh = async (url: string): Promise<CachedPage> => {
    const page = await web.renderDocument({
      template,
      url,
      api,
      siteUrl,
      now: app.clock.now().getTime(),
    });
    // A read that failed is never kept: the browser renders the page itself and tries again
    // (the web plugin's fallback), as it did before pages were rendered here.
    if (page.status >= 500) throw new Error(`the page's data failed to load (${url})`);
    return page;
  };

  return {
    handles: (pathname) => web.isServerRendered(pathname),
    shell: () => web.renderShell(template, app.clock.now().getTime()),
    render: (url) => (cache ? cache.servePage(url, () => renderFresh(url)) : renderFresh(url)),
  };
}
