import { useNavigate } from '@tanstack/react-router';
import { actionToast } from '../../../lib/toasts';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { toastError } from '../../../lib/form-errors';
import { useReviewNext } from '../api/review-next';

/**
 * "Review next": claims the oldest unclaimed pending listing (for 10 minutes) and opens it;
 * when nothing waits the reviewer is told so and stays where they are.
 */
export function ReviewNextButton({
  variant = 'primary',
  onEmpty,
}: {
  variant?: ButtonProps['variant'];
  /** Called when the queue is empty (after the toast). */
  onEmpty?: () => void;
}) {
  const next = useReviewNext();
  const navigate = useNavigate();

  const reviewNext = () => {
    if (next.isPending) return;
    next.mutate(undefined, {
      onSuccess: (listing) => {
        if (!listing) {
          actionToast('review-next', 'message', 'Nothing waiting for review');
          onEmpty?.();
          return;
        }
        void navigate({ to: '/admin/listings/$listingId', params: { listingId: listing.id } });
      },
      onError: toastError,
    });
  };

  return (
    <Button variant={variant} aria-busy={next.isPending} onClick={reviewNext}>
      Review next
    </Button>
  );
}
