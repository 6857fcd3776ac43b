import type { KycDocument } from '@gavel/contract';
import { buttonClasses } from '../../../components/ui/button';
import { resolveApiUrl } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format';
import { PdfPreview } from './pdf-preview';

/**
 * The documents of a KYC record, shown in the page beside the declared data: images as they
 * are, PDFs drawn by pdf.js (loaded on first use). "Open document" opens the file in a new tab.
 * The links are short-lived signed URLs given to staff only.
 */
export function KycDocuments({ documents }: { documents: KycDocument[] }) {
  if (documents.length === 0) {
    return <p className="text-sm text-zinc-600 dark:text-zinc-400">No documents attached.</p>;
  }
  return (
    <ul className="flex flex-col gap-4">
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
                {isPdf ? 'PDF' : document.content_type} · {formatBytes(document.size_bytes)}
              </p>
            </div>
            {isImage ? (
              <img
                src={url}
                alt={`Document: ${name}`}
                className="max-h-[36rem] w-full rounded-md bg-zinc-100 object-contain dark:bg-zinc-900"
              />
            ) : isPdf ? (
              <PdfPreview url={url} name={name} />
            ) : (
              <p className="rounded-md bg-zinc-100 p-4 text-sm text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
                No preview for this file type.
              </p>
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
