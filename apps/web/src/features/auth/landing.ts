import { areaOf, safeRedirect } from '../../lib/auth-redirect';
import { hasAreaRole, homeOf } from '../../lib/guards';

/** Where a freshly signed-in person goes: back where they were sent from, or their area. */
export function landingFor(roles: readonly string[], redirect: unknown): string {
  const home = homeOf(roles);
  const target = safeRedirect(redirect, home);
  const area = areaOf(target);
  // A redirect into an area this account cannot enter would only end on /401.
  const guarded = target === `/${area}` || target.startsWith(`/${area}/`);
  return guarded && !hasAreaRole(roles, area) ? home : target;
}
