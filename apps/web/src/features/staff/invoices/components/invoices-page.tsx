import type { Invoice } from '@gavel/contract';
import { DownloadButton } from '../../../../components/files/download-button';
import { InvoiceList } from '../../../../components/invoices/invoice-list';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadMore } from '../../../../components/ui/load-more';
import { QueryError } from '../../../../components/ui/query-error';
import { LoadingBlock } from '../../../../components/ui/skeleton';
import { splitFormError } from '../../../../lib/form-errors';
import { StaffPage } from '../../components/staff-page';
import { exportInvoicesCsv } from '../api/export-invoices-csv';
import { useAdminInvoices } from '../api/get-invoices';
import { fetchAdminInvoicePdf } from '../api/get-invoice-pdf';
import type { AdminInvoiceFilters } from '../api/keys';
import { InvoiceFilters } from './invoice-filters';

const pdf = (invoice: Invoice) => fetchAdminInvoicePdf(invoice.id);

/**
 * `/admin/invoices` (SPEC §13.2): every buyer-fee invoice, newest first, by status and day of
 * issue, each with its PDF, and the invoices of those days as CSV.
 */
export function AdminInvoicesPage({
  filters,
  onFiltersChange,
}: {
  filters: AdminInvoiceFilters;
  onFiltersChange: (filters: AdminInvoiceFilters) => void;
}) {
  const list = useAdminInvoices(filters);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  // A range the server refuses is shown next to the date fields, not as a failed read.
  const refused = list.isError ? splitFormError(list.error, ['from', 'to']) : null;
  const range = {
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };

  let body;
  if (list.isPending) {
    body = <LoadingBlock label="Loading invoices…" lines={4} />;
  } else if (list.isError && items.length === 0) {
    body =
      refused?.message === null ? null : (
        <QueryError
          title="Invoices could not be loaded"
          error={list.error}
          onRetry={() => list.refetch()}
        />
      );
  } else if (items.length === 0) {
    body = (
      <EmptyState title="No invoices">
        {filters.status || filters.from || filters.to
          ? 'No invoice matches these filters.'
          : 'Every sale issues the winning dealer an invoice for the buyer’s fee; none has been issued yet.'}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <InvoiceList invoices={items} pdf={pdf} withDealer />
        <LoadMore
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
        />
      </>
    );
  }

  return (
    <StaffPage
      title="Invoices"
      description="Buyer’s fee invoices of every sale, newest first. Days are UTC, both included."
      actions={
        <DownloadButton
          variant="secondary"
          fetchFile={() => exportInvoicesCsv(range)}
          fallbackName="invoices.csv"
        >
          Export CSV
        </DownloadButton>
      }
    >
      <InvoiceFilters
        // A new filter in the URL (back, a link) resets the form to it.
        key={`${filters.status ?? ''}|${filters.from ?? ''}|${filters.to ?? ''}`}
        filters={filters}
        serverErrors={refused?.fields ?? {}}
        onApply={onFiltersChange}
      />
      <section aria-label="Invoices" className="flex flex-col gap-4">
        {body}
      </section>
    </StaffPage>
  );
}
