import { PASSWORD_RULE, passwordSchema } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { useState, type SyntheticEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { NarrowPage } from '../../../components/ui/narrow-page';
import { ApiError } from '../../../lib/api-client';
import { formErrors } from '../../../lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { useEmailedToken } from './emailed-token';
import { recallResetArea } from './reset-area';
import { SignInLinks } from './sign-in-links';

type Outcome = 'form' | 'done' | 'invalid';

/** `/reset-password?token=…`: the page the reset email links to. */
export function ResetPasswordPage({ token: tokenInAddress }: { token?: string | undefined }) {
  const token = useEmailedToken('/reset-password', tokenInAddress);
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(token ? 'form' : 'invalid');

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    // `aria-busy` does not block a second click; a used token would then answer 400.
    if (!token || reset.isPending || outcome !== 'form') return;
    // The sign-up rules (packages/contract), checked again by the server.
    const checked = passwordSchema.safeParse(password);
    if (!checked.success) {
      setError(password ? checked.error.issues[0]?.message : 'Enter a new password');
      return;
    }
    setError(undefined);
    try {
      await reset.mutateAsync({ token, password });
      setPassword('');
      setOutcome('done');
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fieldErrors : {};
      if (
        failure instanceof ApiError &&
        (failure.code === 'invalid_token' || (fields.token && !fields.password))
      ) {
        // A late refusal never undoes a success (`done` is final).
        setOutcome((current) => (current === 'done' ? current : 'invalid'));
        return;
      }
      setError(formErrors(failure, ['password']).password);
    } finally {
      // The token and the password leave the mutation cache (`gcTime: 0` in the hook).
      reset.reset();
    }
  }

  return (
    <NarrowPage
      eyebrow="Account"
      title="Choose a new password"
      lead={
        outcome === 'form'
          ? 'Your new password replaces the old one, and every device signed in to your account is signed out.'
          : undefined
      }
    >
      <Card className="p-5 sm:p-6">
        {outcome === 'form' && (
          <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
            <TextField
              label="New password"
              name="new-password"
              type="password"
              autoComplete="new-password"
              autoFocus
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
              }}
              error={error}
              hint={PASSWORD_RULE}
            />
            <Button type="submit" size="lg" aria-busy={reset.isPending} className="mt-2 w-full">
              Set new password
            </Button>
          </form>
        )}
        {outcome === 'done' && (
          <div role="status" className="flex flex-col gap-4">
            <Alert tone="success" title="Your password has been changed">
              Sign in with your new password. Every device that was signed in to your account has
              been signed out.
            </Alert>
            <SignInLinks area={recallResetArea()} />
          </div>
        )}
        {outcome === 'invalid' && (
          <div className="flex flex-col gap-4">
            {token ? (
              <Alert tone="danger" title="This link has expired or has already been used">
                A reset link works once, for 60 minutes, and only the newest one you asked for
                works. Ask for a new link to choose your password.
              </Alert>
            ) : (
              <Alert tone="warning" title="Open the link from your email">
                This page needs the link we email when you ask to reset your password.
              </Alert>
            )}
            <Link
              to="/forgot-password"
              search={{ area: recallResetArea() }}
              className={buttonClasses({ className: 'self-start' })}
            >
              Request a new link
            </Link>
          </div>
        )}
      </Card>
    </NarrowPage>
  );
}
