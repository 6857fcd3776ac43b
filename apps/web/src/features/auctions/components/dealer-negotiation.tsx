import type { DealerAuction } from '@gavel/contract';
import { Alert } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { NegotiationPanel } from '../../../components/negotiation/negotiation-panel';
import { isNotFoundError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { actionToast } from '../../../lib/toasts';
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
  const negotiation = useDealerNegotiation(listingId, auction.id);
  const offer = useMakeDealerOffer(listingId, auction.id);
  const accept = useAcceptSellerOffer(listingId, auction.id);
  const decline = useDeclineSellerOffer(listingId, auction.id);
  const now = useServerNow(1000);

  if (negotiation.isPending) return <LoadingBlock lines={3} label="Loading the offers…" />;
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
      side="dealer"
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
          `You bought it for ${formatMoney(cents, auction.currency)}. The seller’s contact details are shown.`,
        );
      }}
    />
  );
}
