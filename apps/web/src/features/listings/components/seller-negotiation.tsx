import type { StaffAuction } from '@gavel/contract';
import { NegotiationSection } from '../../../components/negotiation/negotiation-section';
import { useAcceptDealerOffer } from '../api/accept-dealer-offer';
import { useDeclineDealerOffer } from '../api/decline-dealer-offer';
import { useSellerNegotiation } from '../api/get-seller-negotiation';
import { useMakeSellerOffer } from '../api/make-seller-offer';

/**
 * The seller's side of the negotiation below the reserve (SPEC §13.1), on the outcome page of an
 * auction that ended `reserve_not_met`; without a highest bidder to negotiate with, nothing.
 * Accepting sells: the outcome above turns to the sale.
 */
export function SellerNegotiation({ auction, title }: { auction: StaffAuction; title: string }) {
  return (
    <NegotiationSection
      side="seller"
      query={useSellerNegotiation(auction.id)}
      currency={auction.currency}
      title={title}
      offer={useMakeSellerOffer(auction.id)}
      accept={useAcceptDealerOffer(auction.id)}
      decline={useDeclineDealerOffer(auction.id)}
      soldMessage={(amount) => `Sold for ${amount}. The buyer’s contact details are below.`}
    />
  );
}
