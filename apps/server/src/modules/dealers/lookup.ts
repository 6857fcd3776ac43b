import type { Executor } from '../../db/index.js';
import * as repo from './repository.js';

/** For other modules (bids, auctions, payments): the dealer profile of an account, if any. */
export function getDealerForUser(
  ex: Executor,
  userId: string,
): Promise<repo.DealerProfileRow | undefined> {
  return repo.findProfileByUser(ex, userId);
}

export interface DealerContact {
  company_name: string;
  contact_name: string;
  phone: string;
  email: string;
}

/** A winning dealer's contact for its seller (SPEC §5.5, §8: from the dealer profile). */
export async function dealerContact(
  ex: Executor,
  dealerProfileId: string,
): Promise<DealerContact | null> {
  const profile = await repo.findProfileById(ex, dealerProfileId);
  if (!profile) return null;
  return {
    company_name: profile.companyName,
    contact_name: profile.contactName,
    phone: profile.phone,
    email: profile.email,
  };
}
