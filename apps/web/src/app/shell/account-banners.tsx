import { DealerBanner } from './dealer-banner';
import { SellerKycBanner } from './seller-kyc-banner';
import { hasRole, useSession } from '../../lib/session';
import { useHeartbeat } from './use-heartbeat';

/** Seed §2 and §6: the seller's KYC banner and the dealer's banner, under the header. */
export function AccountBanners() {
  const session = useSession();
  useHeartbeat(session !== null);
  return (
    <>
      {hasRole(session, 'SELLER') && <SellerKycBanner />}
      {hasRole(session, 'DEALER') && <DealerBanner />}
    </>
  );
}
