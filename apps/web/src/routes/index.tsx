import { createFileRoute } from '@tanstack/react-router';
import { ENDING_SOON_COUNT, endingSoonQueryOptions } from '../features/auctions/api/get-auctions';
import { EndingSoonSection } from '../features/auctions/components/ending-soon-section';
import { HomePage } from '../features/home/components/home-page';

export const Route = createFileRoute('/')({
  // Not awaited: the hero shows at once and the auction cards fill in behind skeletons.
  loader: ({ context }) => {
    context.queryClient.query(endingSoonQueryOptions(ENDING_SOON_COUNT)).catch(() => undefined);
  },
  component: function HomeRoute() {
    return <HomePage liveAuctions={<EndingSoonSection />} />;
  },
});
