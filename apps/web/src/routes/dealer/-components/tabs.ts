import type { DealerAuctionScope } from '@gavel/contract';
import { DEALER_AUCTION_SCOPES } from '@gavel/contract/values';
import type { SearchSchemaInput } from '@tanstack/react-router';

/** The /dealer tabs, in order; each is one scope of `GET /api/dealer/auctions`. */
export const DEALER_TABS: readonly { scope: DealerAuctionScope; label: string }[] = [
  { scope: 'live', label: 'Live' },
  { scope: 'upcoming', label: 'Upcoming' },
  { scope: 'bidding', label: 'My bids' },
  { scope: 'watching', label: 'Watching' },
  { scope: 'won', label: 'Won' },
];

export interface DealerHomeSearch {
  tab: DealerAuctionScope;
}

/**
 * `/dealer?tab=`: the open tab lives in the URL so it survives a reload and can be linked to.
 * Not zod: this runs in the route tree, part of the first download. An unknown value falls back
 * to Live rather than failing the page.
 */
export function validateDealerHomeSearch(
  input: Partial<DealerHomeSearch> & SearchSchemaInput,
): DealerHomeSearch {
  const tab: unknown = input.tab;
  return {
    tab:
      typeof tab === 'string' && (DEALER_AUCTION_SCOPES as readonly string[]).includes(tab)
        ? (tab as DealerAuctionScope)
        : 'live',
  };
}
