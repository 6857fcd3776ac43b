import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';

/** An unknown listing, or one that is not public (drafts, listings under review). */
export function DealerListingNotFound() {
  return (
    <Page title="Listing not found">
      <EmptyState
        title="This listing does not exist or is not open to dealers"
        action={
          <Link to="/dealer" className={buttonClasses()}>
            Browse auctions
          </Link>
        }
      >
        Check the link, or find the auction in your lists.
      </EmptyState>
    </Page>
  );
}
