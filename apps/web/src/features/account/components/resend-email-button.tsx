import { toast } from 'sonner';
import { Button, type ButtonStyle } from '../../../components/ui/button';
import { toastError } from '../../../lib/form-errors';
import { useResendVerificationEmail } from '../api/resend-verification-email';

/**
 * "Resend email" (SPEC §3.1): a new confirmation link. The shell's banner, the account page and
 * the confirmation page's failure state use it; the server's 429 message is the toast.
 */
export function ResendEmailButton(style: ButtonStyle) {
  const resend = useResendVerificationEmail();
  return (
    <Button
      {...style}
      aria-busy={resend.isPending}
      onClick={() => {
        if (resend.isPending) return;
        resend.mutate(undefined, {
          onSuccess: () => {
            toast.success('Email sent. Open the link in it to confirm your address.');
          },
          onError: toastError,
        });
      }}
    >
      Resend email
    </Button>
  );
}
