import { mfaDisableBodySchema } from '@gavel/contract';
import { useState, type SyntheticEvent } from 'react';
import { actionToast } from '../../../lib/toasts';
import { useFocusFirstError } from '../../../components/forms/use-focus-first-error';
import { Button } from '../../../components/ui/button';
import { RetryAfterNote } from '../../../components/ui/retry-after-note';
import { TextField } from '../../../components/ui/field';
import { formErrors } from '../../../lib/form-errors';
import { issuesByPath } from '../../../lib/form-issues';
import { useRetryAfter } from '../../../lib/retry-after';
import { useDisableMfa } from '../api/disable-mfa';

const FIELDS = ['password', 'code'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { password: '', code: '' };

/**
 * Turning two-step sign-in off takes the password and a current (or recovery) code. The form
 * opens from a "Turn off two-step sign-in" button, so the section reads as "on" first.
 */
export function TwoStepOffForm({ onTurnedOff }: { onTurnedOff: () => void }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => {
          setOpen(true);
        }}
      >
        Turn off two-step sign-in
      </Button>
    );
  }
  return (
    <OffForm
      onTurnedOff={onTurnedOff}
      onCancel={() => {
        setOpen(false);
      }}
    />
  );
}

function OffForm({ onTurnedOff, onCancel }: { onTurnedOff: () => void; onCancel: () => void }) {
  const disable = useDisableMfa();
  const limit = useRetryAfter();
  const { formRef, focusFirstError } = useFocusFirstError();
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
    if (disable.isPending || limit.blocked) return;
    const checked = mfaDisableBodySchema.safeParse(values);
    if (!checked.success) {
      // The contract's messages: "Enter your password", "Enter the code".
      setErrors(issuesByPath(checked.error, () => false));
      focusFirstError();
      return;
    }
    setErrors({});
    try {
      await disable.mutateAsync(checked.data);
      setValues(EMPTY);
      actionToast('two-step', 'success', 'Two-step sign-in is off');
      onTurnedOff();
    } catch (failure) {
      if (limit.hold(failure)) return;
      setErrors(formErrors(failure, FIELDS));
      focusFirstError();
    } finally {
      // The password and the code leave the mutation cache (`gcTime: 0` in the hook).
      disable.reset();
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex max-w-md flex-col gap-4 border-t border-zinc-200 pt-4 dark:border-zinc-800"
    >
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        To turn it off, confirm with your password and a code from your app (or a recovery code).
      </p>
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        // The person has just asked to turn it off: the password is the first thing to type.
        autoFocus
        {...field('password')}
      />
      <TextField
        label="Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={64}
        spellCheck={false}
        {...field('code')}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="submit"
          variant="destructive"
          aria-busy={disable.isPending}
          disabled={limit.blocked}
        >
          Turn off two-step sign-in
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <RetryAfterNote message={limit.message} />
      </div>
    </form>
  );
}
