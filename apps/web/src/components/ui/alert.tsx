import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const tones: Record<AlertTone, string> = {
  info: 'border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-100',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  warning:
    'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  danger:
    'border-red-200 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
};

/** A message in the page. `role="alert"` only for errors, which should be announced. */
export function Alert({
  tone = 'info',
  title,
  children,
  className,
  ref,
  tabIndex,
}: {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
  className?: string;
  /** For a form's error that takes the focus (`tabIndex={-1}`). */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
}) {
  return (
    <div
      ref={ref}
      tabIndex={tabIndex}
      role={tone === 'danger' ? 'alert' : undefined}
      className={cn('rounded-md border px-4 py-3 text-sm', tones[tone], className)}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={title ? 'mt-1' : undefined}>{children}</div>}
    </div>
  );
}
