import { forgotPasswordBodySchema } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { useState, type SyntheticEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { NarrowPage } from '../../../components/ui/narrow-page';
import { loginPathOf, type Area } from '../../../lib/auth-redirect';
import { formErrors } from '../../../lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { rememberResetArea } from './reset-area';

const linkClasses =
  'rounded font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300';

/**
 * `/forgot-password`: asks for a reset link. The answer never tells whether an account has the
 * address (SPEC §3.1), so the confirmation is the same for every address.
 */
export function ForgotPasswordPage({ area }: { area?: Area | undefined }) {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const checked = forgotPasswordBodySchema.safeParse({ email });
    if (!checked.success) {
      setError(email.trim() ? checked.error.issues[0]?.message : 'Enter your email address');
      return;
    }
    setError(undefined);
    try {
      await request.mutateAsync(checked.data);
      rememberResetArea(area);
      setSentTo(checked.data.email);
    } catch (failure) {
      setError(formErrors(failure, ['email']).email);
    }
  }

  return (
    <NarrowPage
      eyebrow="Account"
      title="Reset your password"
      lead="Enter the email address you sign in with. We will email you a link to choose a new password."
    >
      <Card className="p-5 sm:p-6">
        {sentTo === null ? (
          <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              // The one field of the page.
              autoFocus
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
              }}
              error={error}
            />
            <Button type="submit" size="lg" aria-busy={request.isPending} className="mt-2 w-full">
              Email me a reset link
            </Button>
          </form>
        ) : (
          <div className="flex flex-col gap-4" role="status">
            <Alert tone="success" title="Check your email">
              If an account exists for {sentTo}, we have emailed a link to reset its password. The
              link works for 60 minutes.
            </Alert>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              No email after a few minutes? Check your spam folder, or{' '}
              <button
                type="button"
                className={linkClasses}
                onClick={() => {
                  setSentTo(null);
                }}
              >
                try again
              </button>
              .
            </p>
          </div>
        )}
      </Card>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        Remembered it?{' '}
        <Link to={loginPathOf(area ?? 'seller')} className={linkClasses}>
          Back to sign in
        </Link>
      </p>
    </NarrowPage>
  );
}
