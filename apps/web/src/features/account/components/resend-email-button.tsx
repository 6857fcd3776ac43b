import { actionToast } from '../../../lib/toasts';
import { Button, type ButtonStyle } from '../../../components/ui/button';
import { RetryAfterNote } from '../../../components/ui/retry-after-note';
import { cn } from '../../../lib/cn';
import { toastError } from '../../../lib/form-errors';
import { useRetryAfter } from '../../../lib/retry-after';
import { useResendVerificationEmail } from '../api/resend-verification-email';

/**
 * "Resend email" (SPEC §3.1): a new confirmation link. The shell's banner, the account page and
 * the confirmation page's failure state use it. After a 429 the button stays disabled and
 * "Try again in N minutes" shows beside it until the server's wait is over.
 */
export function ResendEmailButton({ className, ...style }: ButtonStyle) {
  const resend = useResendVerificationEmail();
  const limit = useRetryAfter();
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-2', className)}>
      <Button
        {...style}
        aria-busy={resend.isPending}
        disabled={limit.blocked}
        onClick={() => {
          if (resend.isPending || limit.blocked) return;
          resend.mutate(undefined, {
            onSuccess: () => {
              actionToast(
                'resend-email',
                'success',
                'Email sent. Open the link in it to confirm your address.',
              );
            },
            onError: (error) => {
              if (!limit.hold(error)) toastError(error);
            },
          });
        }}
      >
        Resend email
      </Button>
      <RetryAfterNote message={limit.message} />
    </span>
  );
}
