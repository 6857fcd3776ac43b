import type { ListingStatus } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { useSellerKyc } from '../../../features/kyc/api/get-seller-kyc';
import { KycStatusCard } from '../../../features/kyc/components/kyc-status-card';
import { ListingsSection } from '../../../features/listings/components/listings-section';
import { SellerOverview } from '../../../features/listings/components/seller-overview';

/**
 * `/seller`: what needs the seller first (counts, tasks with their deadlines, live auctions
 * ending soonest), then every listing with its state, and the identity check.
 */
export function DashboardPage({
  status,
  onStatusChange,
}: {
  status: ListingStatus | undefined;
  onStatusChange: (status: ListingStatus | undefined) => void;
}) {
  const kyc = useSellerKyc();
  return (
    <Page
      title="Seller dashboard"
      description="What needs you, your listings and how their auctions are going."
      actions={
        <Link to="/seller/listings/new" className={buttonClasses()}>
          New listing
        </Link>
      }
    >
      <SellerOverview kycStatus={kyc.data?.status} />
      <ListingsSection status={status} onStatusChange={onStatusChange} />
      <KycStatusCard />
    </Page>
  );
}
