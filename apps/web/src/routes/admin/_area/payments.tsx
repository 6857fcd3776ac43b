import type { FeeStatus } from '@gavel/contract';
import { FEE_STATUSES } from '@gavel/contract/values';
import { createFileRoute } from '@tanstack/react-router';
import { oneOf } from '../../../lib/search-params';
import { paymentsQueryOptions } from '../../../features/staff/payments/api/get-payments';
import { PaymentsPage } from '../../../features/staff/payments/components/payments-page';

const searchSchema = (input: Record<string, unknown>): { fee_status?: FeeStatus } => ({
  fee_status: oneOf(FEE_STATUSES, input.fee_status),
});

export const Route = createFileRoute('/admin/_area/payments')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ status: search.fee_status ?? 'outstanding' }),
  head: () => ({ meta: [{ title: 'Payments · Gavel' }] }),
  loader: ({ context, deps }) =>
    context.queryClient.infiniteQuery({
      ...paymentsQueryOptions(deps.status),
      staleTime: 'static',
    }),
  component: function PaymentsRoute() {
    const { fee_status } = Route.useSearch();
    return <PaymentsPage status={fee_status ?? 'outstanding'} />;
  },
});
