import { changePasswordBodySchema, PASSWORD_RULE } from '@gavel/contract';
import { useState, type SyntheticEvent } from 'react';
import { actionToast } from '../../../lib/toasts';
import { useFocusFirstError } from '../../../components/forms/use-focus-first-error';
import { Button } from '../../../components/ui/button';
import { RetryAfterNote } from '../../../components/ui/retry-after-note';
import { TextField } from '../../../components/ui/field';
import { formErrors } from '../../../lib/form-errors';
import { issuesByPath } from '../../../lib/form-issues';
import { useRetryAfter } from '../../../lib/retry-after';
import { useChangePassword } from '../api/change-password';
import { AccountSection } from './account-section';

const FIELDS = ['current_password', 'new_password'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { current_password: '', new_password: '' };

/** "Change password" (SPEC §3.1): this device stays signed in, every other one is signed out. */
export function ChangePasswordSection({ email }: { email: string }) {
  const change = useChangePassword();
  const { formRef, focusFirstError } = useFocusFirstError();
  const limit = useRetryAfter();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (change.isPending || limit.blocked) return;
    // The contract's schema, the one the server checks with: the sign-up password rules.
    const checked = changePasswordBodySchema.safeParse(values);
    if (!checked.success) {
      // The contract's own messages ("Enter your current password", the length rule).
      const found: Partial<Record<Field, string>> = issuesByPath(checked.error, () => false);
      if (found.new_password && !values.new_password) found.new_password = 'Enter a new password';
      setErrors(found);
      focusFirstError();
      return;
    }
    setErrors({});
    try {
      await change.mutateAsync(checked.data);
      setValues(EMPTY);
      actionToast(
        'password',
        'success',
        'Password changed. Every other device has been signed out.',
      );
    } catch (failure) {
      if (limit.hold(failure)) return;
      setErrors(formErrors(failure, FIELDS));
      focusFirstError();
    } finally {
      // Both passwords leave the mutation cache (`gcTime: 0` in the hook).
      change.reset();
    }
  }

  return (
    <AccountSection
      title="Change password"
      description="You stay signed in here; every other device and browser is signed out."
    >
      <form
        ref={formRef}
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex max-w-md flex-col gap-4"
      >
        {/* Tells password managers which account the new password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...field('current_password')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_RULE}
          {...field('new_password')}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" aria-busy={change.isPending} disabled={limit.blocked}>
            Change password
          </Button>
          <RetryAfterNote message={limit.message} />
        </div>
      </form>
    </AccountSection>
  );
}
