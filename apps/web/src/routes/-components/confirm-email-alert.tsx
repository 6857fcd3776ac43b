import { Alert } from '../../components/ui/alert';
import { ResendEmailButton } from '../../features/account/components/resend-email-button';
import { useMe } from '../../lib/queries/me';

/**
 * Above the seller's and the dealer's KYC form (SPEC §3.1): the server refuses the submission
 * (409 `email_not_verified`) until the address is confirmed, so say so before the form is
 * filled in. Nothing while `me` is unknown or confirmed; a refused submission refreshes `me`.
 */
export function ConfirmEmailAlert() {
  const { data } = useMe();
  if (!data || data.email_verified) return null;
  return (
    <Alert tone="warning" title="Confirm your email address">
      <p>
        We check your documents once your email address is confirmed. Open the link we emailed to{' '}
        {data.email}, then send this form.
      </p>
      <ResendEmailButton variant="secondary" size="sm" className="mt-3" />
    </Alert>
  );
}
