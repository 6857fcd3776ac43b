import { Link } from '@tanstack/react-router';

/** A full-width strip under the header: one sentence and one link. */
export function StatusBanner({
  text,
  linkText,
  to,
  tone = 'warning',
}: {
  text: string;
  linkText: string;
  to: string;
  tone?: 'warning' | 'danger';
}) {
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
        <span>{text}</span>
        <Link to={to} className="font-semibold underline underline-offset-4 hover:no-underline">
          {linkText}
        </Link>
      </div>
    </div>
  );
}
