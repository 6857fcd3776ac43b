import type { DealerKycResponse, DealerProfile } from '@gavel/contract';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DEALER_STATUS, KYC_STATUS } from '../../../components/status/status-labels';

function Check({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <span className="font-medium text-zinc-900 dark:text-zinc-100">{label}</span>
      {children}
    </li>
  );
}

/** Step 3: whether the dealer may bid, and what is still missing if not. */
export function StatusStep({
  profile,
  kyc,
}: {
  profile: DealerProfile | null;
  kyc: DealerKycResponse;
}) {
  const checklist = (
    <Card className="px-5 py-2">
      <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
        <Check label="Dealer profile">
          {profile ? (
            <Badge tone="success">Saved</Badge>
          ) : (
            <Link
              to="/dealer/onboarding"
              search={{ step: 'profile' }}
              className={buttonClasses({ size: 'sm' })}
            >
              Create profile
            </Link>
          )}
        </Check>
        <Check label="Business check (KYC)">
          <Badge tone={KYC_STATUS[kyc.status].tone}>{KYC_STATUS[kyc.status].label}</Badge>
        </Check>
        <Check label="Dealer access">
          {profile ? (
            <Badge tone={DEALER_STATUS[profile.status].tone}>
              {DEALER_STATUS[profile.status].label}
            </Badge>
          ) : (
            <Badge>Not started</Badge>
          )}
        </Check>
      </ul>
    </Card>
  );

  if (profile?.status === 'active') {
    return (
      <>
        <Alert tone="success" title="Your dealer account is active">
          <p>You can bid in every live auction.</p>
          <Link to="/dealer" className={buttonClasses({ size: 'sm', className: 'mt-3' })}>
            Browse live auctions
          </Link>
        </Alert>
        {checklist}
      </>
    );
  }
  if (profile?.status === 'suspended') {
    return (
      <>
        <Alert tone="danger" title="Your dealer account is suspended">
          <p>{profile.suspended_reason ?? 'Bidding is disabled for your account.'}</p>
          <p className="mt-1">Contact our support team if you think this is a mistake.</p>
        </Alert>
        {checklist}
      </>
    );
  }
  const waitingForReview = kyc.status === 'pending';
  return (
    <>
      <Alert tone="warning" title="Dealer access pending activation">
        {!profile
          ? 'Create your dealer profile to continue.'
          : waitingForReview
            ? 'Our team is reviewing your documents. Your account is activated as soon as they are approved; we will notify you.'
            : 'Submit your business documents (KYC) to have your account activated.'}
        {profile && !waitingForReview && kyc.status !== 'approved' && (
          <div className="mt-3">
            <Link
              to="/dealer/onboarding"
              search={{ step: 'kyc' }}
              className={buttonClasses({ size: 'sm' })}
            >
              Continue to KYC
            </Link>
          </div>
        )}
      </Alert>
      {checklist}
    </>
  );
}
