import type { MeResponse, MfaSetupResponse } from '@gavel/contract';
import { useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toastError } from '../../../lib/form-errors';
import { useSetUpMfa } from '../api/set-up-mfa';
import { AccountSection } from './account-section';
import { RecoveryCodes } from './recovery-codes';
import { TwoStepOffForm } from './two-step-off-form';
import { TwoStepSetup } from './two-step-setup';

type Stage =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: MfaSetupResponse }
  | { kind: 'codes'; codes: string[] };

/**
 * Two-step sign-in (SPEC §3.1): off → set up (QR code, key, a code to prove it) → the recovery
 * codes, once → on, with a form to turn it off. The codes stay on screen until "Done", even
 * though `me` already says it is on.
 */
export function TwoStepSection({ me }: { me: MeResponse }) {
  const setUp = useSetUpMfa();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const heading = useRef<HTMLHeadingElement>(null);
  const on = me.mfa_enabled;

  /** Back to the section's resting state, with focus on its heading (the step just vanished). */
  function rest() {
    setStage({ kind: 'idle' });
    // After the render that removes the step's controls.
    window.setTimeout(() => heading.current?.focus(), 0);
  }

  return (
    <AccountSection
      title="Two-step sign-in"
      headingRef={heading}
      badge={on ? <Badge tone="success">On</Badge> : <Badge>Off</Badge>}
      description={
        on
          ? 'Signing in asks for your password and a code from your authenticator app.'
          : 'Protect your account with a code from an authenticator app on your phone, asked for after your password.'
      }
    >
      {stage.kind === 'codes' ? (
        <RecoveryCodes codes={stage.codes} email={me.email} onDone={rest} />
      ) : on ? (
        <TwoStepOffForm onTurnedOff={rest} />
      ) : stage.kind === 'setup' ? (
        <TwoStepSetup
          setup={stage.setup}
          onEnabled={(codes) => {
            setStage({ kind: 'codes', codes });
          }}
          onCancel={rest}
        />
      ) : (
        <Button
          className="self-start"
          aria-busy={setUp.isPending}
          onClick={() => {
            if (setUp.isPending) return;
            setUp.mutate(undefined, {
              onSuccess: (setup) => {
                setStage({ kind: 'setup', setup });
                // The secret lives in the stage only, and goes with it (`gcTime: 0`).
                setUp.reset();
              },
              onError: toastError,
            });
          }}
        >
          Set up two-step sign-in
        </Button>
      )}
    </AccountSection>
  );
}
