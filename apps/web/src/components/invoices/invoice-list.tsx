import type { Invoice } from '@gavel/contract';
import type { ApiFile } from '../../lib/api-file';
import { cn } from '../../lib/cn';
import { formatDate, formatMoney } from '../../lib/format';
import { DownloadButton } from '../files/download-button';
import { INVOICE_STATUS } from '../status/status-labels';
import { Badge } from '../ui/badge';
import { Card } from '../ui/card';

const cellLabel = 'text-xs font-medium text-zinc-500 uppercase md:sr-only dark:text-zinc-400';

const columnsOf = (withDealer: boolean) =>
  withDealer
    ? 'md:grid-cols-[10rem_minmax(0,1fr)_minmax(0,12rem)_8rem_7rem_9rem]'
    : 'md:grid-cols-[10rem_minmax(0,1fr)_8rem_7rem_9rem]';

/**
 * Buyer-fee invoices (SPEC §13.2) as the dealer and staff list them: number, date, listing,
 * (for staff, the dealer), total, status, "Download PDF", and under it the credit notes a
 * dispute's decision issued against it (SPEC §13.4). A card on a phone, a table-like row
 * from `md` up. The PDF needs the session's token, so it is fetched, not linked (`pdf`).
 */
export function InvoiceList({
  invoices,
  pdf,
  withDealer = false,
}: {
  invoices: readonly Invoice[];
  pdf: (invoice: Invoice) => Promise<ApiFile>;
  withDealer?: boolean;
}) {
  const columns = columnsOf(withDealer);
  const heads = ['Number', 'Listing', ...(withDealer ? ['Dealer'] : []), 'Total', 'Status', ''];
  return (
    <Card className="overflow-hidden">
      <div
        aria-hidden="true"
        className={cn(
          'hidden border-b border-zinc-200 bg-zinc-50 px-4 py-2 text-xs font-medium text-zinc-500 uppercase md:grid md:gap-6 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-400',
          columns,
        )}
      >
        {heads.map((head, i) => (
          <span key={i}>{head}</span>
        ))}
      </div>
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {invoices.map((invoice) => {
          const status = INVOICE_STATUS[invoice.status];
          return (
            <li
              key={invoice.id}
              aria-label={`Invoice ${invoice.number}`}
              className={cn('grid gap-2 px-4 py-4 md:items-center md:gap-6', columns)}
            >
              <div className="flex items-baseline justify-between gap-2 md:block">
                <p className="font-mono text-sm font-medium text-zinc-900 dark:text-white">
                  {invoice.number}
                </p>
                <p className="text-xs text-zinc-500 dark:text-zinc-400">
                  <time dateTime={invoice.issued_at}>{formatDate(invoice.issued_at)}</time>
                </p>
              </div>
              <div className="flex items-start justify-between gap-2 md:block">
                <span className={cellLabel}>Listing</span>
                <p className="text-right text-sm break-words text-zinc-800 md:text-left dark:text-zinc-200">
                  {invoice.listing_title ?? 'Deleted listing'}
                </p>
              </div>
              {withDealer && (
                <div className="flex items-start justify-between gap-2 md:block">
                  <span className={cellLabel}>Dealer</span>
                  <p className="text-right text-sm break-words text-zinc-800 md:text-left dark:text-zinc-200">
                    {invoice.dealer.company_name ?? 'Deleted dealer'}
                  </p>
                </div>
              )}
              <div className="flex items-start justify-between gap-2 md:block">
                <span className={cellLabel}>Total</span>
                <p className="font-medium text-zinc-900 tabular-nums dark:text-white">
                  {formatMoney(invoice.total_cents, invoice.currency)}
                </p>
              </div>
              <div className="flex items-start justify-between gap-2 md:block">
                <span className={cellLabel}>Status</span>
                <Badge tone={status.tone}>{status.label}</Badge>
              </div>
              <div>
                <DownloadButton
                  variant="secondary"
                  size="sm"
                  className="w-full md:w-auto"
                  aria-label={`Download PDF of invoice ${invoice.number}`}
                  fetchFile={() => pdf(invoice)}
                  fallbackName={`${invoice.number}.pdf`}
                >
                  Download PDF
                </DownloadButton>
              </div>
              {invoice.credit_notes.length > 0 && (
                <ul
                  aria-label={`Credit notes of invoice ${invoice.number}`}
                  className="flex flex-col gap-1 text-sm text-zinc-700 md:col-span-full dark:text-zinc-300"
                >
                  {invoice.credit_notes.map((note) => (
                    <li key={note.id} className="flex flex-wrap gap-x-2">
                      <span>Credit note</span>
                      <span className="font-mono font-medium text-zinc-900 dark:text-white">
                        {note.number}
                      </span>
                      <span className="tabular-nums">
                        −{formatMoney(note.amount_cents, invoice.currency)}
                      </span>
                      <span className="text-zinc-600 dark:text-zinc-400">
                        <time dateTime={note.issued_at}>{formatDate(note.issued_at)}</time>
                        {note.reason && ` · ${note.reason}`}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
