import { createFileRoute } from '@tanstack/react-router';
import { loadListing } from '../../../features/listings/api/get-listing';
import {
  ListingNotFound,
  ListingPageSkeleton,
} from '../../../features/listings/components/listing-page-states';
import { ListingPage } from '../../../features/listings/components/listing-page';

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
  return <ListingPage listingId={listingId} />;
}
