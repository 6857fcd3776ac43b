import type { KycDocument } from '@gavel/contract';
import { buttonClasses } from '../../../components/ui/button';
import { resolveApiUrl } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format';

/**
 * The documents of a KYC record: images inline, and every file opens in a new tab ("Open
 * document") — PDFs are not embedded because the app's CSP has `object-src 'none'`. The links
 * are short-lived signed URLs given to staff only.
 */
export function KycDocuments({ documents }: { documents: KycDocument[] }) {
  if (documents.length === 0) {
    return <p className="text-sm text-zinc-600 dark:text-zinc-400">No documents attached.</p>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {documents.map((document, index) => {
        const url = resolveApiUrl(document.url);
        const isImage = document.content_type.startsWith('image/');
        const isPdf = document.content_type === 'application/pdf';
        const name = document.filename || `Document ${String(index + 1)}`;
        return (
          <li
            key={document.id}
            className="flex min-w-0 flex-col gap-2 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="min-w-0 text-sm font-medium break-all text-zinc-900 dark:text-zinc-100">
                {name}
              </p>
              <p className="text-xs text-zinc-500 dark:text-zinc-400">
                {document.content_type} · {formatBytes(document.size_bytes)}
              </p>
            </div>
            {isImage ? (
              <img
                src={url}
                alt={`Document: ${name}`}
                loading="lazy"
                className="max-h-96 w-full rounded-md bg-zinc-100 object-contain dark:bg-zinc-900"
              />
            ) : (
              <div className="flex h-32 flex-col items-center justify-center gap-1 rounded-md bg-zinc-100 text-sm text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.5"
                  className="size-8"
                >
                  <path
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z M14 3v5h5"
                  />
                </svg>
                {isPdf ? 'PDF document' : 'No preview for this file type'}
              </div>
            )}
            <a
              href={url}
              target="_blank"
              rel="noreferrer"
              className={buttonClasses({
                variant: 'secondary',
                size: 'sm',
                className: 'self-start',
              })}
            >
              Open document
              <span className="sr-only"> {name} (opens in a new tab)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
