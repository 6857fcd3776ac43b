import type { FileRoutesByTo } from '../../../routeTree.gen';

/**
 * Staff pages are built in parallel; a path is typed as its real route once the route file
 * exists and as '/' until then (only to satisfy <Link to> — at run time the router navigates
 * to the real path), so links between staff pages type-check whichever pages have landed.
 */
export type StaffPath<P extends string> = P extends keyof FileRoutesByTo ? P : '/';

export const staffPath = <P extends `/admin${string}`>(path: P) => path as unknown as StaffPath<P>;
