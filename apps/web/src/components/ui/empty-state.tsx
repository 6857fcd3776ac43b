import type { ReactNode } from 'react';

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-zinc-300 px-6 py-10 text-center dark:border-zinc-700">
      <p className="font-medium text-zinc-900 dark:text-zinc-100">{title}</p>
      {children && (
        <div className="max-w-md text-sm text-zinc-600 dark:text-zinc-400">{children}</div>
      )}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
