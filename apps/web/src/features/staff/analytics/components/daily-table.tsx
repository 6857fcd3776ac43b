import type { AnalyticsDay } from '@gavel/contract';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { formatMoney } from '../../../../lib/format';
import { formatLongDay } from '../date-range';

const th =
  'px-2 py-2 sm:px-3 text-left text-xs font-medium text-zinc-500 uppercase dark:text-zinc-400';
const td = 'px-2 py-2 sm:px-3 text-sm text-zinc-800 tabular-nums dark:text-zinc-200';

/**
 * The charts' figures as a table, for screen readers and anyone who wants the numbers.
 * Hidden until asked for; the toggle is a real button announcing its state.
 */
export function DailyTable({ daily, currency }: { daily: AnalyticsDay[]; currency: string }) {
  const [open, setOpen] = useState(false);
  const tableId = useId();
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        aria-expanded={open}
        aria-controls={tableId}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        {open ? 'Hide table' : 'Show table'}
      </Button>
      {/* Focusable so keyboard users can scroll it sideways on a narrow screen. */}
      <div
        id={tableId}
        hidden={!open}
        role="region"
        aria-label="Figures per day"
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-zinc-200 dark:border-zinc-800"
      >
        <table className="min-w-full divide-y divide-zinc-200 dark:divide-zinc-800">
          <caption className="sr-only">Figures per day (UTC) of auctions that ended</caption>
          <thead className="bg-zinc-50 dark:bg-zinc-950">
            <tr>
              <th scope="col" className={th}>
                Day
              </th>
              <th scope="col" className={`${th} text-right`}>
                GMV
              </th>
              <th scope="col" className={`${th} text-right`}>
                Ended
              </th>
              <th scope="col" className={`${th} text-right`}>
                Sold
              </th>
              <th scope="col" className={`${th} text-right`}>
                Unsold
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200 bg-white dark:divide-zinc-800 dark:bg-zinc-900">
            {daily.map((day) => (
              <tr key={day.date}>
                <th scope="row" className={`${td} text-left font-normal whitespace-nowrap`}>
                  {formatLongDay(day.date)}
                </th>
                <td className={`${td} text-right`}>{formatMoney(day.gmv_cents, currency)}</td>
                <td className={`${td} text-right`}>{day.auctions_ended}</td>
                <td className={`${td} text-right`}>{day.auctions_sold}</td>
                <td className={`${td} text-right`}>{day.auctions_ended - day.auctions_sold}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
