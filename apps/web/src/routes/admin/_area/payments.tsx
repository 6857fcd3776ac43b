import { feeStatusSchema } from '@gavel/contract';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { paymentsQueryOptions } from '../../../features/admin/payments/api/get-payments';
import { PaymentsPage } from '../../../features/admin/payments/components/payments-page';

const searchSchema = z.object({
  fee_status: feeStatusSchema.optional().catch(undefined),
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
