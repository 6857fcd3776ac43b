/** A labelled progress bar (0–1); screen readers read it as a percentage. */
export function Progress({ value, label }: { value: number; label: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] duration-200 dark:bg-brand-400"
        style={{ width: `${String(percent)}%` }}
      />
    </div>
  );
}
