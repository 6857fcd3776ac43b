import { MessagesPanel } from '../../../components/messages/messages-panel';
import { SellerDispute } from './seller-dispute';

/**
 * What the seller of a sale (and of one staff cancelled since) finds under its outcome: the
 * buyer's report when there is one, and the conversation with the buyer (SPEC §13.3, §13.4).
 * Its own chunk: an unsold outcome never loads it.
 */
export function SellerAfterSale({ auctionId }: { auctionId: string }) {
  return (
    <>
      <SellerDispute auctionId={auctionId} />
      <MessagesPanel auctionId={auctionId} reader="seller" />
    </>
  );
}
