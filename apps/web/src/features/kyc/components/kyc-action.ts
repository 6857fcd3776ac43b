import type { KycStatus } from '@gavel/contract';

/** The link wording the shell's KYC banner uses ("Start" / "View" / "Fix"), per KYC state. */
export const KYC_ACTION: Record<KycStatus, string> = {
  not_started: 'Start',
  pending: 'View',
  approved: 'View',
  rejected: 'Fix',
  resubmission_requested: 'Fix',
};
