import { useState, type ReactNode } from 'react';
import type { ApiFile } from '../../lib/api-file';
import { toastErrorOf } from '../../lib/form-errors';
import { saveFile } from '../../lib/save-file';
import { Button, type ButtonProps } from '../ui/button';

/**
 * A button that fetches a file behind the session's token (`fetchApiFile`) and saves it: a link
 * cannot carry the `Authorization` header. A failure is a toast with the server's message.
 */
export function DownloadButton({
  fetchFile,
  fallbackName,
  children,
  ...button
}: {
  fetchFile: () => Promise<ApiFile>;
  /** The file's name when the answer gives none. */
  fallbackName: string;
  children: ReactNode;
} & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      {...button}
      aria-busy={busy}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        fetchFile()
          .then(
            ({ blob, filename }) => {
              saveFile(blob, filename ?? fallbackName);
            },
            toastErrorOf(`download:${fallbackName}`),
          )
          .finally(() => {
            setBusy(false);
          });
      }}
    >
      {children}
    </Button>
  );
}
