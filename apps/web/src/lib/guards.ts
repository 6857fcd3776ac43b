import { isStaff } from '@gavel/contract/values';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { loginPathOf, type Area } from './auth-redirect';
import { readSession } from './session';

export function hasAreaRole(roles: readonly string[], area: Area): boolean {
  if (area === 'admin') return isStaff(roles);
  return roles.includes(area === 'seller' ? 'SELLER' : 'DEALER');
}

/** The area a signed-in account starts in: staff, then dealers, then sellers. */
export function homeOf(roles: readonly string[]): '/admin' | '/dealer' | '/seller' {
  if (hasAreaRole(roles, 'admin')) return '/admin';
  return hasAreaRole(roles, 'dealer') ? '/dealer' : '/seller';
}

/**
 * `beforeLoad` of an area's pathless layout route: signed out → the area's login page (which
 * returns here afterwards); signed in with another role → /401. The server enforces the same
 * rules on every call; this only spares people a page of errors.
 */
export function requireArea(area: Area) {
  return ({ location }: { location: ParsedLocation }) => {
    const session = readSession();
    if (!session) {
      throw redirect({
        href: `${loginPathOf(area)}?redirect=${encodeURIComponent(location.href)}`,
      });
    }
    if (!hasAreaRole(session.roles, area)) {
      throw redirect({ to: '/401' });
    }
  };
}
