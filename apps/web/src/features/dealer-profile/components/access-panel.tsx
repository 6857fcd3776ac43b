import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { useDealerProfileOrNull } from '../../../lib/queries/get-dealer-profile';

/**
 * Why this dealer cannot bid yet, and where to go about it. Nothing while the profile loads or
 * once the dealer is active. Shown on the dealer's home, beside the shell's shorter banner.
 */
export function AccessPanel() {
  const { profile } = useDealerProfileOrNull();
  if (profile === undefined || profile?.status === 'active') return null;

  const lead = 'You can browse auctions, but bidding opens once your dealer account is active.';

  if (profile === null) {
    return (
      <Alert tone="warning" title="Finish your dealer onboarding">
        <p>{lead} Create your dealer profile and send your business documents to get started.</p>
        <Link to="/dealer/onboarding" className={buttonClasses({ size: 'sm', className: 'mt-3' })}>
          Start onboarding
        </Link>
      </Alert>
    );
  }
  if (profile.status === 'pending') {
    return (
      <Alert tone="warning" title="Your dealer access is pending activation">
        <p>
          {lead} It is activated as soon as our team has approved your business documents (KYC).
        </p>
        <Link to="/dealer/onboarding" className={buttonClasses({ size: 'sm', className: 'mt-3' })}>
          Check onboarding status
        </Link>
      </Alert>
    );
  }
  return (
    <Alert tone="danger" title="Your dealer account is suspended">
      <p>{profile.suspended_reason ?? 'Bidding is disabled for your account.'}</p>
      <Link
        to="/dealer/profile"
        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-3' })}
      >
        View profile
      </Link>
    </Alert>
  );
}
