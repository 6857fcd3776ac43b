import type { ReactNode } from 'react';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { useMe } from '../../../lib/queries/me';
import { ChangePasswordSection } from './change-password-section';
import { EmailSection } from './email-section';
import { SignOutEverywhereSection } from './sign-out-everywhere-section';
import { TwoStepSection } from './two-step-section';

type Frame = (props: { title: string; description?: ReactNode; children: ReactNode }) => ReactNode;

/**
 * `/seller/account`, `/dealer/account` and `/admin/account`: one page for every account (SPEC
 * §3.1). The staff area passes its own frame (with the staff navigation); the others use the
 * standard page.
 */
export function AccountPage({ frame: Frame = Page }: { frame?: Frame }) {
  const me = useMe();
  return (
    <Frame title="Account" description="Your sign-in details and how your account is protected.">
      <div className="flex max-w-3xl flex-col gap-6">
        {me.isPending ? (
          <LoadingBlock label="Loading your account…" lines={4} />
        ) : me.isError ? (
          <QueryError
            title="Your account could not be loaded"
            error={me.error}
            onRetry={() => me.refetch()}
          />
        ) : (
          <>
            <EmailSection me={me.data} />
            <ChangePasswordSection email={me.data.email} />
            <TwoStepSection me={me.data} />
            <SignOutEverywhereSection />
          </>
        )}
      </div>
    </Frame>
  );
}
