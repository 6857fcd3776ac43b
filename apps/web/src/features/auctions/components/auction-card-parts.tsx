import type { PublicAuction } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PhotoPlaceholder } from '../../../components/media/photo-placeholder';
import { Badge } from '../../../components/ui/badge';
import { AUCTION_STATUS } from '../../../components/status/status-labels';
import { resolveApiUrl } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';

/**
 * The parts every auction card shares, the public catalogue's and the dealer's lists': the photo
 * with the status badge, and the title, a link stretched over the whole card, with the city.
 */
export function AuctionCardPhoto({
  auction,
  eager = false,
  className,
  badgeClassName,
}: {
  auction: PublicAuction;
  /** In the first row of a list: its photo is likely the page's largest paint, so load it first. */
  eager?: boolean;
  className: string;
  badgeClassName: string;
}) {
  const [broken, setBroken] = useState(false);
  const thumbnail = auction.listing.thumbnail_url;
  const status = AUCTION_STATUS[auction.status];
  return (
    <div className={cn('relative overflow-hidden bg-zinc-100 dark:bg-zinc-800', className)}>
      {thumbnail && !broken ? (
        <img
          src={resolveApiUrl(thumbnail)}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          onError={() => {
            setBroken(true);
          }}
          className="absolute inset-0 size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      ) : (
        <PhotoPlaceholder className="absolute inset-0" />
      )}
      <Badge tone={status.tone} className={cn('absolute', badgeClassName)}>
        {status.label}
      </Badge>
    </div>
  );
}

export function AuctionCardTitle({ auction, id }: { auction: PublicAuction; id?: string }) {
  const title = auction.listing.title ?? 'Untitled listing';
  const stretched = "outline-none after:absolute after:inset-0 after:content-['']";
  return (
    <div className="min-w-0">
      <h3 id={id} className="line-clamp-2 font-semibold text-zinc-900 dark:text-white">
        <Link
          to="/auctions/$listingId"
          params={{ listingId: auction.listing_id }}
          className={stretched}
        >
          {title}
        </Link>
      </h3>
      {auction.listing.location_city && (
        <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">
          {auction.listing.location_city}
        </p>
      )}
    </div>
  );
}
