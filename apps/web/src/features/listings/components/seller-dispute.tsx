import { DISPUTE_RESPONSE_MAX, type Dispute } from '@gavel/contract';
import { useState, type SyntheticEvent } from 'react';
import { DisputeView } from '../../../components/disputes/dispute-view';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { isNotFoundError } from '../../../lib/api-client';
import { formErrors } from '../../../lib/form-errors';
import { characterCount } from '../../../lib/format';
import { actionToast } from '../../../lib/toasts';
import { useSellerDispute } from '../api/get-seller-dispute';
import { useRespondToDispute } from '../api/respond-to-dispute';

/** "Respond": the seller's one answer to the buyer's report, 1–`DISPUTE_RESPONSE_MAX`. */
function RespondForm({ auctionId, dispute }: { auctionId: string; dispute: Dispute }) {
  const respond = useRespondToDispute(auctionId, dispute.id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (respond.isPending) return;
    if (body.trim() === '') {
      setError('Response is required');
      return;
    }
    setError(undefined);
    respond.mutateAsync(body).then(
      () => {
        actionToast('dispute-response', 'success', 'Your response was sent.');
      },
      (failure: unknown) => {
        setError(formErrors(failure, ['body'], 'dispute-response').body);
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Respond to the report"
      className="flex flex-col gap-3 border-t border-zinc-200 pt-4 dark:border-zinc-800"
    >
      <TextareaField
        label="Your response"
        name="body"
        rows={4}
        maxLength={DISPUTE_RESPONSE_MAX}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          setError(undefined);
        }}
        hint={`You can respond once; the buyer and Gavel staff read it. ${characterCount(body.length, DISPUTE_RESPONSE_MAX)}.`}
        error={error}
      />
      <Button type="submit" className="self-start" aria-busy={respond.isPending}>
        Respond
      </Button>
    </form>
  );
}

/**
 * The buyer's dispute on the seller's sale (SPEC §13.4), when there is one: what they reported,
 * and "Respond" until the seller has answered or staff have decided.
 */
export function SellerDispute({ auctionId }: { auctionId: string }) {
  const sale = useSellerDispute(auctionId);
  if (sale.isPending) return <LoadingBlock lines={2} label="Loading the sale’s dispute…" />;
  if (sale.isError) {
    if (isNotFoundError(sale.error)) return null;
    return (
      <Alert tone="danger" title="The sale’s dispute could not be loaded">
        {sale.error.message}
      </Alert>
    );
  }
  const dispute = sale.data.dispute;
  if (!dispute) return null;
  return (
    <DisputeView dispute={dispute} reader="seller" title="The buyer reported a problem">
      {dispute.status === 'open' && dispute.seller_response === null && (
        <RespondForm auctionId={auctionId} dispute={dispute} />
      )}
    </DisputeView>
  );
}
