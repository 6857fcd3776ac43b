import { createFileRoute } from '@tanstack/react-router';
import { NewListingPage } from '../../../features/listings/components/new-listing-page';

export const Route = createFileRoute('/seller/_area/listings/new')({
  head: () => ({ meta: [{ title: 'New listing · Gavel' }] }),
  component: NewListingPage,
});
