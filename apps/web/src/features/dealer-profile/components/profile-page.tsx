import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/format';
import { useDealerKyc } from '../../../lib/queries/get-dealer-kyc';
import { useDealerProfileOrNull } from '../../../lib/queries/get-dealer-profile';
import { ProfileForm } from './profile-form';
import { DEALER_STATUS, KYC_STATUS } from '../../../components/status/status-labels';

function AccountStatus() {
  const { profile } = useDealerProfileOrNull();
  const kyc = useDealerKyc();
  if (!profile) return null;
  const status = DEALER_STATUS[profile.status];
  const kycStatus = kyc.data ? KYC_STATUS[kyc.data.status] : null;
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="text-lg font-semibold text-zinc-900 dark:text-white">Account status</h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1">
          <dt className="text-sm text-zinc-500 dark:text-zinc-400">Dealer access</dt>
          <dd>
            <Badge tone={status.tone}>{status.label}</Badge>
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-sm text-zinc-500 dark:text-zinc-400">Business check (KYC)</dt>
          <dd className="flex flex-wrap items-center gap-2">
            {kycStatus ? <Badge tone={kycStatus.tone}>{kycStatus.label}</Badge> : '…'}
            {kyc.data?.status !== 'approved' && (
              <Link
                to="/dealer/onboarding"
                search={{ step: 'kyc' }}
                className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
              >
                {kyc.data?.status === 'pending' ? 'View' : 'Go to onboarding'}
              </Link>
            )}
          </dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-sm text-zinc-500 dark:text-zinc-400">Dealer since</dt>
          <dd className="text-sm font-medium text-zinc-900 dark:text-zinc-100">
            {formatDate(profile.created_at)}
          </dd>
        </div>
      </dl>
      {profile.status === 'suspended' && (
        <Alert tone="danger" title="Your dealer account is suspended">
          <p>{profile.suspended_reason ?? 'No reason was given.'}</p>
          <p className="mt-1">
            You cannot bid while suspended. Contact our support team to resolve it.
          </p>
        </Alert>
      )}
      {profile.status === 'pending' && (
        <Alert tone="warning" title="Dealer access pending activation">
          Your account is activated as soon as your business check (KYC) is approved.{' '}
          <Link to="/dealer/onboarding" className="font-medium underline underline-offset-2">
            See onboarding
          </Link>
        </Alert>
      )}
    </Card>
  );
}

/** `/dealer/profile`: the dealer's status, its KYC and its profile details (editable). */
export function ProfilePage() {
  const { profile, error } = useDealerProfileOrNull();
  return (
    <Page
      title="Dealer profile"
      description={
        profile && (
          <span className="flex flex-wrap items-center gap-2">
            {profile.company_name}
            <Badge tone={DEALER_STATUS[profile.status].tone}>
              {DEALER_STATUS[profile.status].label}
            </Badge>
          </span>
        )
      }
      actions={
        <Link to="/dealer" className={buttonClasses({ variant: 'secondary' })}>
          Dealer auctions
        </Link>
      }
      className="max-w-4xl"
    >
      {error ? (
        <Alert tone="danger" title="Your dealer profile could not be loaded">
          {error.message}
        </Alert>
      ) : profile === undefined ? (
        <LoadingBlock lines={8} />
      ) : profile === null ? (
        <EmptyState
          title="You have not created a dealer profile yet"
          action={
            <Link to="/dealer/onboarding" className={buttonClasses()}>
              Start onboarding
            </Link>
          }
        >
          Your profile tells sellers who you are. Create it, send your business documents, and you
          can bid once our team has approved them.
        </EmptyState>
      ) : (
        <>
          <AccountStatus />
          <Card className="p-5 sm:p-6">
            <h2 className="mb-6 text-lg font-semibold text-zinc-900 dark:text-white">
              Profile details
            </h2>
            <ProfileForm profile={profile} />
          </Card>
        </>
      )}
    </Page>
  );
}
