import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ROUTER_DEFAULTS } from '../lib/settings';
import { routeTree } from '../routeTree.gen';
import { ErrorPage, NotFoundPage, PendingPage } from './status-pages';

export interface RouterContext {
  queryClient: QueryClient;
  /** The site's public origin (PUBLIC_URL), for canonical and shared links (SPEC §10). */
  siteUrl: string;
}

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    ...ROUTER_DEFAULTS,
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** A public page the server renders to HTML (SPEC §10, src/entry-server.tsx). */
    serverRendered?: boolean;
  }
}
