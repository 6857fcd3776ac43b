import type { Analytics } from '@gavel/contract';
import { Card } from '../../../../components/ui/card';
import { formatMoney } from '../../../../lib/format';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** The range's headline figures; the total sales value is labelled "GMV" (SPEC §8). */
export function KpiCards({ analytics, currency }: { analytics: Analytics; currency: string }) {
  const unsold = analytics.auctions_ended - analytics.auctions_sold;
  const cards = [
    {
      term: 'GMV',
      value: formatMoney(analytics.gmv_cents, currency),
      note: 'Hammer prices of sold auctions',
    },
    {
      term: 'Sell-through',
      value: percent.format(analytics.sell_through_rate),
      note: `${String(analytics.auctions_sold)} sold of ${String(analytics.auctions_ended)} ended (${String(unsold)} unsold)`,
    },
    {
      term: 'Bids per auction',
      value: decimal.format(analytics.avg_bids_per_auction),
      note: 'Average over ended auctions',
    },
    {
      term: 'Fees outstanding',
      value: formatMoney(analytics.fees_outstanding_cents, currency),
      note: 'Of sales in this range',
    },
    {
      term: 'Fees collected',
      value: formatMoney(analytics.fees_collected_cents, currency),
      note: 'Of sales in this range',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {cards.map((card) => (
        <Card
          key={card.term}
          className="flex flex-col px-4 py-3 first:col-span-2 lg:first:col-span-1"
        >
          <dt className="text-sm font-medium text-zinc-600 dark:text-zinc-400">{card.term}</dt>
          <dd className="mt-1 text-xl font-semibold tracking-tight sm:text-2xl text-zinc-900 tabular-nums dark:text-white">
            {card.value}
          </dd>
          <dd className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">{card.note}</dd>
        </Card>
      ))}
    </dl>
  );
}
