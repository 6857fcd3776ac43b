import type { ReactNode } from 'react';

/**
 * The frame of the one-form pages (sign in, sign up, forgotten password, reset, email
 * confirmation): a narrow column with a small line naming the area, the heading and a lead.
 */
export function NarrowPage({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string | undefined;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-10 sm:py-16">
      <div>
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-400">
            {eyebrow}
          </p>
        )}
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl dark:text-white">
          {title}
        </h1>
        {lead && <p className="mt-2 text-zinc-600 dark:text-zinc-400">{lead}</p>}
      </div>
      {children}
    </div>
  );
}
