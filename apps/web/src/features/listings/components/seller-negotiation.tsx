import type { StaffAuction } from '@gavel/contract';
import { Alert } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { NegotiationPanel } from '../../../components/negotiation/negotiation-panel';
import { isNotFoundError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { actionToast } from '../../../lib/toasts';
import { useAcceptDealerOffer } from '../api/accept-dealer-offer';
import { useDeclineDealerOffer } from '../api/decline-dealer-offer';
import { useSellerNegotiation } from '../api/get-seller-negotiation';
import { useMakeSellerOffer } from '../api/make-seller-offer';

/**
 * The seller's side of the negotiation below the reserve (SPEC §13.1), on the outcome page of an
 * auction that ended `reserve_not_met`. Accepting sells: the outcome above turns to the sale.
 */
export function SellerNegotiation({ auction, title }: { auction: StaffAuction; title: string }) {
  const negotiation = useSellerNegotiation(auction.id);
  const offer = useMakeSellerOffer(auction.id);
  const accept = useAcceptDealerOffer(auction.id);
  const decline = useDeclineDealerOffer(auction.id);
  const now = useServerNow(1000);

  if (negotiation.isPending) return <LoadingBlock lines={3} label="Loading the offers…" />;
  // No highest bidder to negotiate with: nothing to show.
  if (negotiation.isError && isNotFoundError(negotiation.error)) return null;
  if (negotiation.isError) {
    return (
      <Alert tone="danger" title="The offers could not be loaded">
        {negotiation.error.message}
      </Alert>
    );
  }
  return (
    <NegotiationPanel
      side="seller"
      negotiation={negotiation.data}
      currency={auction.currency}
      now={now}
      title={title}
      onOffer={(cents) => offer.mutateAsync(cents)}
      onAccept={(id) => accept.mutateAsync(id)}
      onDecline={(id) => decline.mutateAsync(id)}
      onSold={(cents) => {
        actionToast(
          'negotiation',
          'success',
          `Sold for ${formatMoney(cents, auction.currency)}. The buyer’s contact details are below.`,
        );
      }}
    />
  );
}
