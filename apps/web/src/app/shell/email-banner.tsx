import { useMe } from '../../lib/queries/me';
import { ResendEmailButton } from '../../features/account/components/resend-email-button';
import { StatusBanner } from './status-banner';

/**
 * SPEC §3.1: a seller or dealer whose address is not confirmed yet is asked to confirm it (the
 * identity check waits for it), with a button for a new link.
 */
export function EmailBanner() {
  const { data } = useMe();
  // Say nothing until we know, and nothing when the read failed.
  if (!data || data.email_verified) return null;
  return (
    <StatusBanner
      text="Confirm your email address"
      detail={`Open the link we emailed to ${data.email}.`}
      action={<ResendEmailButton variant="secondary" size="sm" />}
    />
  );
}
