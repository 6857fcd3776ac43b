/** The areas with their own sign-in page (seed §8). */
export type Area = 'seller' | 'dealer' | 'admin';

/** Seed §8: /admin… → /admin/login, /dealer… → /dealer/login, anything else → /seller/login. */
export function areaOf(pathname: string): Area {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  if (pathname === '/dealer' || pathname.startsWith('/dealer/')) return 'dealer';
  return 'seller';
}

export const loginPathOf = (area: Area) => `/${area}/login` as const;

export const loginPathFor = (pathname: string) => loginPathOf(areaOf(pathname));

/**
 * Where to go after signing in: only a same-site path (never `//host` or a URL), and never
 * back to a login or signup page.
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) {
    return fallback;
  }
  if (/^\/(seller|dealer|admin)\/(login|signup)(\/|\?|$)/.test(target)) return fallback;
  return target;
}
