import type { AdminListing } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { actionToast } from '../../../lib/toasts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDateTime } from '../../../lib/format';
import { toastError } from '../../../lib/form-errors';
import { useApproveListing } from '../api/approve-listing';
import { useRejectListing } from '../api/reject-listing';
import { reasonErrorOf } from './reason-error';
import { ReviewNextButton } from './review-next-button';

/**
 * The decision box: "Approve" at once (no confirmation, SPEC §8) or "Reject" with a reason in a
 * dialog. Once decided, the outcome and "Review next" take its place.
 */
export function ListingReviewPanel({ listing }: { listing: AdminListing }) {
  const approve = useApproveListing(listing.id);
  const reject = useRejectListing(listing.id);
  const [rejecting, setRejecting] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const busy = approve.isPending || reject.isPending;

  const onApprove = () => {
    if (busy) return;
    approve.mutate(undefined, {
      onSuccess: () =>
        actionToast(
          'listing-review',
          'success',
          'Listing approved. Its auction is ready to schedule.',
        ),
      // 409 seller_kyc_not_approved / invalid_state: the server's sentence says why.
      onError: toastError,
    });
  };

  const onReject = (reason: string) => {
    if (reject.isPending) return;
    setReasonError(undefined);
    reject.mutate(reason, {
      onSuccess: () => {
        setRejecting(false);
        actionToast('listing-review', 'success', 'Listing rejected. The seller sees your reason.');
      },
      onError: (error) => {
        const fieldError = reasonErrorOf(error);
        if (fieldError) setReasonError(fieldError);
        else toastError(error);
      },
    });
  };

  if (listing.status !== 'pending_review') {
    return (
      <Card className="flex flex-col gap-3 p-4">
        <h2 className="font-semibold text-zinc-900 dark:text-white">Review</h2>
        {listing.status === 'rejected' ? (
          <Alert tone="warning" title="Rejected">
            {listing.rejection_reason && <p>Reason: {listing.rejection_reason}</p>}
          </Alert>
        ) : listing.status === 'draft' ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-300">
            This listing is a draft; it can be reviewed once the seller submits it.
          </p>
        ) : (
          <Alert tone="success" title="Approved">
            <p>
              The listing has an auction; it is scheduled on the{' '}
              <Link to={'/admin/auctions'} className="font-medium underline">
                Auctions page
              </Link>
              .
            </p>
          </Alert>
        )}
        <div>
          <ReviewNextButton />
        </div>
      </Card>
    );
  }

  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="font-semibold text-zinc-900 dark:text-white">Review</h2>
      {listing.review_claimed_until && new Date(listing.review_claimed_until) > new Date() && (
        <p className="text-sm text-zinc-600 dark:text-zinc-300">
          Claimed for review until {formatDateTime(listing.review_claimed_until)}.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button aria-busy={approve.isPending} onClick={onApprove}>
          {approve.isPending ? 'Approving…' : 'Approve'}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setReasonError(undefined);
            setRejecting(true);
          }}
        >
          Reject
        </Button>
      </div>
      <ConfirmDialog
        open={rejecting}
        title="Reject this listing?"
        actionLabel="Reject"
        description="The seller sees the reason and can edit the listing and submit it again."
        withReason
        destructive
        reasonError={reasonError}
        pending={reject.isPending}
        onConfirm={onReject}
        onClose={() => {
          setRejecting(false);
        }}
      />
    </Card>
  );
}
