import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { StaffPage } from './staff-page';

/**
 * A staff page of one record (a listing under review, a dispute) while it is loading, missing or
 * could not be read: the page's frame, its way back, and the state in words.
 */
export function StaffRecordFallback({
  what,
  title,
  back,
  pending,
  missing,
  error,
  onRetry,
}: {
  /** The record in words: "listing", "dispute". */
  what: string;
  /** The page's title once loaded, shown meanwhile too. */
  title: string;
  back: ReactNode;
  pending: boolean;
  missing: boolean;
  error: unknown;
  onRetry: () => unknown;
}) {
  const named = what.charAt(0).toUpperCase() + what.slice(1);
  return (
    <StaffPage title={missing ? `${named} not found` : title}>
      {back}
      {pending ? (
        <LoadingBlock label={`Loading the ${what}…`} lines={8} />
      ) : missing ? (
        <Alert tone="warning">There is no {what} with this id.</Alert>
      ) : (
        <QueryError title={`Could not load the ${what}`} error={error} onRetry={onRetry} />
      )}
    </StaffPage>
  );
}
