import type { AdminPayment, FeeStatus } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryError } from '../../../../components/ui/query-error';
import { LoadingBlock } from '../../../../components/ui/skeleton';
import { formatMoney } from '../../../../lib/format';
import { LoadMore } from '../../../../components/ui/load-more';
import { StaffPage } from '../../components/staff-page';
import { usePayments } from '../api/get-payments';
import { CollectFeeDialog } from './collect-fee-dialog';
import { PAYMENT_COLUMNS, PaymentRow } from './payment-row';
import { ColumnHeads } from '../../components/column-heads';
import { ExportCsvForm } from '../../components/export-csv-form';
import { exportPaymentsCsv } from '../api/export-payments-csv';

const TABS: readonly { status: FeeStatus; label: string }[] = [
  { status: 'outstanding', label: 'Outstanding' },
  { status: 'collected', label: 'Collected' },
];

// Current by `aria-current`, so the selected look always wins over the plain one.
const tabClasses =
  'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium text-zinc-600 hover:text-zinc-900 aria-[current=page]:bg-white aria-[current=page]:text-zinc-900 aria-[current=page]:shadow-xs dark:text-zinc-400 dark:hover:text-white dark:aria-[current=page]:bg-zinc-800 dark:aria-[current=page]:text-white';

/** The fee status as links (it lives in the URL, so it can be bookmarked and shared). */
function StatusTabs({ current }: { current: FeeStatus }) {
  return (
    <nav aria-label="Fee status">
      <ul className="inline-flex gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-900">
        {TABS.map((tab) => (
          <li key={tab.status}>
            <Link
              to="/admin/payments"
              search={{ fee_status: tab.status }}
              aria-current={tab.status === current ? 'page' : undefined}
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

function Totals({
  items,
  status,
  complete,
}: {
  items: AdminPayment[];
  status: FeeStatus;
  complete: boolean;
}) {
  const first = items[0];
  if (!first) return null;
  const currency = first.currency;
  const fees = items.reduce((sum, item) => sum + item.fee_cents, 0);
  const hammer = items.reduce((sum, item) => sum + item.hammer_price_cents, 0);
  const facts = [
    {
      term: status === 'outstanding' ? 'Fees outstanding' : 'Fees collected',
      value: formatMoney(fees, currency),
    },
    { term: 'Sales', value: String(items.length) },
    { term: 'Hammer total', value: formatMoney(hammer, currency) },
  ];
  return (
    <div className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {facts.map((fact) => (
          <Card key={fact.term} className="px-4 py-3 first:col-span-2 sm:first:col-span-1">
            <dt className="text-sm text-zinc-600 dark:text-zinc-400">{fact.term}</dt>
            <dd className="mt-1 text-xl font-semibold sm:text-2xl text-zinc-900 tabular-nums dark:text-white">
              {fact.value}
            </dd>
          </Card>
        ))}
      </dl>
      {!complete && (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Totals of the {items.length} sales loaded so far; load more to include the rest.
        </p>
      )}
    </div>
  );
}

/** /admin/payments: fees of sold auctions, outstanding or collected, and collecting them. */
export function PaymentsPage({ status }: { status: FeeStatus }) {
  const list = usePayments(status);
  const [collecting, setCollecting] = useState<AdminPayment | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  let body;
  if (list.isPending) {
    body = <LoadingBlock label="Loading payments…" lines={4} />;
  } else if (list.error) {
    body = (
      <QueryError
        title="Payments could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (items.length === 0) {
    body =
      status === 'outstanding' ? (
        <EmptyState title="No outstanding fees">
          Every sold auction’s fee has been collected. New sales appear here when they end.
        </EmptyState>
      ) : (
        <EmptyState title="No collected fees yet">
          Fees marked collected are listed here with their reference.
        </EmptyState>
      );
  } else {
    body = (
      <>
        <Totals items={items} status={status} complete={!list.hasNextPage} />
        <Card className="overflow-hidden">
          <ColumnHeads
            columns={[
              'Sale',
              'Dealer',
              'Hammer price',
              'Fee',
              status === 'collected' ? 'Collected' : 'Action',
            ]}
            grid={`md:gap-6 ${PAYMENT_COLUMNS}`}
          />
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {items.map((payment) => (
              <PaymentRow key={payment.auction_id} payment={payment} onCollect={setCollecting} />
            ))}
          </ul>
        </Card>
      </>
    );
  }

  return (
    <StaffPage
      title="Payments"
      description="Buyer’s fees of sold auctions, newest sale first. Mark a fee collected once the dealer has paid."
    >
      <section aria-labelledby="payments-export-heading" className="flex flex-col gap-2">
        <h2
          id="payments-export-heading"
          className="text-base font-semibold text-zinc-900 dark:text-white"
        >
          Export payments
        </h2>
        <ExportCsvForm
          label="Export payments"
          fetchFile={exportPaymentsCsv}
          fallbackName="payments.csv"
        />
      </section>
      <StatusTabs current={status} />
      <section
        aria-label={status === 'outstanding' ? 'Outstanding fees' : 'Collected fees'}
        className="flex flex-col gap-4"
      >
        {body}
        <LoadMore
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          fetchNextPage={list.fetchNextPage}
        />
      </section>
      <CollectFeeDialog
        payment={collecting}
        onClose={() => {
          setCollecting(null);
        }}
      />
    </StaffPage>
  );
}
