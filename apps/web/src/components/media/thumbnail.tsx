import { resolveApiUrl } from '../../lib/api-client';
import { cn } from '../../lib/cn';

/** A small square thumbnail (seller's listings, staff auction rows), or a neutral picture frame when there is no photo. */
export function Thumbnail({ url, className }: { url: string | null; className?: string }) {
  return (
    <div
      className={cn(
        'size-16 shrink-0 overflow-hidden rounded-md bg-zinc-100 ring-1 ring-zinc-200 dark:bg-zinc-800 dark:ring-zinc-700',
        className,
      )}
    >
      {url ? (
        <img src={resolveApiUrl(url)} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="m-auto size-full p-4 text-zinc-400 dark:text-zinc-500"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="9" cy="10" r="1.5" />
          <path d="m21 16-5-5-8 8" />
        </svg>
      )}
    </div>
  );
}
