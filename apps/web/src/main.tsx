import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setSessionLostHandler } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { setRenderedAt, syncServerClock } from './lib/server-clock';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { readSsrState } from './app/ssr-state';
import './app/styles.css';

// A deploy replaces the hashed chunks: a page opened before it cannot load a lazy route any
// more, so load the new version of the app instead of showing an error.
// Once a minute at most, so a chunk that cannot load at all (offline) shows the error page.
window.addEventListener('vite:preloadError', (event) => {
  const key = 'gavel:reloaded-for-chunk';
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem(key, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

// A public page arrives rendered (SPEC §10), with the data it was rendered with.
const ssrState = readSsrState();
const queryClient = createQueryClient();
const router = createAppRouter({
  queryClient,
  siteUrl: ssrState?.siteUrl ?? window.location.origin,
});

// A session that cannot be renewed: forget its data and go to the area's login page, which
// brings the person back here after signing in.
setSessionLostHandler((loginPath) => {
  queryClient.clear();
  // Calls that failed together all end here; the router's location is already the login page
  // (pending) after the first, while the address bar may not be yet.
  if (router.state.location.pathname === loginPath) return;
  const here = router.state.location.href;
  void router.navigate({
    href: `${loginPath}?redirect=${encodeURIComponent(here)}`,
    replace: true,
  });
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <Providers router={router} queryClient={queryClient} />
  </StrictMode>
);

// A server-rendered page: load the same route from the data it came with (no request), then
// take over its HTML. Every other page is rendered here.
if (ssrState) {
  hydrate(queryClient, ssrState.queries);
  setRenderedAt(ssrState.renderedAt);
  // Its data came with no answer to set the server's clock from: the page says when it was
  // answered (`server_time`, of this answer even when the page came from the cache), about when
  // it began to arrive. Countdowns then tick on the server's time, not on a device clock that
  // may be minutes off.
  const navigation = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  const sinceArrival = navigation ? Math.max(0, performance.now() - navigation.responseStart) : 0;
  syncServerClock(ssrState.server_time, Date.now() - sinceArrival);
  // What TanStack Router's own hydration sets: the route tree then renders with the server's
  // boundaries (no Suspense around the root), so React finds the HTML it expects.
  router.ssr = { manifest: undefined };
  // As a transition, React hydrates the page in slices of a few milliseconds and lets the
  // browser answer between them (issue 36): hydrated at once, the whole page was one long task
  // that held a phone's taps back. The page is on screen all the while, and a tap on a part not
  // yet hydrated is replayed once it is.
  // The route's load (its chunks requested, its loader run) in a task of its own, after the one
  // that evaluated the app's code: two shorter tasks instead of one long one.
  void new Promise((resolve) => setTimeout(resolve, 0))
    .then(() => router.load())
    .then(() => {
      startTransition(() => {
        hydrateRoot(container, app);
      });
    });
} else if (container.hasChildNodes()) {
  // A page the browser renders, sent with its shell (header, footer, a skeleton: entry-server
  // `renderShell`): the shell stays on screen until the route has loaded, then the app replaces
  // it with the page at once, never with an empty frame in between.
  void router.load().then(() => createRoot(container).render(app));
} else {
  createRoot(container).render(app);
}
