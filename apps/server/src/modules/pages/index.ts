import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer } from '../../plugins/web.js';
import { createPublicCache, type CachedPage } from '../auctions/public-cache.js';

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
}

/** A page whose data failed: answered with its error page, never kept. */
class FailedPage extends Error {
  constructor(readonly page: CachedPage) {
    super(`rendering failed with status ${String(page.status)}`);
  }
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
  const page = path.join(distDir, 'index.html');
  if (!fs.existsSync(entry) || !fs.existsSync(page)) return null;
  const web = (await import(pathToFileURL(entry).href)) as WebRenderer;
  const template = fs.readFileSync(page, 'utf8');
  const siteUrl = app.config.publicUrl;
  const cache = createPublicCache(app.config.publicCacheMs, app.clock, app.db);

  const api = async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
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
    if (page.status >= 500) throw new FailedPage(page);
    return page;
  };

  return {
    handles: (pathname) => web.isServerRendered(pathname),
    async render(url) {
      try {
        return cache ? await cache.servePage(url, () => renderFresh(url)) : await renderFresh(url);
      } catch (error) {
        if (error instanceof FailedPage) return error.page;
        throw error;
      }
    },
  };
}
