import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { NarrowPage } from '../../../components/ui/narrow-page';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { homeOf } from '../../../lib/guards';
import { useRetryAfter } from '../../../lib/retry-after';
import { useSession } from '../../../lib/session';
import { useMe } from '../../../lib/queries/me';
import { useVerifyEmail } from '../api/verify-email';
import { ResendEmailButton } from './resend-email-button';
import { SignInLinks } from './sign-in-links';
import { useEmailedToken } from './emailed-token';

/** A refusal about the link itself (unknown, used, expired, malformed), not a failed call. */
const linkRefused = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * `/verify-email?token=…`: the link in the confirmation email. It confirms on arrival, once:
 * a token is single use, so StrictMode's second effect and any re-render must not post again.
 */
export function VerifyEmailPage({ token: tokenInAddress }: { token?: string | undefined }) {
  const token = useEmailedToken('/verify-email', tokenInAddress);
  const session = useSession();
  const { mutate, status, error } = useVerifyEmail();
  const sent = useRef(false);
  const limit = useRetryAfter();
  const { hold } = limit;

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token }, { onError: hold });
  }, [token, mutate, hold]);

  const onward = session ? (
    <Link to={homeOf(session.roles)} className={buttonClasses({ className: 'self-start' })}>
      Continue
    </Link>
  ) : (
    <SignInLinks />
  );

  return (
    <NarrowPage eyebrow="Account" title="Email confirmation">
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        {token && (status === 'idle' || status === 'pending') && (
          <LoadingBlock label="Confirming your email address…" lines={2} />
        )}
        {status === 'success' && (
          <div role="status" className="flex flex-col gap-4">
            <Alert tone="success" title="Your email address is confirmed">
              Thank you. Notifications about your listings, bids and identity check will reach you
              here.
            </Alert>
            {onward}
          </div>
        )}
        {status === 'error' && !linkRefused(error) && token && (
          <QueryError
            title="Your email address could not be confirmed"
            error={error}
            retryBlocked={limit.message}
            onRetry={() => {
              if (limit.blocked) return;
              mutate({ token }, { onError: hold });
            }}
          />
        )}
        {(!token || (status === 'error' && linkRefused(error))) && (
          <>
            {token ? (
              <Alert tone="danger" title="This link has expired or has already been used">
                A confirmation link works once, for 7 days, and only the newest one we sent works.
              </Alert>
            ) : (
              <Alert tone="warning" title="Open the link from your email">
                This page needs the link we email to confirm your address.
              </Alert>
            )}
            {session ? <SignedInNextStep onward={onward} /> : <SignedOutNextStep />}
          </>
        )}
      </Card>
    </NarrowPage>
  );
}

/** Signed in: already confirmed (an old link clicked twice), or a way to get a new link. */
function SignedInNextStep({ onward }: { onward: ReactNode }) {
  const me = useMe();
  if (me.isPending) return <LoadingBlock lines={1} />;
  if (me.isError) {
    return (
      <QueryError
        title="Your account could not be loaded"
        error={me.error}
        onRetry={() => me.refetch()}
      />
    );
  }
  if (me.data.email_verified) {
    return (
      <>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          Your email address {me.data.email} is already confirmed. There is nothing more to do.
        </p>
        {onward}
      </>
    );
  }
  return (
    <>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        We can send a new link to {me.data.email}.
      </p>
      <ResendEmailButton className="self-start" />
    </>
  );
}

function SignedOutNextStep() {
  return (
    <>
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        To get a new link, sign in and choose “Resend email” in the note at the top of the page.
      </p>
      <SignInLinks />
    </>
  );
}
