import type { Role } from './enums.js';

/**
 * Seed §3: maps the lower-case names seller, dealer, admin to SELLER, DEALER, ADMIN;
 * any other name maps to SELLER.
 */
export function roleFromName(name: string): Role {
  switch (name) {
    case 'dealer':
      return 'DEALER';
    case 'admin':
      return 'ADMIN';
    default:
      return 'SELLER';
  }
}

export const isStaff = (roles: readonly string[]): boolean =>
  roles.includes('ADMIN') || roles.includes('OPS');
