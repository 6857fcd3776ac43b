import { useEffect, useRef } from 'react';
import { actionToast } from '../../../lib/toasts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { saveFile } from '../../../lib/save-file';

const FILE_NAME = 'gavel-recovery-codes.txt';

/** Whose codes and from when, so a file found months later says which account it unlocks. */
function asText(codes: readonly string[], email: string): string {
  const date = new Date().toISOString().slice(0, 10);
  return [
    `Gavel recovery codes for ${email}`,
    `Created ${date}. Turning two-step sign-in on again replaces them.`,
    'Each code signs you in once instead of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

function download(codes: readonly string[], email: string): void {
  saveFile(new Blob([asText(codes, email)], { type: 'text/plain' }), FILE_NAME);
}

async function copy(codes: readonly string[], email: string): Promise<void> {
  // The clipboard needs a secure context: on a plain-http address it is not there.
  if (!(navigator.clipboard as Clipboard | undefined)) {
    actionToast(
      'copy-codes',
      'error',
      'Copying is not available here. Download the codes instead.',
    );
    return;
  }
  try {
    await navigator.clipboard.writeText(asText(codes, email));
    actionToast('copy-codes', 'success', 'Recovery codes copied');
  } catch {
    actionToast('copy-codes', 'error', 'The codes could not be copied. Download them instead.');
  }
}

/**
 * The ten recovery codes, shown once (the server keeps only their hashes): copy or download,
 * then an explicit "Done" so nobody loses them by accident.
 */
export function RecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  /** The account's address, named in the copied and downloaded text. */
  email: string;
  onDone: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the person's focus (the "Turn on" button is gone): start here.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div className="flex flex-col gap-4">
      <h3
        ref={heading}
        tabIndex={-1}
        className="text-base font-semibold text-zinc-900 focus:outline-none dark:text-white"
      >
        Two-step sign-in is on. Save your recovery codes
      </h3>
      <Alert tone="warning">
        If you lose your phone, each of these codes signs you in once instead of a code from the
        app. This is the only time we show them: copy or download them now and keep them somewhere
        safe.
      </Alert>
      <ul
        aria-label="Recovery codes"
        className="grid max-w-md grid-cols-1 gap-x-6 gap-y-1 rounded-md border border-zinc-200 bg-zinc-50 p-4 font-mono text-sm text-zinc-900 sm:grid-cols-2 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            void copy(codes, email);
          }}
        >
          Copy codes
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            download(codes, email);
          }}
        >
          Download codes
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
