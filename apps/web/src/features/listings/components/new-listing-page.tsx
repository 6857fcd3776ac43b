import type { KycStatus } from '@gavel/contract';
import { Page } from '../../../components/ui/page';
import { ListingEditor } from './listing-editor';
import { BackToDashboard } from './listing-page';

/** `/seller/listings/new`: the editor without a listing; the first save creates the draft. */
export function NewListingPage({ kycStatus }: { kycStatus: KycStatus | undefined }) {
  return (
    <Page
      title="New listing"
      description="Describe your item, set a starting price and add photos. Save a draft at any time."
      actions={<BackToDashboard />}
    >
      <ListingEditor listing={null} kycStatus={kycStatus} />
    </Page>
  );
}
