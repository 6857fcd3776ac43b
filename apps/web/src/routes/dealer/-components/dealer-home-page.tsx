import type { DealerAuctionScope } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { DEALER_TABS } from './tabs';
import { AccessPanel } from '../../../features/dealer-profile/components/access-panel';
import { AuctionList } from '../../../features/auctions/components/dealer-auction-list';
import { DealerTabs } from './dealer-tabs';

const INTRO: Record<DealerAuctionScope, string> = {
  live: 'Auctions open for bids now, ending soonest first.',
  upcoming: 'Scheduled auctions, starting soonest first.',
  bidding: 'Live auctions you have bid on, and whether you are leading.',
  watching: 'Auctions you follow.',
  won: 'Auctions you won, newest first. Open one for the seller’s contact details.',
};

/** `/dealer`: live and upcoming auctions, my bids, the watchlist and won auctions. */
export function DealerHomePage({ tab }: { tab: DealerAuctionScope }) {
  const label = DEALER_TABS.find((t) => t.scope === tab)?.label ?? 'Live';
  return (
    <Page
      title="Dealer auctions"
      description="Bid on live auctions, follow the ones you care about and see what you won."
      actions={
        <>
          <Link to="/dealer/searches" className={buttonClasses({ variant: 'secondary' })}>
            Saved searches
          </Link>
          <Link to="/dealer/invoices" className={buttonClasses({ variant: 'secondary' })}>
            Invoices
          </Link>
          <Link to="/dealer/profile" className={buttonClasses({ variant: 'secondary' })}>
            Dealer profile
          </Link>
        </>
      }
    >
      <AccessPanel />
      <div className="flex flex-col gap-5">
        <DealerTabs active={tab} />
        <section aria-labelledby="dealer-tab-heading" className="flex flex-col gap-4">
          <div>
            <h2
              id="dealer-tab-heading"
              className="text-lg font-semibold text-zinc-900 dark:text-white"
            >
              {label}
            </h2>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{INTRO[tab]}</p>
          </div>
          <AuctionList key={tab} scope={tab} />
        </section>
      </div>
    </Page>
  );
}
