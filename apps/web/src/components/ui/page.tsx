import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The standard page frame: a heading, an optional line under it, actions on the right. */
export function Page({
  title,
  description,
  actions,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8', className)}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl dark:text-white">
            {title}
          </h1>
          {description && (
            <div className="mt-1 text-zinc-600 dark:text-zinc-400">{description}</div>
          )}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
