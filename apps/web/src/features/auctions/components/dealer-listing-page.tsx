import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { categoryLabel } from '../../../lib/format';
import { useLoadedDealerListing } from '../api/get-dealer-listing';
import { BidPanel } from './bid-panel';
import { ListingDetails } from './dealer-listing-details';
import { useLiveListing } from './use-live-listing';
import { PhotoGallery } from '../../../components/media/photo-gallery';
import { SellerContactCard } from './seller-contact-card';
import { WatchButton } from './watch-button';

/** The gallery's width: the page's 72rem less its padding, and from lg the 24rem column and gap. */
const GALLERY_SIZES =
  '(min-width: 72rem) 44rem, (min-width: 64rem) calc(100vw - 28rem), calc(100vw - 2rem)';

/**
 * `/dealer/listings/{listingId}`: the listing with its bid panel, kept current by the auction's
 * live events; after a win, the seller's contact.
 */
export function DealerListingPage({ listingId }: { listingId: string }) {
  const { data: listing } = useLoadedDealerListing(listingId);
  const auction = listing.auction;
  useLiveListing(listingId, auction);
  const title = listing.title ?? 'Untitled listing';

  return (
    <Page
      title={title}
      description={[categoryLabel(listing.category), listing.location_city]
        .filter(Boolean)
        .join(' · ')}
      actions={
        <>
          {auction && <WatchButton auction={auction} />}
          <Link to="/dealer" className={buttonClasses({ variant: 'secondary' })}>
            All auctions
          </Link>
        </>
      }
    >
      {/* One column on a phone (photos, bidding, details); bidding on the right from lg. */}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <PhotoGallery photos={listing.photos} title={title} sizes={GALLERY_SIZES} />
        <aside
          aria-label="Bidding"
          className="flex flex-col gap-6 lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <Side listingId={listingId} />
        </aside>
        <ListingDetails listing={listing} />
      </div>
    </Page>
  );
}

function Side({ listingId }: { listingId: string }) {
  const { data: listing } = useLoadedDealerListing(listingId);
  if (!listing.auction) {
    return (
      <Alert tone="info" title="No auction yet">
        This listing has no auction scheduled yet.
      </Alert>
    );
  }
  return (
    <>
      {listing.seller_contact && <SellerContactCard contact={listing.seller_contact} />}
      <BidPanel listingId={listingId} auction={listing.auction} variant="dealer" />
    </>
  );
}
