import type { KycRecordStatus } from '@gavel/contract';
import type { Executor } from '../../db/index.js';

/**
 * What dealers read of the dealer KYC (ADR 040). The KYC records are kyc's, which sits above
 * dealers in the module order (its approval activates the dealer), so dealers does not import
 * it: kyc implements this and fills `app.services.dealerKyc` as it registers; dealers' service
 * reads it when called. Both run in the caller's transaction.
 */
export interface DealerKyc {
  /**
   * The status of the user's dealer KYC, locking its record: profile saves and KYC reviews both
   * take this lock first, so the activation check of one always sees the other's commit.
   */
  lockDealerKycStatus(ex: Executor, userId: string): Promise<KycRecordStatus | undefined>;
  /** The dealer KYC status of each of `userIds` that has one, in one query. */
  dealerKycStatuses(ex: Executor, userIds: string[]): Promise<Map<string, KycRecordStatus>>;
}
