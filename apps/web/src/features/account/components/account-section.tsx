import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** One titled card of the account page. */
export function AccountSection({
  title,
  badge,
  description,
  children,
}: {
  title: string;
  badge?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2
            id={id}
            className="flex flex-wrap items-center gap-2 text-lg font-semibold text-zinc-900 dark:text-white"
          >
            {title}
            {badge}
          </h2>
          {description && (
            <div className="text-sm text-zinc-600 dark:text-zinc-400">{description}</div>
          )}
        </div>
        {children}
      </section>
    </Card>
  );
}
