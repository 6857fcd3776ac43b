import type { ReactNode } from 'react';

/** A section's heading with an optional count beside it. */
export function SectionHeading({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count?: number | undefined;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h2 id={id} className="text-xl font-semibold tracking-tight text-zinc-900 dark:text-white">
        {title}
        {count !== undefined && (
          <span className="ml-2 text-base font-normal text-zinc-500 dark:text-zinc-400">
            ({count})
          </span>
        )}
      </h2>
      {children}
    </div>
  );
}
