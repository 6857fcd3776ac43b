import type { DealerAuction } from '@gavel/contract';
import { NegotiationSection } from '../../../components/negotiation/negotiation-section';
import { useAcceptSellerOffer } from '../api/accept-seller-offer';
import { useDeclineSellerOffer } from '../api/decline-seller-offer';
import { useDealerNegotiation } from '../api/get-dealer-negotiation';
import { useMakeDealerOffer } from '../api/make-dealer-offer';

/**
 * The highest bidder's side of the negotiation below the reserve (SPEC §13.1), on the lot page
 * of an auction that ended `reserve_not_met`. Another dealer's read is 404: nothing is shown.
 * Accepting buys: the panel above turns to the win and the seller's contact.
 */
export function DealerNegotiation({
  listingId,
  auction,
  title,
}: {
  listingId: string;
  auction: DealerAuction;
  title: string;
}) {
  return (
    <NegotiationSection
      side="dealer"
      query={useDealerNegotiation(listingId, auction.id)}
      currency={auction.currency}
      title={title}
      offer={useMakeDealerOffer(listingId, auction.id)}
      accept={useAcceptSellerOffer(listingId, auction.id)}
      decline={useDeclineSellerOffer(listingId, auction.id)}
      soldMessage={(amount) =>
        `You bought it for ${amount}. The seller’s contact details are shown.`
      }
    />
  );
}
