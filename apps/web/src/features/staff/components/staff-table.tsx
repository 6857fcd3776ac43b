import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * A data table that becomes a stack of cards below the `sm` breakpoint (375 px phones): each
 * row a card, each cell a "label: value" line (the label comes from `StaffCell`'s `label`).
 * Explicit table roles keep the semantics when the display changes to block on phones.
 */
export function StaffTable({
  label,
  columns,
  children,
}: {
  /** Accessible name of the table. */
  label: string;
  /** Column headings; an empty string for a column without a visible heading (actions). */
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="sm:overflow-x-auto sm:rounded-lg sm:border sm:border-zinc-200 sm:dark:border-zinc-800">
      <table role="table" aria-label={label} className="w-full text-left text-sm max-sm:block">
        <thead role="rowgroup" className="max-sm:sr-only">
          <tr role="row" className="bg-zinc-50 dark:bg-zinc-900">
            {columns.map((column, index) => (
              <th
                key={column || `column-${String(index)}`}
                role="columnheader"
                scope="col"
                className="px-3 py-2 font-medium whitespace-nowrap text-zinc-600 dark:text-zinc-300"
              >
                {column || <span className="sr-only">Actions</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="divide-zinc-200 sm:divide-y dark:divide-zinc-800 max-sm:flex max-sm:flex-col max-sm:gap-3"
        >
          {children}
        </tbody>
      </table>
    </div>
  );
}

export function StaffRow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <tr
      role="row"
      className={cn(
        'bg-white align-top dark:bg-zinc-950 max-sm:flex max-sm:flex-col max-sm:gap-1.5 max-sm:rounded-lg max-sm:border max-sm:border-zinc-200 max-sm:p-3 max-sm:dark:border-zinc-800 max-sm:dark:bg-zinc-900',
        className,
      )}
    >
      {children}
    </tr>
  );
}

/** A cell; on phones its `label` is shown before the value (omit it for the actions cell). */
export function StaffCell({
  label,
  children,
  className,
}: {
  label?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <td
      role="cell"
      className={cn(
        'px-3 py-2.5 text-zinc-800 dark:text-zinc-200 max-sm:flex max-sm:gap-3 max-sm:p-0',
        className,
      )}
    >
      {label && (
        <span
          aria-hidden="true"
          className="w-28 shrink-0 text-xs font-medium text-zinc-500 sm:hidden dark:text-zinc-400"
        >
          {label}
        </span>
      )}
      <span className="min-w-0 break-words">{children}</span>
    </td>
  );
}
