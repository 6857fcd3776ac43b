import { Button } from './button';

/** The "Load more" button under a cursor-paginated list; nothing when there is no next page. */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  if (!hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button
        variant="secondary"
        aria-busy={isFetchingNextPage}
        onClick={() => {
          if (!isFetchingNextPage) void fetchNextPage();
        }}
      >
        {isFetchingNextPage ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}
