import { createFileRoute } from '@tanstack/react-router';
import { adminListingQueryOptions } from '../../../features/staff/api/get-listing';
import { ListingReviewPage } from '../../../features/staff/components/listing-review-page';

export const Route = createFileRoute('/admin/_area/listings/$listingId')({
  loader: async ({ context, params }) => {
    // A missing listing is shown by the page itself (with the way back to the queue).
    const listing = await context.queryClient
      .query({ ...adminListingQueryOptions(params.listingId), staleTime: 'static' })
      .catch(() => undefined);
    return { title: listing?.title ?? null };
  },
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ?? 'Listing review'} · Gavel` }],
  }),
  component: function ListingReviewRoute() {
    const { listingId } = Route.useParams();
    return <ListingReviewPage listingId={listingId} />;
  },
});
