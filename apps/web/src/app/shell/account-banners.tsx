import { DealerBanner } from './dealer-banner';
import { EmailBanner } from './email-banner';
import { SellerKycBanner } from './seller-kyc-banner';
import { hasRole, useSession } from '../../lib/session';
import { useHeartbeat } from './use-heartbeat';

/**
 * Seed §2 and §6: the seller's KYC banner and the dealer's banner, under the header; before
 * them SPEC §3.1's "Confirm your email address" for sellers and dealers.
 */
export function AccountBanners() {
  const session = useSession();
  useHeartbeat(session !== null);
  const seller = hasRole(session, 'SELLER');
  const dealer = hasRole(session, 'DEALER');
  return (
    <>
      {(seller || dealer) && <EmailBanner />}
      {seller && <SellerKycBanner />}
      {dealer && <DealerBanner />}
    </>
  );
}
