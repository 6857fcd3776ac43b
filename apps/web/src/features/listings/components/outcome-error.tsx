import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { ApiError, isNotFoundError } from '../../../lib/api-client';

const back = (
  <Link to="/seller" className={buttonClasses({ variant: 'secondary' })}>
    Back to dashboard
  </Link>
);

/**
 * The outcome page's error state (`error` null: the address holds no valid auction id). The
 * server answers 404 both for an auction that does not exist and for another seller's
 * (SPEC §2), so the page cannot tell them apart either.
 */
export function OutcomeError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (error === null || isNotFoundError(error)) {
    return (
      <Page title="Auction not found" actions={back} className="max-w-4xl">
        <p className="text-zinc-600 dark:text-zinc-400">
          There is no auction at this address among your listings. Open the outcome from your
          dashboard instead.
        </p>
      </Page>
    );
  }
  if (error instanceof ApiError && error.status === 403) {
    return (
      <Page title="Not available" actions={back} className="max-w-4xl">
        <p className="text-zinc-600 dark:text-zinc-400">
          Only the seller of an auction can see its outcome. Sign in with your seller account.
        </p>
      </Page>
    );
  }
  return (
    <Page title="Auction outcome" actions={back} className="max-w-4xl">
      <QueryError title="The outcome could not be loaded" error={error} onRetry={onRetry} />
    </Page>
  );
}
