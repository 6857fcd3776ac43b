import type { Invoice, InvoiceStatus } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { InvoiceList } from '../../../components/invoices/invoice-list';
import { INVOICE_STATUS, INVOICE_STATUSES } from '../../../components/status/status-labels';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadMore } from '../../../components/ui/load-more';
import { Page } from '../../../components/ui/page';
import { QueryError } from '../../../components/ui/query-error';
import { LoadingBlock } from '../../../components/ui/skeleton';
import { useInvoices } from '../api/get-invoices';
import { fetchInvoicePdf } from '../api/get-invoice-pdf';

// Current by `aria-current`, so the selected look always wins over the plain one.
const tabClasses =
  'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-zinc-600 hover:text-zinc-900 aria-[current=page]:bg-white aria-[current=page]:text-zinc-900 aria-[current=page]:shadow-xs dark:text-zinc-400 dark:hover:text-white dark:aria-[current=page]:bg-zinc-800 dark:aria-[current=page]:text-white';

const TABS: readonly { status: InvoiceStatus | undefined; label: string }[] = [
  { status: undefined, label: 'All' },
  ...INVOICE_STATUSES.map((status) => ({ status, label: INVOICE_STATUS[status].label })),
];

/** The status filter as links: it lives in the URL, so it can be bookmarked. */
function StatusTabs({ current }: { current: InvoiceStatus | undefined }) {
  return (
    <nav aria-label="Invoice status">
      <ul className="inline-flex flex-wrap gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-900">
        {TABS.map((tab) => (
          <li key={tab.label}>
            <Link
              to="/dealer/invoices"
              search={tab.status ? { status: tab.status } : {}}
              aria-current={tab.status === current ? 'page' : undefined}
              activeOptions={{ includeSearch: true, exact: true }}
              className={tabClasses}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const pdf = (invoice: Invoice) => fetchInvoicePdf(invoice.id);

/**
 * `/dealer/invoices` (SPEC §13.2): the buyer-fee invoice of every sale this dealer won, newest
 * first, by status, each with its PDF.
 */
export function InvoicesPage({ status }: { status: InvoiceStatus | undefined }) {
  const list = useInvoices(status);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (list.isPending) {
    body = <LoadingBlock lines={4} label="Loading invoices…" />;
  } else if (list.isError && items.length === 0) {
    body = (
      <QueryError
        title="Invoices could not be loaded"
        error={list.error}
        onRetry={() => list.refetch()}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        title={
          status ? `No ${INVOICE_STATUS[status].label.toLowerCase()} invoices` : 'No invoices yet'
        }
        action={
          <Link to="/auctions" className={buttonClasses()}>
            Browse auctions
          </Link>
        }
      >
        Every auction you win comes with an invoice for the buyer’s fee. It appears here the moment
        the sale is made.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <InvoiceList invoices={items} pdf={pdf} />
        <LoadMore
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
        />
      </>
    );
  }

  return (
    <Page
      title="Invoices"
      description="The buyer’s fee of every auction you won, newest first. Download any invoice as a PDF."
      actions={
        <Link
          to="/dealer"
          search={{ tab: 'won' }}
          className={buttonClasses({ variant: 'secondary' })}
        >
          Won auctions
        </Link>
      }
    >
      <StatusTabs current={status} />
      <section aria-label="Invoices" className="flex flex-col gap-4">
        {body}
      </section>
    </Page>
  );
}
