import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type BannerAction = { linkText: string; to: string; action?: never } | { action: ReactNode };

/** A full-width strip under the header: one sentence and one link (or one button). */
export function StatusBanner({
  text,
  detail,
  tone = 'warning',
  ...next
}: {
  text: string;
  /** A second, quieter sentence after the first. */
  detail?: string | undefined;
  tone?: 'warning' | 'danger';
} & BannerAction) {
  return (
    <div
      role="status"
      className={
        tone === 'danger'
          ? 'border-b border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100'
          : 'border-b border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100'
      }
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <span className={detail ? 'font-semibold' : undefined}>{text}</span>
        {detail && <span>{detail}</span>}
        {'to' in next ? (
          <Link
            to={next.to}
            className="font-semibold underline underline-offset-4 hover:no-underline"
          >
            {next.linkText}
          </Link>
        ) : (
          next.action
        )}
      </div>
    </div>
  );
}
