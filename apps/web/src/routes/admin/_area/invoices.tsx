import { INVOICE_STATUSES } from '@gavel/contract/values';
import { createFileRoute } from '@tanstack/react-router';
import { adminInvoicesQueryOptions } from '../../../features/staff/invoices/api/get-invoices';
import type { AdminInvoiceFilters } from '../../../features/staff/invoices/api/keys';
import { AdminInvoicesPage } from '../../../features/staff/invoices/components/invoices-page';
import { isoDay, oneOf } from '../../../lib/search-params';

const searchSchema = (input: Record<string, unknown>): AdminInvoiceFilters => ({
  status: oneOf(INVOICE_STATUSES, input.status),
  from: isoDay(input.from),
  to: isoDay(input.to),
});

export const Route = createFileRoute('/admin/_area/invoices')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ status: search.status, from: search.from, to: search.to }),
  head: () => ({ meta: [{ title: 'Invoices · Gavel' }] }),
  // A range the server refuses (`from` after `to`) is shown next to the fields by the page.
  loader: async ({ context, deps }) => {
    await context.queryClient
      .infiniteQuery({ ...adminInvoicesQueryOptions(deps), staleTime: 'static' })
      .catch(() => undefined);
  },
  component: function AdminInvoicesRoute() {
    const filters = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <AdminInvoicesPage
        filters={filters}
        onFiltersChange={(next) => {
          void navigate({ search: next });
        }}
      />
    );
  },
});
