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
import { loginPathOf, type Area } from '../../../lib/auth-redirect';
import { formErrors } from '../../../lib/form-errors';
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
  /** The password was right and the account asks for a code (SPEC §3.1). */
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  /** Set when the code step hands back to the password form, which then takes the focus. */
  const [focusPassword, setFocusPassword] = useState(0);

  useEffect(() => {
    if (focusPassword > 0) passwordField.current?.focus();
  }, [focusPassword]);

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
    if (pending) return;
    const found = validate();
    setErrors(found);
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
      setErrors(formErrors(error, FIELDS));
    } finally {
      // The password (and the tokens or mfa_token) leave the mutation cache (`gcTime: 0`).
      loginMutation.reset();
      registerMutation.reset();
    }
  }

  /** The same start for a password-only sign-in, a sign-up and the end of the code step. */
  async function signedIn(answer: SessionResponse) {
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
            {mode === 'signup' && (
              <TextField
                label="Name"
                name="name"
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
            <Button type="submit" size="lg" aria-busy={pending} className="mt-2 w-full">
              {mode === 'login' ? 'Sign in' : 'Create account'}
            </Button>
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
