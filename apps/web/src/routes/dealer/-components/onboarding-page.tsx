import type { DealerKycResponse, DealerProfile } from '@gavel/contract';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { useDealerKyc } from '../../../lib/queries/get-dealer-kyc';
import { useDealerProfileOrNull } from '../../../lib/queries/get-dealer-profile';
import type { OnboardingStep } from './onboarding-search';
import { KycStep } from '../../../features/kyc/components/dealer-kyc-step';
import { ProfileForm } from '../../../features/dealer-profile/components/profile-form';
import { ConfirmEmailAlert } from '../../-components/confirm-email-alert';
import { StatusStep } from './status-step';
import { StepIndicator, type StepInfo } from './step-indicator';

const KYC_SENT = new Set(['pending', 'approved']);

/** The step the dealer is at: profile first, then KYC, then its status. */
function stepNow(profile: DealerProfile | null, kyc: DealerKycResponse): OnboardingStep {
  if (!profile) return 'profile';
  return KYC_SENT.has(kyc.status) ? 'status' : 'kyc';
}

function steps(profile: DealerProfile | null, kyc: DealerKycResponse): StepInfo[] {
  const kycState: Record<DealerKycResponse['status'], string> = {
    not_started: 'To do',
    pending: 'In review',
    approved: 'Approved',
    rejected: 'Needs changes',
    resubmission_requested: 'Needs changes',
  };
  return [
    {
      step: 'profile',
      label: 'Dealer profile',
      state: profile ? 'Done' : 'To do',
      done: profile !== null,
      reachable: true,
    },
    {
      step: 'kyc',
      label: 'Business check (KYC)',
      state: kycState[kyc.status],
      done: KYC_SENT.has(kyc.status),
      reachable: profile !== null || kyc.status !== 'not_started',
    },
    {
      step: 'status',
      label: 'Activation',
      state:
        profile?.status === 'active'
          ? 'Active'
          : profile?.status === 'suspended'
            ? 'Suspended'
            : 'Pending',
      done: profile?.status === 'active',
      reachable: true,
    },
  ];
}

/** `/dealer/onboarding`: profile, then business KYC, then activation status. */
export function OnboardingPage({ step }: { step: OnboardingStep | undefined }) {
  const navigate = useNavigate();
  const { profile, error: profileError } = useDealerProfileOrNull();
  const kyc = useDealerKyc();

  const content = () => {
    if (profileError) {
      return (
        <Alert tone="danger" title="Your dealer profile could not be loaded">
          {profileError.message}
        </Alert>
      );
    }
    if (kyc.isError) {
      return (
        <Alert tone="danger" title="Your KYC could not be loaded">
          {kyc.error.message}
        </Alert>
      );
    }
    if (profile === undefined || kyc.isPending) return <LoadingBlock lines={8} />;

    const list = steps(profile, kyc.data);
    const wanted = step ?? stepNow(profile, kyc.data);
    const current = list.find((s) => s.step === wanted)?.reachable
      ? wanted
      : stepNow(profile, kyc.data);
    // After each step, on to whatever comes next.
    const next = () => {
      void navigate({ to: '/dealer/onboarding', search: {} });
      window.scrollTo({ top: 0 });
    };

    return (
      <>
        <StepIndicator steps={list} current={current} />
        <section aria-labelledby="onboarding-step" className="flex flex-col gap-5">
          <h2 id="onboarding-step" className="text-xl font-semibold text-zinc-900 dark:text-white">
            {list.find((s) => s.step === current)?.label}
          </h2>
          {current === 'profile' && (
            <Card className="p-5 sm:p-6">
              <ProfileForm profile={profile} onSaved={next} />
            </Card>
          )}
          {current === 'kyc' && (
            <KycStep
              kyc={kyc.data}
              profile={profile}
              onSubmitted={next}
              beforeForm={<ConfirmEmailAlert />}
            />
          )}
          {current === 'status' && <StatusStep profile={profile} kyc={kyc.data} />}
        </section>
      </>
    );
  };

  return (
    <Page
      title="Dealer onboarding"
      description="Three steps to bidding: your dealer profile, a check of your business, activation."
      actions={
        <Link to="/dealer/profile" className={buttonClasses({ variant: 'secondary' })}>
          Dealer profile
        </Link>
      }
      className="max-w-4xl"
    >
      {content()}
    </Page>
  );
}
