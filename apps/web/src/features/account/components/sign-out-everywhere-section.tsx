import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toastError } from '../../../lib/form-errors';
import { useEndLocalSession } from '../../../lib/logout';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { AccountSection } from './account-section';

/**
 * "Sign out everywhere" (SPEC §3.1): every session of the account ends, this one included, so
 * it then ends here as Log out does (`useEndLocalSession`).
 */
export function SignOutEverywhereSection() {
  const signOut = useSignOutEverywhere();
  const endLocalSession = useEndLocalSession();
  const [confirming, setConfirming] = useState(false);

  return (
    <AccountSection
      title="Sign out everywhere"
      description="Lost a phone, or signed in on a shared computer? Sign this account out on every device and browser, this one included."
    >
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => {
          setConfirming(true);
        }}
      >
        Sign out everywhere
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere?"
        actionLabel="Sign out everywhere"
        destructive
        pending={signOut.isPending}
        description="Every device and browser signed in to this account is signed out, this one too. You will need your password to sign in again."
        onClose={() => {
          setConfirming(false);
        }}
        onConfirm={() => {
          if (signOut.isPending) return;
          signOut.mutate(undefined, {
            onSuccess: () => {
              endLocalSession('Signed out everywhere');
            },
            onError: toastError,
          });
        }}
      />
    </AccountSection>
  );
}
