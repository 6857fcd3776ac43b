import type { DealerAuction } from '@gavel/contract';
import { DisputeView } from '../../../components/disputes/dispute-view';
import { MessagesPanel } from '../../../components/messages/messages-panel';
import { Alert } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { isNotFoundError } from '../../../lib/api-client';
import { useServerNow } from '../../../lib/server-clock';
import { useDealerDispute } from '../api/get-dealer-dispute';
import { ReportProblem } from './report-problem';

/**
 * The sale's dispute as its winner sees it (SPEC §13.4): theirs once reported, "Report a
 * problem" while the window is open, nothing after it.
 */
function WinnerDispute({ listingId, auction }: { listingId: string; auction: DealerAuction }) {
  const sale = useDealerDispute(listingId, auction.id);
  const now = useServerNow(60_000);
  if (sale.isPending) return <LoadingBlock lines={2} label="Loading the sale’s dispute…" />;
  if (sale.isError) {
    if (isNotFoundError(sale.error)) return null;
    return (
      <Alert tone="danger" title="Reporting a problem is not available right now">
        {sale.error.message}
      </Alert>
    );
  }
  const { dispute, can_open: canOpen, window_ends_at: windowEndsAt } = sale.data;
  if (dispute) return <DisputeView dispute={dispute} reader="dealer" title="Your report" />;
  if (!canOpen || Date.parse(windowEndsAt) < now) return null;
  return <ReportProblem listingId={listingId} auction={auction} windowEndsAt={windowEndsAt} />;
}

/**
 * What the winner of a sold (or since cancelled) auction finds on its lot page: the dispute
 * and the conversation with the seller (SPEC §13.3). Its own chunk: only a winner loads it.
 */
export function AfterSale({ listingId, auction }: { listingId: string; auction: DealerAuction }) {
  return (
    <>
      <WinnerDispute listingId={listingId} auction={auction} />
      <MessagesPanel auctionId={auction.id} reader="dealer" />
    </>
  );
}
