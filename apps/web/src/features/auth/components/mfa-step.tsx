import { mfaCodeSchema, type MfaChallenge, type SessionResponse } from '@gavel/contract';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RetryAfterNote } from '../../../components/ui/retry-after-note';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { splitFormError } from '../../../lib/form-errors';
import { useRetryAfter } from '../../../lib/retry-after';
import { useVerifyMfa } from '../api/verify-mfa';

/**
 * The second step of signing in to an account with two-step sign-in (SPEC §3.1): a code from
 * the authenticator app, or one of the recovery codes. The field opens the phone's number pad
 * (`inputmode="numeric"`) until the person asks for a recovery code, which has letters.
 */
export function MfaStep({
  challenge,
  onSignedIn,
  onBack,
  onExpired,
}: {
  challenge: MfaChallenge;
  onSignedIn: (answer: SessionResponse) => Promise<void>;
  onBack: () => void;
  /** The `mfa_token` is no longer accepted (5 minutes passed): back to the password. */
  onExpired: (message: string) => void;
}) {
  const verify = useVerifyMfa();
  const limit = useRetryAfter();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [recovery, setRecovery] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  /** A failure about the step but not the code (a lockout, the server): on the form, focused. */
  const [failure, setFailure] = useState<{ message: string; shown: number } | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);
  /** The code was accepted: the step is over while the landing page loads. */
  const signedIn = useRef(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    // A second click would spend the code (or a recovery code) twice.
    if (verify.isPending || limit.blocked || signedIn.current) return;
    // The contract's check and message ("Enter the code"), as the server has it.
    const checked = mfaCodeSchema.safeParse(code);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      field.current?.focus();
      return;
    }
    setError(undefined);
    setFailure(null);
    let answer: SessionResponse;
    try {
      answer = await verify.mutateAsync({ mfa_token: challenge.mfa_token, code });
    } catch (problem) {
      if (problem instanceof ApiError && problem.code === 'invalid_token') {
        onExpired(problem.message);
        return;
      }
      limit.hold(problem);
      const { fields, message } = splitFormError(problem, ['code']);
      setError(fields.code);
      if (message !== null) {
        setFailure((current) => ({ message, shown: (current?.shown ?? 0) + 1 }));
      } else {
        field.current?.focus();
      }
      return;
    } finally {
      // The tokens, the mfa_token and the code leave the mutation cache (`gcTime: 0`).
      verify.reset();
    }
    signedIn.current = true;
    await onSignedIn(answer);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <div>
        <h2 className="text-base font-semibold text-zinc-900 dark:text-white">Two-step sign-in</h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          {recovery
            ? 'Enter one of the recovery codes you saved when you turned two-step sign-in on. Each works once.'
            : 'Enter the 6-digit code your authenticator app shows for Gavel.'}
        </p>
      </div>
      {failure && (
        <Alert ref={failureRef} tabIndex={-1} tone="danger">
          {failure.message}
        </Alert>
      )}
      <TextField
        label="Code"
        name="code"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={64}
        ref={field}
        // The person has just asked for this step: the code is the one thing to type.
        autoFocus
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
        }}
        error={error}
      />
      <Button
        type="submit"
        size="lg"
        aria-busy={verify.isPending}
        disabled={limit.blocked}
        className="w-full"
      >
        Verify
      </Button>
      <RetryAfterNote message={limit.message} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          Back
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setRecovery((current) => !current);
            setError(undefined);
            field.current?.focus();
          }}
        >
          {recovery ? 'Use a code from your app' : 'Use a recovery code'}
        </Button>
      </div>
    </form>
  );
}
