/**
 * The server's renderer of the public pages (SPEC §10, ADR 034): the app's own route tree,
 * loaded for one URL and rendered to HTML with React. Built by `vite build --ssr` into
 * dist-server/ and called by the API server (apps/server/src/modules/pages).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  HeadContent,
  rootRouteId,
  RouterContextProvider,
} from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { APP_HEAD_END, APP_HEAD_START } from './app/app-head';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { PageShell } from './app/shell/page-shell';
import { ThemeProvider } from './app/theme';
import { ssrStateScript } from './app/ssr-state';
import { setApiTransport } from './lib/api-client';
import { setRenderedAt } from './lib/server-clock';
import { QUERY_DEFAULTS } from './lib/settings';

export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

// Each page's calls go to the server that renders it (one process may hold several, in tests).
const pageApi = new AsyncLocalStorage<ApiFetch>();
setApiTransport((url, init) => {
  const api = pageApi.getStore();
  if (!api) throw new Error(`No API to call for ${url} outside a page render`);
  return api(url, init);
});

// One router to tell pages apart; it never loads anything.
const matcher = createAppRouter(
  { queryClient: new QueryClient(), siteUrl: '' },
  createMemoryHistory(),
);

/**
 * Whether the server renders this path: the public pages (`staticData.serverRendered`), and
 * paths no route matches (the "Not Found" page, 404). Every other page (the signed-in areas,
 * sign-in and sign-up) is the browser's.
 */
export function isServerRendered(pathname: string): boolean {
  const matches = matcher.matchRoutes(pathname, {});
  const leaf = matches.at(-1);
  if (!leaf || leaf.routeId === rootRouteId) return true;
  return matcher.routesById[leaf.routeId].options.staticData?.serverRendered === true;
}

export interface RenderedDocument {
  /**
   * 200; 404 for an unknown path or auction; 500 when a route's data failed; a redirect's
   * status (with `location`) for a URL the app writes differently.
   */
  status: number;
  html: string;
  /** Where a redirect points: a path on this site. */
  location?: string;
}

export interface RenderRequest {
  /** The web build's index.html. */
  template: string;
  /** Path and query of the page. */
  url: string;
  /** Answers the app's API calls. */
  api: ApiFetch;
  /** PUBLIC_URL, without a trailing slash. */
  siteUrl: string;
  /** The server's clock (ms), for the countdowns. */
  now: number;
}

