import { createFileRoute } from '@tanstack/react-router';
import { ENDING_SOON_COUNT, endingSoonQueryOptions } from '../features/auctions/api/get-auctions';
import { EndingSoonSection } from '../features/auctions/components/ending-soon-section';
import { HomePage } from '../features/home/components/home-page';

export const Route = createFileRoute('/')({
  staticData: { serverRendered: true },
  // In the browser, not awaited: the hero shows at once and the auction cards fill in behind
  // skeletons. The server waits for them, so the page arrives with its auctions (SPEC §10).
  loader: async ({ context }) => {
    const cards = context.queryClient
      .query(endingSoonQueryOptions(ENDING_SOON_COUNT))
      .catch(() => undefined);
    if (import.meta.env.SSR) await cards;
  },
  component: function HomeRoute() {
    return <HomePage liveAuctions={<EndingSoonSection />} />;
  },
});
