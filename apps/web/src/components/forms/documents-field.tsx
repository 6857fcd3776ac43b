import { MAX_UPLOAD_BYTES } from '@gavel/contract';
import { Button } from '../ui/button';
import { FileField } from '../ui/field';
import { Progress } from '../ui/progress';
import { formatBytes } from '../../lib/format';
import {
  acceptOf,
  KYC_DOCUMENT_UPLOADS,
  type DocumentItem,
  type UploadKind,
} from './use-document-uploads';

function DocumentRow({
  item,
  onRemove,
  onRetry,
}: {
  item: DocumentItem;
  onRemove: () => void;
  onRetry: () => void;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-md border border-zinc-200 px-3 py-2.5 dark:border-zinc-800">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">
            {item.name}
          </p>
          <p className="text-xs text-zinc-500 dark:text-zinc-400">
            {formatBytes(item.sizeBytes)}
            {item.state === 'uploading' &&
              ` · Uploading ${String(Math.round(item.progress * 100))}%`}
            {item.state === 'done' && ' · Uploaded'}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          {item.state === 'failed' && item.file && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Retry
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove ${item.name}`}>
            Remove
          </Button>
        </div>
      </div>
      {item.state === 'uploading' && (
        <Progress value={item.progress} label={`Uploading ${item.name}`} />
      )}
      {item.state === 'failed' && (
        <p className="text-sm text-red-700 dark:text-red-400">{item.error}</p>
      )}
    </li>
  );
}

/**
 * The "Documents" input (or another `label`, for another `kind`: a dispute's "Photos") and the
 * files chosen so far, each uploading on its own.
 */
export function DocumentsField({
  items,
  error,
  onAdd,
  onRemove,
  onRetry,
  what = 'A clear copy of your identity document (both sides if it has two)',
  label = 'Documents',
  kind = KYC_DOCUMENT_UPLOADS,
}: {
  /** What to upload, e.g. "Your company registration certificate"; the limits follow it. */
  what?: string;
  label?: string;
  kind?: UploadKind;
  items: readonly DocumentItem[];
  error: string | undefined;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <FileField
        label={label}
        multiple
        accept={acceptOf(kind)}
        error={error}
        hint={`${what}: ${kind.types}, up to ${String(MAX_UPLOAD_BYTES / (1024 * 1024))} MB each, at most ${String(kind.max)} files.`}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so choosing the same file again (after removing it) fires a change.
          event.target.value = '';
          if (files.length > 0) onAdd(files);
        }}
      />
      {items.length > 0 && (
        <ul aria-label={`Attached ${kind.noun}`} className="flex flex-col gap-2">
          {items.map((item) => (
            <DocumentRow
              key={item.key}
              item={item}
              onRemove={() => {
                onRemove(item.key);
              }}
              onRetry={() => {
                onRetry(item.key);
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
