import type { Area } from '../../../lib/auth-redirect';

const KEY = 'gavel:password-reset-area';
const AREAS: readonly Area[] = ['seller', 'dealer', 'admin'];

/**
 * Which sign-in page the person asked for a reset link from, so the reset page (opened from
 * the email, often in a new tab) can lead back to it. Only the area is kept, never the address.
 */
export function rememberResetArea(area: Area | undefined): void {
  try {
    if (area) localStorage.setItem(KEY, area);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the reset page offers every sign-in page instead.
  }
}

export function recallResetArea(): Area | undefined {
  try {
    const value = localStorage.getItem(KEY);
    return AREAS.find((area) => area === value);
  } catch {
    return undefined;
  }
}

/** `?area=` on /forgot-password: the sign-in page the link was followed from. */
export function areaSearch(search: Record<string, unknown>): { area?: Area } {
  const area = AREAS.find((candidate) => candidate === search.area);
  return area ? { area } : {};
}
