import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { sellerKycQueryOptions } from '../../../features/kyc/api/get-seller-kyc';
import { NewListingPage } from '../../../features/listings/components/new-listing-page';

export const Route = createFileRoute('/seller/_area/listings/new')({
  head: () => ({ meta: [{ title: 'New listing · Gavel' }] }),
  component: function NewListingRoute() {
    const kyc = useQuery(sellerKycQueryOptions());
    return <NewListingPage kycStatus={kyc.data?.status} />;
  },
});
