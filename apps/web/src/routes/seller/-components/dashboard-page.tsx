import type { ListingStatus } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { KycStatusCard } from '../../../features/kyc/components/kyc-status-card';
import { ListingsSection } from '../../../features/listings/components/listings-section';

/** `/seller`: identity check, own listings with their auctions, and the way to a new one. */
export function DashboardPage({
  status,
  onStatusChange,
}: {
  status: ListingStatus | undefined;
  onStatusChange: (status: ListingStatus | undefined) => void;
}) {
  return (
    <Page
      title="Seller dashboard"
      description="Your identity check, your listings and how their auctions are going."
      actions={
        <Link to="/seller/listings/new" className={buttonClasses()}>
          New listing
        </Link>
      }
    >
      <KycStatusCard />
      <ListingsSection status={status} onStatusChange={onStatusChange} />
    </Page>
  );
}
