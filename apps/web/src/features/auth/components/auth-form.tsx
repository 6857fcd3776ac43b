import {
  isMfaChallenge,
  PASSWORD_RULE,
  registerBodySchema,
  type MfaChallenge,
  type SessionResponse,
} from '@gavel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { NarrowPage } from '../../../components/ui/narrow-page';
import { RetryAfterNote } from '../../../components/ui/retry-after-note';
import { loginPathOf, type Area } from '../../../lib/auth-redirect';
import { splitFormError } from '../../../lib/form-errors';
import { useRetryAfter } from '../../../lib/retry-after';
import { dismissAllToasts } from '../../../lib/toasts';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { AREA_COPY } from '../area-copy';
import { landingFor } from '../landing';
import { startSession } from '../session-start';
import { MfaStep } from './mfa-step';

type Mode = 'login' | 'signup';

const FIELDS = ['name', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

export function AuthForm({
  area,
  mode,
  redirect,
}: {
  area: Area;
  mode: Mode;
  redirect?: string | undefined;
}) {
  const copy = AREA_COPY[area];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const pending = loginMutation.isPending || registerMutation.isPending;
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    email: '',
    password: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  /**
   * A failure that is about the form but no one field (a wrong email or password, a lockout):
   * shown on the form, announced and focused, not as a toast in a corner. `shown` counts the
   * failures, so a second identical one takes the focus again.
   */
  const [failure, setFailure] = useState<{ message: string; shown: number } | null>(null);
  const limit = useRetryAfter();
  const failureRef = useRef<HTMLDivElement>(null);
  const fieldRefs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
  };
  /** The password was right and the account asks for a code (SPEC §3.1). */
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  /** Set when the code step hands back to the password form, which then takes the focus. */
  const [focusPassword, setFocusPassword] = useState(0);

  useEffect(() => {
    if (focusPassword > 0) passwordField.current?.focus();
  }, [focusPassword]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  /** Field errors: the first field in error takes the focus (the form's order). */
  function showFieldErrors(found: Partial<Record<Field, string>>) {
    setErrors(found);
    const first = FIELDS.find((field) => found[field] !== undefined);
    if (first) (first === 'password' ? passwordField : fieldRefs[first]).current?.focus();
  }

  function fail(message: string | null) {
    setFailure(
      message === null ? null : (current) => ({ message, shown: (current?.shown ?? 0) + 1 }),
    );
  }

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  function validate(): Partial<Record<Field, string>> {
    if (mode === 'login') {
      const missing: Partial<Record<Field, string>> = {};
      if (!values.email.trim()) missing.email = 'Enter your email address';
      if (!values.password) missing.password = 'Enter your password';
      return missing;
    }
    // The same schema the server validates with (packages/contract).
    const result = registerBodySchema.safeParse({
      ...values,
      role: area === 'dealer' ? 'dealer' : 'seller',
    });
    const found: Partial<Record<Field, string>> = {};
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = issue.path[0];
        if (typeof key === 'string' && (FIELDS as readonly string[]).includes(key)) {
          found[key as Field] ??= issue.message;
        }
      }
    }
    return found;
  }

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (pending || limit.blocked) return;
    const found = validate();
    fail(null);
    showFieldErrors(found);
    if (Object.keys(found).length > 0) return;
    setNotice(null);
    try {
      const answer =
        mode === 'login'
          ? await loginMutation.mutateAsync({ email: values.email, password: values.password })
          : await registerMutation.mutateAsync({
              ...values,
              role: area === 'dealer' ? 'dealer' : 'seller',
            });
      if (isMfaChallenge(answer)) {
        setChallenge(answer);
        return;
      }
      await signedIn(answer);
    } catch (error) {
      limit.hold(error);
      const { fields, message } = splitFormError(error, FIELDS);
      showFieldErrors(fields);
      fail(message);
    } finally {
      // The password (and the tokens or mfa_token) leave the mutation cache (`gcTime: 0`).
      loginMutation.reset();
      registerMutation.reset();
    }
  }

  /** The same start for a password-only sign-in, a sign-up and the end of the code step. */
  async function signedIn(answer: SessionResponse) {
    // A toast of an earlier attempt (or of the last session) says nothing about this one.
    dismissAllToasts();
    queryClient.clear();
    startSession(answer);
    await navigate({ href: landingFor(answer.user.roles, redirect), replace: true });
  }

  /** Back to the password step, which starts the sign-in again. */
  function restart(message: string | null) {
    setChallenge(null);
    setNotice(message);
    setValues((current) => ({ ...current, password: '' }));
    setFocusPassword((count) => count + 1);
  }

  const title = mode === 'login' ? copy.signInTitle : (copy.signUpTitle ?? copy.signInTitle);
  const lead = mode === 'login' ? copy.signInLead : (copy.signUpLead ?? copy.signInLead);

  return (
    <NarrowPage eyebrow={copy.name} title={title} lead={lead}>
      <Card className="p-5 sm:p-6">
        {challenge ? (
          <MfaStep
            challenge={challenge}
            onSignedIn={signedIn}
            onBack={() => {
              restart(null);
            }}
            onExpired={restart}
          />
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
            {/* Announced: the step the person was on has just gone away. */}
            {notice && (
              <div role="alert">
                <Alert tone="warning">{notice}</Alert>
              </div>
            )}
            {failure && (
              <Alert ref={failureRef} tabIndex={-1} tone="danger">
                {failure.message}
              </Alert>
            )}
            {mode === 'signup' && (
              <TextField
                label="Name"
                name="name"
                ref={fieldRefs.name}
                autoComplete="name"
                value={values.name}
                onChange={set('name')}
                error={errors.name}
                maxLength={200}
              />
            )}
            <TextField
              label="Email"
              name="email"
              ref={fieldRefs.email}
              type="email"
              autoComplete={mode === 'login' ? 'username' : 'email'}
              value={values.email}
              onChange={set('email')}
              error={errors.email}
            />
            <TextField
              label="Password"
              name="password"
              ref={passwordField}
              type="password"
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              value={values.password}
              onChange={set('password')}
              error={errors.password}
              hint={mode === 'signup' ? PASSWORD_RULE : undefined}
            />
            <Button
              type="submit"
              size="lg"
              aria-busy={pending}
              disabled={limit.blocked}
              className="mt-2 w-full"
            >
              {mode === 'login' ? 'Sign in' : 'Create account'}
            </Button>
            <RetryAfterNote message={limit.message} />
            {mode === 'login' && (
              <Link
                to="/forgot-password"
                search={{ area }}
                className="self-center rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
              >
                Forgot password?
              </Link>
            )}
          </form>
        )}
      </Card>
      {area !== 'admin' && !challenge && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {mode === 'login' ? 'New here? ' : 'Already have an account? '}
          <Link
            to={mode === 'login' ? `/${area}/signup` : loginPathOf(area)}
            search={redirect ? { redirect } : {}}
            className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
          >
            {mode === 'login' ? 'Create an account' : 'Sign in'}
          </Link>
        </p>
      )}
    </NarrowPage>
  );
}
