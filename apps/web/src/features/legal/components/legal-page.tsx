import type { ReactNode } from 'react';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-zinc-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      <p className="mt-4 text-lg text-zinc-600 dark:text-zinc-300">{intro}</p>
      <div className="mt-10 space-y-8">
        {sections.map((section, index) => (
          <section key={section.heading}>
            <h2 className="text-xl font-semibold text-zinc-900 dark:text-white">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-zinc-700 dark:text-zinc-300">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
