import { isUuid } from '@gavel/contract/values';
import { createFileRoute } from '@tanstack/react-router';
import { adminDisputeQueryOptions } from '../../../features/staff/disputes/api/get-dispute';
import { DisputePage } from '../../../features/staff/disputes/components/dispute-page';

export const Route = createFileRoute('/admin/_area/disputes/$disputeId')({
  loader: async ({ context, params }) => {
    // A malformed id cannot be a dispute; a missing one is shown by the page itself.
    if (!isUuid(params.disputeId)) return { title: null };
    const dispute = await context.queryClient
      .query({ ...adminDisputeQueryOptions(params.disputeId), staleTime: 'static' })
      .catch(() => undefined);
    return { title: dispute?.listing_title ?? null };
  },
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.title ? `Dispute: ${loaderData.title}` : 'Dispute'} · Gavel` }],
  }),
  component: function DisputeRoute() {
    const { disputeId } = Route.useParams();
    return <DisputePage disputeId={disputeId} />;
  },
});
