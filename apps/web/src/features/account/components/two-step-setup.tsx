import { mfaCodeSchema, type MfaSetupResponse } from '@gavel/contract';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextareaField, TextField } from '../../../components/ui/field';
import { formErrors } from '../../../lib/form-errors';
import { useEnableMfa } from '../api/enable-mfa';
import { QrCode } from './qr-code';

/** `JBSWY3DPEHPK3PXP` → `JBSW Y3DP EHPK 3PXP`: easier to read and type; apps ignore spaces. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

const step = 'flex flex-col gap-3';
const stepTitle = 'text-sm font-semibold text-zinc-900 dark:text-white';

/**
 * Turning two-step sign-in on: scan the QR code (or type the key), then prove it with a code.
 * Nothing changes for signing in until the code is accepted.
 */
export function TwoStepSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: MfaSetupResponse;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const enable = useEnableMfa();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const heading = useRef<HTMLParagraphElement>(null);
  const codeField = useRef<HTMLInputElement>(null);

  // Setup has just replaced the button that started it: start reading at its first step.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (enable.isPending) return;
    // The contract's check and message ("Enter the code"), as the server has it.
    const checked = mfaCodeSchema.safeParse(code);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      codeField.current?.focus();
      return;
    }
    setError(undefined);
    try {
      const answer = await enable.mutateAsync({ code });
      // The recovery codes leave the mutation cache; the section holds them until "Done".
      enable.reset();
      onEnabled(answer.recovery_codes);
    } catch (failure) {
      setError(formErrors(failure, ['code']).code);
      codeField.current?.focus();
    }
  }

  return (
    <ol className="flex flex-col gap-6">
      <li className={step}>
        <p ref={heading} tabIndex={-1} className={`${stepTitle} focus:outline-none`}>
          1. Scan this QR code with an authenticator app
        </p>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Google Authenticator, Microsoft Authenticator, 1Password, Bitwarden or any app for
          time-based codes.
        </p>
        <QrCode url={setup.otpauth_url} label="QR code to add Gavel to an authenticator app" />
        {/* A text area, so the whole key wraps into view on a phone; focus selects it. */}
        <TextareaField
          label="Setup key"
          hint="Can’t scan? Type this key into the app instead, as a time-based key."
          readOnly
          rows={2}
          value={groupSecret(setup.secret)}
          spellCheck={false}
          className="max-w-sm [&_textarea]:resize-none [&_textarea]:font-mono [&_textarea]:tracking-wide"
          onFocus={(event) => {
            event.target.select();
          }}
        />
      </li>
      <li className={step}>
        <p className={stepTitle}>2. Enter the 6-digit code the app shows</p>
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          className="flex max-w-sm flex-col gap-4"
        >
          <TextField
            label="Code"
            name="code"
            ref={codeField}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={64}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
            }}
            error={error}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" aria-busy={enable.isPending}>
              Turn on two-step sign-in
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </form>
      </li>
    </ol>
  );
}
