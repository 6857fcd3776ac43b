/**
 * Of the header's link targets, the one whose area `pathname` is in: the longest target equal to
 * the path or a parent of it (`/dealer/profile` over `/dealer` on `/dealer/profile`, `/dealer` on
 * `/dealer/listings/…`). `null` when the page is in none of them.
 */
export function currentTarget(pathname: string, targets: readonly string[]): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: string | null = null;
  for (const target of targets) {
    const inside = path === target || path.startsWith(`${target}/`);
    if (inside && (best === null || target.length > best.length)) best = target;
  }
  return best;
}
