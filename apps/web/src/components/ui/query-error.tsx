import { Alert } from './alert';
import { Button } from './button';
import { errorMessage } from '../../lib/form-errors';

/** A failed read inside a page: the server's message and a way to try again. */
export function QueryError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => unknown;
}) {
  return (
    <Alert tone="danger" title={title}>
      <p>{errorMessage(error)}</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        onClick={() => {
          void onRetry();
        }}
      >
        Try again
      </Button>
    </Alert>
  );
}
