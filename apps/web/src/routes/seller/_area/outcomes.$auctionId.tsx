import { uuidSchema } from '@gavel/contract';
import { createFileRoute } from '@tanstack/react-router';
import { sellerAuctionQueryOptions } from '../../../features/listings/api/get-seller-auction';
import { OutcomePage } from '../../../features/listings/components/outcome-page';

export const Route = createFileRoute('/seller/_area/outcomes/$auctionId')({
  head: () => ({ meta: [{ title: 'Auction outcome · Gavel' }] }),
  loader: async ({ context, params }) => {
    // A malformed id cannot be an auction: the page says so without asking the server.
    if (!uuidSchema.safeParse(params.auctionId).success) return;
    // Failures (404 for another seller's auction) are shown by the page, not the error route.
    await context.queryClient
      .query({ ...sellerAuctionQueryOptions(params.auctionId), staleTime: 'static' })
      .catch(() => undefined);
  },
  component: function OutcomeRoute() {
    const { auctionId } = Route.useParams();
    return <OutcomePage auctionId={auctionId} />;
  },
});
