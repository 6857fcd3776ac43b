import { Alert } from './alert';
import { Button } from './button';
import { RetryAfterNote } from './retry-after-note';
import { errorMessage } from '../../lib/form-errors';

/** A failed read inside a page: the server's message and a way to try again. */
export function QueryError({
  title,
  error,
  onRetry,
  retryBlocked,
}: {
  title: string;
  error: unknown;
  onRetry: () => unknown;
  /** "Try again in N minutes" after a 429 (`useRetryAfter`): the button waits until then. */
  retryBlocked?: string | null | undefined;
}) {
  return (
    <Alert tone="danger" title={title}>
      <p>{errorMessage(error)}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={Boolean(retryBlocked)}
          onClick={() => {
            if (retryBlocked) return;
            void onRetry();
          }}
        >
          Try again
        </Button>
        {retryBlocked !== undefined && <RetryAfterNote message={retryBlocked} />}
      </div>
    </Alert>
  );
}
