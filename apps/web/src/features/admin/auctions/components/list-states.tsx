import type { ReactNode } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';

/** A list that failed to load, with a way to try again. */
export function ListError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  return (
    <Alert tone="danger" title={title}>
      <p>{error.message}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** "Load more" under a cursor-paged list. */
export function LoadMore({
  hasMore,
  loading,
  onLoad,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoad: () => void;
}): ReactNode {
  if (!hasMore) return null;
  return (
    <Button
      variant="secondary"
      className="self-center"
      aria-busy={loading}
      onClick={() => {
        if (!loading) onLoad();
      }}
    >
      {loading ? 'Loading…' : 'Load more'}
    </Button>
  );
}

/** A section's heading with an optional count beside it. */
export function SectionHeading({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number | undefined;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h2 id={id} className="text-xl font-semibold tracking-tight text-zinc-900 dark:text-white">
        {title}
        {count !== undefined && (
          <span className="ml-2 text-base font-normal text-zinc-500 dark:text-zinc-400">
            ({count})
          </span>
        )}
      </h2>
      {children}
    </div>
  );
}
