import type { MeResponse } from '@gavel/contract';
import { Badge } from '../../../components/ui/badge';
import { formatDate } from '../../../lib/format';
import { AccountSection } from './account-section';
import { ResendEmailButton } from './resend-email-button';

const term = 'text-sm text-zinc-600 dark:text-zinc-400';
const value = 'text-sm font-medium break-all text-zinc-900 dark:text-zinc-100';

/** Who is signed in, and whether the email address is confirmed (SPEC §3.1). */
export function EmailSection({ me }: { me: MeResponse }) {
  return (
    <AccountSection
      title="Your account"
      badge={
        me.email_verified ? (
          <Badge tone="success">Email confirmed</Badge>
        ) : (
          <Badge tone="warning">Email not confirmed</Badge>
        )
      }
    >
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className={term}>Name</dt>
        <dd className={value}>{me.name}</dd>
        <dt className={term}>Email</dt>
        <dd className={value}>{me.email}</dd>
        <dt className={term}>Member since</dt>
        <dd className={value}>{formatDate(me.created_at)}</dd>
      </dl>
      {!me.email_verified && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            We emailed a link to this address. Open it to confirm that the address is yours: the
            identity check and your notifications need it.
          </p>
          <ResendEmailButton variant="secondary" className="self-start sm:self-center" />
        </div>
      )}
    </AccountSection>
  );
}
