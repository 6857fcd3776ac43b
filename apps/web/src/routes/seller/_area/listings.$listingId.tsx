import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { sellerKycQueryOptions } from '../../../features/kyc/api/get-seller-kyc';
import { loadListing } from '../../../features/listings/api/get-listing';
import {
  ListingNotFound,
  ListingPageSkeleton,
} from '../../../features/listings/components/listing-page-states';
import { ListingPage } from '../../../features/listings/components/listing-page';
import { SellerBidHistory } from '../-components/seller-bid-history';

export const Route = createFileRoute('/seller/_area/listings/$listingId')({
  loader: ({ context, params }) => loadListing(context.queryClient, params.listingId),
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? 'Listing'} · Gavel` }],
  }),
  component: ListingRoute,
  pendingComponent: ListingPageSkeleton,
  notFoundComponent: ListingNotFound,
});

function ListingRoute() {
  const { listingId } = Route.useParams();
  const kyc = useQuery(sellerKycQueryOptions());
  return (
    <ListingPage
      listingId={listingId}
      kycStatus={kyc.data?.status}
      bidHistory={(auction) => <SellerBidHistory auction={auction} />}
    />
  );
}
