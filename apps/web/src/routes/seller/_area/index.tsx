import type { ListingStatus } from '@gavel/contract';
import { LISTING_STATUSES } from '@gavel/contract/values';
import { createFileRoute } from '@tanstack/react-router';
import { oneOf } from '../../../lib/search-params';
import { sellerKycQueryOptions } from '../../../features/kyc/api/get-seller-kyc';
import {
  sellerListingsQueryOptions,
  sellerOverviewQueryOptions,
} from '../../../features/listings/api/get-listings';
import { DashboardPage } from '../-components/dashboard-page';

const searchSchema = (input: Record<string, unknown>): { status?: ListingStatus } => ({
  status: oneOf(LISTING_STATUSES, input.status),
});

export const Route = createFileRoute('/seller/_area/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ status: search.status }),
  head: () => ({ meta: [{ title: 'Seller dashboard · Gavel' }] }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.query({ ...sellerKycQueryOptions(), staleTime: 'static' }),
      context.queryClient.infiniteQuery({
        ...sellerListingsQueryOptions(deps.status),
        staleTime: 'static',
      }),
      context.queryClient.query({ ...sellerOverviewQueryOptions(), staleTime: 'static' }),
    ]),
  component: function SellerDashboardRoute() {
    const { status } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <DashboardPage
        status={status}
        onStatusChange={(next) => {
          void navigate({ search: next ? { status: next } : {}, replace: true });
        }}
      />
    );
  },
});
