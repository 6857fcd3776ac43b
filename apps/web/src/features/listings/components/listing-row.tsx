import type { SellerListingItem } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { Badge } from '../../../components/ui/badge';
import { Thumbnail } from '../../../components/media/thumbnail';
import { categoryLabel, formatDate, formatMoney } from '../../../lib/format';
import { AuctionState } from './auction-state';
import { LISTING_STATUS } from '../../../components/status/status-labels';

const firstPhoto = (listing: SellerListingItem) =>
  [...listing.photos].sort((a, b) => a.position - b.position)[0]?.thumbnail_url ?? null;

const cellLabel = 'text-xs font-medium text-zinc-500 uppercase md:sr-only dark:text-zinc-400';

/**
 * One listing: a card on a phone, a table-like row from `md` up (the column headings are shown
 * once above the list; the state cell carries its own label for phones and screen readers).
 * Titles wrap rather than being cut. The state is one: the auction's once it is scheduled
 * (live, ended…), the listing's before.
 */
export function ListingRow({ listing }: { listing: SellerListingItem }) {
  const details = [
    listing.category ? categoryLabel(listing.category) : null,
    listing.starting_price_cents === null
      ? null
      : `Starts at ${formatMoney(listing.starting_price_cents, listing.currency)}`,
  ].filter(Boolean);

  return (
    <li className="grid gap-3 px-4 py-4 md:grid-cols-[minmax(0,1fr)_16rem] md:items-center md:gap-6">
      <div className="flex min-w-0 items-start gap-3">
        <Thumbnail url={firstPhoto(listing)} />
        <div className="min-w-0">
          <Link
            to="/seller/listings/$listingId"
            params={{ listingId: listing.id }}
            className="block font-medium break-words text-zinc-900 underline-offset-4 hover:underline dark:text-white"
          >
            {listing.title ?? <span className="italic">Untitled draft</span>}
          </Link>
          {details.length > 0 && (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{details.join(' · ')}</p>
          )}
          <p className="text-xs text-zinc-500 dark:text-zinc-400">
            Updated {formatDate(listing.updated_at)}
          </p>
        </div>
      </div>
      <div className="flex items-start justify-between gap-2 md:block">
        <span className={cellLabel}>Status</span>
        <div className="flex flex-col items-end gap-1 text-right md:items-start md:text-left">
          <ListingState listing={listing} />
        </div>
      </div>
    </li>
  );
}

/** The listing's one state: before its auction is scheduled, the listing's status. */
function ListingState({ listing }: { listing: SellerListingItem }) {
  const auction = listing.auction;
  if (auction && auction.status !== 'pending' && listing.status !== 'approved') {
    return <AuctionState listing={listing} />;
  }
  const status = LISTING_STATUS[listing.status];
  return (
    <>
      <Badge tone={status.tone}>{status.label}</Badge>
      {listing.status === 'rejected' && listing.rejection_reason && (
        <p className="line-clamp-2 text-xs text-red-700 dark:text-red-400">
          {listing.rejection_reason}
        </p>
      )}
      {listing.status === 'approved' && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          {listing.rerun_count > 0 ? `Rerun ${String(listing.rerun_count)} · ` : ''}awaiting
          scheduling
        </p>
      )}
      {listing.status === 'draft' && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">Not submitted yet</p>
      )}
      {listing.status === 'pending_review' && (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">Our team is reviewing it</p>
      )}
    </>
  );
}
