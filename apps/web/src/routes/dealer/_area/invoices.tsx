import type { InvoiceStatus } from '@gavel/contract';
import { INVOICE_STATUSES } from '@gavel/contract/values';
import { createFileRoute } from '@tanstack/react-router';
import { invoicesQueryOptions } from '../../../features/invoices/api/get-invoices';
import { InvoicesPage } from '../../../features/invoices/components/invoices-page';
import { oneOf } from '../../../lib/search-params';

const searchSchema = (input: Record<string, unknown>): { status?: InvoiceStatus } => ({
  status: oneOf(INVOICE_STATUSES, input.status),
});

/** `/dealer/invoices` (SPEC §13.2): the dealer's buyer-fee invoices and their PDFs. */
export const Route = createFileRoute('/dealer/_area/invoices')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ status: search.status }),
  head: () => ({ meta: [{ title: 'Invoices · Gavel' }] }),
  // Not awaited: the page shows its loading state, and a failed read its "Try again".
  loader: ({ context: { queryClient }, deps }) => {
    queryClient
      .infiniteQuery({ ...invoicesQueryOptions(deps.status), staleTime: 'static' })
      .catch(() => null);
  },
  component: function InvoicesRoute() {
    const { status } = Route.useSearch();
    return <InvoicesPage status={status} />;
  },
});
