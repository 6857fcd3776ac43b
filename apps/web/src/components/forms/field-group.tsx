import type { ReactNode } from 'react';

/** A titled group of form fields, two columns from `sm` (the dealer's profile and KYC forms). */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-base font-semibold text-zinc-900 dark:text-white">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}
