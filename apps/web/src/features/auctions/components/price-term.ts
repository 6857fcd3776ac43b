import type { PublicAuction } from '@gavel/contract';

/**
 * What an auction's price is called, the same on the lot page, the public cards and the
 * dealer's cards: "Starting price" before the first bid, "Current bid" while it runs, "Sold for"
 * or "Highest bid" once it has ended.
 */
export function priceTerm(
  auction: Pick<PublicAuction, 'status' | 'current_price_cents' | 'outcome'>,
): string {
  if (auction.current_price_cents === null) return 'Starting price';
  if (auction.status !== 'ended') return 'Current bid';
  return auction.outcome === 'sold' ? 'Sold for' : 'Highest bid';
}
