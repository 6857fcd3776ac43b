import { cn } from '../../../lib/cn';

/**
 * The column headings above a staff list of rows that are cards on a phone and a grid from `md`
 * (active auctions, payments, the audit log). Hidden from screen readers: each row's cells carry
 * their own labels. `grid` gives the columns (`md:grid-cols-[…]`) and gap, matching the rows.
 */
export function ColumnHeads({ columns, grid }: { columns: readonly string[]; grid: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'hidden border-b border-zinc-200 bg-zinc-50 px-4 py-2 text-xs font-medium text-zinc-500 uppercase md:grid dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-400',
        grid,
      )}
    >
      {columns.map((column) => (
        <span key={column}>{column}</span>
      ))}
    </div>
  );
}