/** Renders a page into the web build's index.html. */
export async function renderDocument({
  template,
  url,
  api,
  siteUrl,
  now,
}: RenderRequest): Promise<RenderedDocument> {
  // One cache per page: nothing rendered for one request is seen by another. No retry: a
  // failed read renders the error page at once (and the browser's own tries follow).
  const queryClient = new QueryClient({
    defaultOptions: { queries: { ...QUERY_DEFAULTS.queries, retry: false } },
  });
  const router = createAppRouter(
    { queryClient, siteUrl },
    createMemoryHistory({ initialEntries: [url] }),
  );
  // Its server side is an inline script, which the CSP refuses; the browser's side restores
  // positions once the app runs.
  router.update({ ...router.options, scrollRestoration: false });
  await pageApi.run(api, () => router.load());

  // A URL the app would write otherwise (`/auctions?status=live&category=`, as a search form
  // sent before the app ran writes it: defaults and empty filters stay out of the URL) is sent
  // to the one it writes. Read as TanStack's own request handler reads it.
  const result = router._serverResult;
  if (result?.type === 'redirect') {
    const location = result.redirect.headers.get('Location') ?? '';
    if (!location.startsWith('/') || location.startsWith('//')) {
      throw new Error(`a redirect off the site (${location})`);
    }
    return { status: result.redirect.status, html: '', location };
  }

  const matches = router.state.matches;
  const status = matches.some((match) => match.status === 'notFound' || match._notFound)
    ? 404
    : matches.some((match) => match.status === 'error')
      ? 500
      : 200;

  // Rendering is synchronous: no other page's render sees this moment.
  setRenderedAt(now);
  let body: string;
  try {
    body = renderToString(
      <StrictMode>
        <Providers router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  } finally {
    setRenderedAt(null);
  }
  // React writes what belongs in <head> (image preloads) before the content of a partial
  // render: it moves there, beside the route's own tags.
  const hoisted = LEADING_HEAD_TAGS.exec(body)?.[0] ?? '';
  const head = renderToString(
    <RouterContextProvider router={router}>
      <HeadContent />
    </RouterContextProvider>,
  );
  const html = startAfterPhotos(template)
    .replace(
      new RegExp(`${APP_HEAD_START}[\\s\\S]*?${APP_HEAD_END}`),
      () => `${APP_HEAD_START}${head}${APP_HEAD_END}${hoisted}`,
    )
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root">${body.slice(hoisted.length)}</div>${ssrStateScript({
          queries: dehydrate(queryClient),
          renderedAt: now,
          siteUrl,
          server_time: new Date(now).toISOString(),
        })}`,
    );
  return { status, html };
}

const MODULE_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const BOOT_SCRIPT = '<script src="/boot.js"></script>';
let started: { template: string; page: string } | undefined;

/**
 * The page starts the app through public/boot.js once its photos are on screen, instead of with
 * the build's module script and modulepreloads, which the browser would fetch alongside them
 * (ADR 034; measured by bench scenario 5): they move to the boot script's data attributes. Only
 * rendered pages: a page the browser renders itself has nothing to show before the app runs,
 * and keeps index.html as built.
 */
function startAfterPhotos(template: string): string {
  if (started?.template === template) return started.page;
  const entry = MODULE_ENTRY.exec(template);
  if (!entry?.[1]) throw new Error('index.html has no module entry script');
  if (!template.includes(BOOT_SCRIPT)) throw new Error(`index.html has no ${BOOT_SCRIPT}`);
  const preloads = [...template.matchAll(MODULE_PRELOAD)];
  const boot = `<script src="/boot.js" data-app="${entry[1]}" data-preload="${preloads.map((link) => link[1]).join(' ')}"></script>`;
  const page = preloads
    .reduce((page, link) => page.replace(link[0], ''), template)
    .replace(entry[0], '')
    .replace(BOOT_SCRIPT, () => boot);
  started = { template, page };
  return page;
}

// A path no page has: no link of the shell's header is the current page's.
const shellRouter = createAppRouter(
  { queryClient: new QueryClient(), siteUrl: '' },
  createMemoryHistory({ initialEntries: ['/-shell'] }),
);
let shell: { template: string; year: number; page: string } | undefined;

/**
 * A page the browser renders (the signed-in areas, sign-in and sign-up), as the server sends it:
 * index.html with the page's shell in #root (header, footer and a skeleton:
 * app/shell/page-shell.tsx), painted at once instead of a blank page while the app loads. The
 * same for everyone, as the server does not know who asks; the app's module script stays as
 * built, so the app starts at once and replaces the shell.
 */
export function renderShell(template: string, now: number): string {
  const year = new Date(now).getUTCFullYear();
  if (shell?.template === template && shell.year === year) return shell.page;
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  setRenderedAt(now);
  let body: string;
  try {
    body = renderToString(
      <StrictMode>
        <ThemeProvider>
          <QueryClientProvider client={new QueryClient()}>
            <RouterContextProvider router={shellRouter}>
              <PageShell />
            </RouterContextProvider>
          </QueryClientProvider>
        </ThemeProvider>
      </StrictMode>,
    );
  } finally {
    setRenderedAt(null);
  }
  const page = template.replace(ROOT_ELEMENT, () => `<div id="root">${body}</div>`);
  shell = { template, year, page };
  return page;
}

const LEADING_HEAD_TAGS = /^(?:<link [^>]*>|<meta [^>]*>|<title>[^<]*<\/title>)+/;
const ROOT_ELEMENT = '<div id="root"></div>';
