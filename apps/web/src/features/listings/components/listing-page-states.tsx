import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';

/** While the listing loads (after the router's pending delay). */
export function ListingPageSkeleton() {
  return (
    <div
      className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8"
      role="status"
      aria-live="polite"
    >
      <span className="sr-only">Loading the listing…</span>
      <div className="flex flex-col gap-3">
        <Skeleton className="h-9 w-2/3 max-w-md" />
        <Skeleton className="h-5 w-56" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="flex flex-col gap-4 p-5">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-28 w-full" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        </Card>
        <Card className="flex flex-col gap-3 p-5">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-10 w-full" />
        </Card>
      </div>
    </div>
  );
}

/** A listing that does not exist or belongs to someone else (the API answers 404 for both). */
export function ListingNotFound() {
  return (
    <Page title="Listing not found">
      <EmptyState
        title="We could not find this listing"
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Link to="/seller" className={buttonClasses()}>
              Back to dashboard
            </Link>
            <Link to="/seller/listings/new" className={buttonClasses({ variant: 'secondary' })}>
              Create a listing
            </Link>
          </div>
        }
      >
        It may have been deleted, the link may be mistyped, or it belongs to another account.
      </EmptyState>
    </Page>
  );
}
