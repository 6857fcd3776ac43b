import type { StaffAuction } from '@gavel/contract';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { AUCTION_OUTCOME } from '../../../components/status/status-labels';

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm text-zinc-500 dark:text-zinc-400">{term}</dt>
      <dd className="text-base font-semibold text-zinc-900 tabular-nums dark:text-zinc-100">
        {children}
      </dd>
    </div>
  );
}

/** Who could not buy, in a seller's words (ADR 025). */
const BLOCKED_LEADER = {
  leader_suspended: 'came from a dealer whose account is suspended',
  leader_removed: 'came from a dealer whose account no longer exists',
} as const;

/**
 * Staff's reason for a force end, in one sentence with ours: a reason that itself begins
 * "Closed early: …" or "Ended early at …" is not said twice.
 */
export function earlyEndSentence(reason: string): string {
  const lead = 'Our team ended this auction early';
  const text = reason.trim();
  const repeated = /^(?:closed|ended)\s+early\b\s*(:|[—–-])?\s*/i.exec(text);
  if (!repeated) return `${lead}: ${text}`;
  const rest = text.slice(repeated[0].length);
  if (rest === '') return `${lead}.`;
  return repeated[1] ? `${lead}: ${rest}` : `${lead} ${rest}`;
}

/**
 * Why an auction with bids did not sell because of its leading dealer, and what the seller may
 * do instead; null when the leader was not the reason.
 */
export function blockedLeaderSentence(auction: StaffAuction): string | null {
  if (!auction.unsold_reason || auction.outcome !== 'reserve_not_met') return null;
  const money = (cents: number) => formatMoney(cents, auction.currency);
  const highest =
    auction.current_price_cents === null
      ? 'The highest bid'
      : `The highest bid, ${money(auction.current_price_cents)},`;
  const offer = auction.offer_cents ?? null;
  return (
    `${highest} ${BLOCKED_LEADER[auction.unsold_reason]}, so Gavel did not sell your item to them. ` +
    (offer === null
      ? 'No other dealer bid, so you can run the auction again.'
      : `The highest bid from a dealer who can buy is ${money(offer)}: you can accept it or run the auction again.`)
  );
}

/** The result in plain words, for an ended auction. */
function sentence(auction: StaffAuction): string {
  const money = (cents: number) => formatMoney(cents, auction.currency);
  const blocked = blockedLeaderSentence(auction);
  if (blocked !== null) return blocked;
  switch (auction.outcome) {
    case 'sold': {
      const price = auction.hammer_price_cents ?? auction.current_price_cents;
      const buyer = auction.winner ? ` to ${auction.winner.company_name}` : '';
      return price === null
        ? `Your item sold${buyer}.`
        : `Your item sold for ${money(price)}${buyer}.`;
    }
    case 'reserve_not_met':
      return auction.current_price_cents !== null && auction.reserve_price_cents !== null
        ? `The highest bid, ${money(auction.current_price_cents)}, was below your reserve price of ${money(auction.reserve_price_cents)}, so the item did not sell automatically.`
        : 'The highest bid was below your reserve price, so the item did not sell automatically.';
    case 'no_bids':
      return 'The auction ended without any bids, so the item did not sell.';
    case 'cancelled': {
      const buyer = auction.winner ? ` to ${auction.winner.company_name}` : '';
      return `Gavel staff cancelled the sale${buyer} after the buyer reported a problem, so the item is unsold again. You can run the auction again.`;
    }
    case null:
      return 'The auction has ended.';
  }
}

export function OutcomeSummary({ auction }: { auction: StaffAuction }) {
  const blocked = auction.outcome === 'reserve_not_met' && Boolean(auction.unsold_reason);
  // "Reserve not met" would mislead when the reserve was met and the buyer was the problem.
  const outcome = blocked
    ? ({ label: 'Not sold', tone: 'warning' } as const)
    : auction.outcome
      ? AUCTION_OUTCOME[auction.outcome]
      : null;
  const money = (cents: number) => formatMoney(cents, auction.currency);
  const sold = auction.outcome === 'sold';
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex flex-col gap-2">
        <h2 className="flex flex-wrap items-center gap-3 text-xl font-semibold text-zinc-900 dark:text-white">
          {outcome?.label ?? 'Ended'}
          {outcome && <Badge tone={outcome.tone}>Auction ended</Badge>}
        </h2>
        <p className="text-zinc-700 dark:text-zinc-300">{sentence(auction)}</p>
        {auction.force_end_reason && (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            {earlyEndSentence(auction.force_end_reason)}
          </p>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-4 border-t border-zinc-200 pt-5 sm:grid-cols-4 dark:border-zinc-800">
        <Figure term={sold ? 'Hammer price' : 'Highest bid'}>
          {sold && auction.hammer_price_cents !== null
            ? money(auction.hammer_price_cents)
            : auction.current_price_cents === null
              ? 'None'
              : money(auction.current_price_cents)}
        </Figure>
        <Figure term="Reserve price">
          {auction.reserve_price_cents === null ? 'No reserve' : money(auction.reserve_price_cents)}
        </Figure>
        <Figure term="Bids">{auction.bid_count}</Figure>
        <Figure term="Ended">{auction.ended_at ? formatDateTime(auction.ended_at) : '—'}</Figure>
      </dl>
      {sold && auction.unsold_reason ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          The highest bidder could not buy, so you accepted the highest bid from a dealer who can.
        </p>
      ) : (
        sold &&
        auction.reserve_price_cents !== null &&
        auction.hammer_price_cents !== null &&
        auction.hammer_price_cents < auction.reserve_price_cents &&
        // At the highest bid itself: an agreed offer, or a price staff adjusted on a dispute
        // (SPEC §13.1, §13.4), sold at another price, and their own panels say so.
        auction.hammer_price_cents === auction.current_price_cents && (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            You accepted the highest bid below your reserve price.
          </p>
        )
      )}
      {sold && auction.fee_cents !== null && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Gavel’s buyer fee of {money(auction.fee_cents)} is charged to the dealer; nothing is taken
          off your price.
        </p>
      )}
    </Card>
  );
}
