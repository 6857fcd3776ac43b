import type { KycStatus } from '@gavel/contract';
import type { Executor } from '../../db/index.js';
import { recordAuditEvent } from '../../lib/audit.js';
import * as repo from './repository.js';

/**
 * A dealer becomes `active` once it has a profile and an approved dealer KYC, whichever comes
 * second (SPEC §4.2). Both the profile save and the KYC approval call this inside their
 * transaction, after taking the dealer KYC row's lock (ADR 009), so exactly one of them sees
 * both facts and writes `dealer.activated` once (the dealer is told by notifications, a
 * subscriber of that event: ADR 041). Only a `pending` profile is activated: a
 * suspended dealer stays suspended.
 */
export async function activateDealerIfReady(
  tx: Executor,
  input: {
    userId: string;
    kycStatus: KycStatus | undefined;
    actorId: string;
    trigger: 'profile_saved' | 'kyc_approved';
    at: Date;
  },
): Promise<repo.DealerProfileRow | undefined> {
  const profile = await repo.findProfileByUser(tx, input.userId, { lock: true });
  if (profile?.status !== 'pending' || input.kycStatus !== 'approved') return profile;
  const active = await repo.setStatus(tx, profile.id, {
    status: 'active',
    suspendedReason: null,
    activatedAt: input.at,
    at: input.at,
  });
  await recordAuditEvent(tx, {
    type: 'dealer.activated',
    actorId: input.actorId,
    subjectType: 'dealer',
    subjectId: profile.id,
    data: { trigger: input.trigger, user_id: input.userId },
    at: input.at,
  });
  return active;
}
