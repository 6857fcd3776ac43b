import type { AdminPayment } from '@gavel/contract';
import { Button } from '../../../../components/ui/button';
import { formatDateTime, formatMoney } from '../../../../lib/format';

const cellLabel = 'text-xs font-medium text-zinc-500 uppercase md:sr-only dark:text-zinc-400';

export const PAYMENT_COLUMNS = 'md:grid-cols-[minmax(0,1fr)_minmax(0,12rem)_8rem_7rem_11rem]';

/** One sold auction's fee: a card on a phone, a table-like row from `md` up. */
export function PaymentRow({
  payment,
  onCollect,
}: {
  payment: AdminPayment;
  onCollect: (payment: AdminPayment) => void;
}) {
  const currency = payment.currency;
  const collected = payment.fee_status === 'collected';
  return (
    <li
      aria-label={payment.listing_title ?? 'Untitled listing'}
      className={`grid gap-2 px-4 py-4 md:items-center md:gap-6 ${PAYMENT_COLUMNS}`}
    >
      <div className="min-w-0">
        <p className="font-medium break-words text-zinc-900 dark:text-white">
          {payment.listing_title ?? 'Untitled listing'}
        </p>
        <p className="text-xs text-zinc-500 dark:text-zinc-400">
          Ended {formatDateTime(payment.ended_at)}
        </p>
      </div>
      <div className="flex items-start justify-between gap-2 md:block">
        <span className={cellLabel}>Dealer</span>
        <p className="text-right text-sm break-words text-zinc-800 md:text-left dark:text-zinc-200">
          {payment.dealer_company_name ?? 'Deleted dealer'}
        </p>
      </div>
      <div className="flex items-start justify-between gap-2 md:block">
        <span className={cellLabel}>Hammer price</span>
        <p className="text-sm text-zinc-800 tabular-nums dark:text-zinc-200">
          {formatMoney(payment.hammer_price_cents, currency)}
        </p>
      </div>
      <div className="flex items-start justify-between gap-2 md:block">
        <span className={cellLabel}>Fee</span>
        <p className="font-medium text-zinc-900 tabular-nums dark:text-white">
          {formatMoney(payment.fee_cents, currency)}
        </p>
      </div>
      <div className="flex items-start justify-between gap-2 md:block">
        {collected ? (
          <>
            <span className={cellLabel}>Collected</span>
            <div className="text-right text-sm md:text-left">
              <p className="text-zinc-800 dark:text-zinc-200">
                {payment.fee_collected_at ? formatDateTime(payment.fee_collected_at) : 'Collected'}
              </p>
              <p className="text-xs break-all text-zinc-500 dark:text-zinc-400">
                {payment.fee_reference ? `Ref. ${payment.fee_reference}` : 'No reference'}
              </p>
            </div>
          </>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            className="w-full md:w-auto"
            onClick={() => {
              onCollect(payment);
            }}
          >
            Mark fee collected
          </Button>
        )}
      </div>
    </li>
  );
}
