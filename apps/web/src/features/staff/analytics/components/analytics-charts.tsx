import type { AnalyticsDay } from '@gavel/contract';
import type { ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { Card } from '../../../../components/ui/card';
import { formatMoney } from '../../../../lib/format';
import { formatLongDay, formatShortDay } from '../date-range';
import { chartPalette } from './chart-palette';
import { useDarkMode } from './use-dark-mode';

/**
 * The analytics charts. Recharts is large, so this module is loaded lazily (its own chunk)
 * and only by the analytics page. Every figure drawn here is also in the page's data table.
 * Bars do not animate: figures for staff, not a show, and a resize would slide them around.
 */

interface ChartRow {
  date: string;
  gmv: number;
  sold: number;
  unsold: number;
}

function ChartFrame({
  title,
  summary,
  children,
}: {
  title: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-4">
      <figure className="flex flex-col gap-3">
        <figcaption>
          <h3 className="font-semibold text-zinc-900 dark:text-white">{title}</h3>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{summary}</p>
        </figcaption>
        <div className="h-64 w-full">{children}</div>
      </figure>
    </Card>
  );
}

function TooltipBox({
  label,
  lines,
}: {
  label: string;
  lines: { name: string; value: string; color: string }[];
}) {
  return (
    <div className="rounded-md border border-zinc-200 bg-white px-3 py-2 text-sm shadow-md dark:border-zinc-700 dark:bg-zinc-900">
      <p className="font-medium text-zinc-900 dark:text-white">{label}</p>
      {lines.map((line) => (
        <p key={line.name} className="flex items-center gap-2 text-zinc-700 dark:text-zinc-300">
          <span
            aria-hidden="true"
            className="size-2.5 rounded-sm"
            style={{ background: line.color }}
          />
          {line.name}: <span className="font-medium tabular-nums">{line.value}</span>
        </p>
      ))}
    </div>
  );
}

const dayLabel = (label: unknown) => (typeof label === 'string' ? formatLongDay(label) : '');

export default function AnalyticsCharts({
  daily,
  currency,
}: {
  daily: AnalyticsDay[];
  currency: string;
}) {
  const palette = chartPalette(useDarkMode());
  const rows: ChartRow[] = daily.map((day) => ({
    date: day.date,
    gmv: day.gmv_cents / 100,
    sold: day.auctions_sold,
    unsold: day.auctions_ended - day.auctions_sold,
  }));
  const money = (major: number) => formatMoney(Math.round(major * 100), currency);
  const compactMoney = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const axis = {
    stroke: palette.grid,
    tick: { fill: palette.text, fontSize: 12 },
    tickLine: false,
  } as const;
  const xAxis = <XAxis dataKey="date" {...axis} tickFormatter={formatShortDay} minTickGap={16} />;
  const grid = <CartesianGrid stroke={palette.grid} strokeDasharray="3 3" vertical={false} />;
  const busiest = rows.reduce<ChartRow | null>(
    (best, row) => (!best || row.gmv > best.gmv ? row : best),
    null,
  );

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartFrame
        title="GMV per day"
        summary={
          busiest && busiest.gmv > 0
            ? `Highest on ${formatLongDay(busiest.date)}: ${money(busiest.gmv)}.`
            : 'No sales in this range.'
        }
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            {grid}
            {xAxis}
            <YAxis
              {...axis}
              width={64}
              tickFormatter={(value: number) => compactMoney.format(value)}
            />
            <Tooltip
              cursor={{ fill: palette.cursor }}
              content={(props: TooltipContentProps) =>
                props.active ? (
                  <TooltipBox
                    label={dayLabel(props.label)}
                    lines={props.payload.map((item) => ({
                      name: 'GMV',
                      value: money(Number(item.value)),
                      color: palette.gmv,
                    }))}
                  />
                ) : null
              }
            />
            <Bar
              dataKey="gmv"
              name="GMV"
              fill={palette.gmv}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartFrame>
      <ChartFrame
        title="Sold and unsold per day"
        summary="Auctions that ended each day: sold, or ended without a sale (reserve not met or no bids)."
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            {grid}
            {xAxis}
            <YAxis {...axis} width={40} allowDecimals={false} />
            <Tooltip
              cursor={{ fill: palette.cursor }}
              content={(props: TooltipContentProps) =>
                props.active ? (
                  <TooltipBox
                    label={dayLabel(props.label)}
                    lines={props.payload.map((item) => ({
                      name: String(item.name),
                      value: String(item.value),
                      color: item.dataKey === 'sold' ? palette.sold : palette.unsold,
                    }))}
                  />
                ) : null
              }
            />
            <Legend
              wrapperStyle={{ fontSize: 13 }}
              formatter={(value: string) => <span style={{ color: palette.text }}>{value}</span>}
            />
            <Bar
              dataKey="sold"
              name="Sold"
              stackId="ended"
              fill={palette.sold}
              isAnimationActive={false}
            />
            <Bar
              dataKey="unsold"
              name="Unsold"
              stackId="ended"
              fill={palette.unsold}
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartFrame>
    </div>
  );
}
