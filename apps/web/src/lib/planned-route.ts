import type { FileRoutesByPath } from '@tanstack/react-router';

/**
 * A path the shell already links to whose page arrives in a later issue; until then the router
 * shows Not Found there. The parameter refuses a path that has become a real route, so once its
 * page exists tsc points at every call to switch back to a plain, fully typed `<Link to>`.
 */
export function plannedRoute<P extends `/${string}`>(
  path: P extends keyof FileRoutesByPath ? never : P,
): '/' {
  // Typed as '/' only to satisfy <Link to>; at run time the router navigates to the real path.
  return path as unknown as '/';
}
