import { DealerBanner } from './dealer-banner';
import { EmailBanner } from './email-banner';
import { SellerKycBanner } from './seller-kyc-banner';
import { useHeartbeat } from './use-heartbeat';

/**
 * A signed-in person's banners and heartbeat: loaded with the session, so a first visit signed
 * out (the public pages' JS budget) downloads none of them.
 */
export default function SignedInBanners({ seller, dealer }: { seller: boolean; dealer: boolean }) {
  useHeartbeat(true);
  return (
    <>
      {(seller || dealer) && <EmailBanner />}
      {seller && <SellerKycBanner />}
      {dealer && <DealerBanner />}
    </>
  );
}
