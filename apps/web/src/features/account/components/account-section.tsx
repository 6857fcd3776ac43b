import { useId, type ReactNode, type Ref } from 'react';
import { Card } from '../../../components/ui/card';

/** One titled card of the account page. */
export function AccountSection({
  title,
  badge,
  description,
  children,
  headingRef,
}: {
  /** For sections that move focus back to their heading when a step ends. */
  headingRef?: Ref<HTMLHeadingElement>;
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
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            className="flex flex-wrap items-center gap-2 text-lg font-semibold text-zinc-900 focus:outline-none dark:text-white"
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
