import type { KycKind, KycStatus } from '@gavel/contract';
import type { Executor } from '../../db/index.js';
import type { SellerDetails } from './presenter.js';
import * as repo from './repository.js';

/** For other modules: the status of an account's KYC of one kind, `not_started` when none. */
export async function getKycStatus(
  ex: Executor,
  userId: string,
  kind: KycKind,
): Promise<KycStatus> {
  const record = await repo.findByOwner(ex, userId, kind);
  return record?.status ?? 'not_started';
}

export interface SellerContact {
  name: string;
  phone: string;
  email: string;
}

/**
 * A seller's contact for the dealer who won (SPEC §8 Contacts): name and phone from the seller's
 * KYC, email from the account. Null when the seller has no KYC record.
 */
export async function sellerContact(
  ex: Executor,
  sellerUserId: string,
): Promise<SellerContact | null> {
  const record = await repo.findByOwnerWithEmail(ex, sellerUserId, 'seller');
  if (!record) return null;
  const details = record.details as SellerDetails;
  return { name: details.full_name, phone: details.phone, email: record.email };
}
