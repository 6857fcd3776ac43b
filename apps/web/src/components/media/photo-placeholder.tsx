import { cn } from '../../lib/cn';

/** Stands in for a missing or broken photo. */
export function PhotoPlaceholder({
  className,
  label = 'No photo',
}: {
  className?: string;
  label?: string;
}) {
  return (
    <div
      className={cn(
        'flex size-full flex-col items-center justify-center gap-2 bg-zinc-100 text-zinc-400 dark:bg-zinc-800 dark:text-zinc-500',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        className="size-10"
      >
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <circle cx="8.5" cy="10" r="1.5" />
        <path d="m21 16-5-5-9 8" />
      </svg>
      <span className="text-xs font-medium text-zinc-600 dark:text-zinc-300">{label}</span>
    </div>
  );
}
