import type { DealerAuctionScope } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { cn } from '../../../lib/cn';
import { DEALER_TABS } from './tabs';

/** Which ends of a sideways-scrolling row have tabs hidden past them. */
function useHiddenEnds(row: RefObject<HTMLElement | null>) {
  const [hidden, setHidden] = useState({ start: false, end: false });
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      const { scrollLeft, scrollWidth, clientWidth } = element;
      const start = scrollLeft > 1;
      const end = scrollLeft + clientWidth < scrollWidth - 1;
      setHidden((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [row]);
  return hidden;
}

/**
 * Scrolls the row, and only the row (scrollIntoView would move the page too), until the tab is
 * wholly inside it and clear of the fades (w-10) where the row can scroll on. The browser's own
 * scroll on focus leaves a tab that is already partly in view where it is.
 */
function reveal(row: HTMLElement, tab: HTMLElement) {
  const inset = 40;
  const bounds = row.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < bounds.left + inset) row.scrollLeft -= bounds.left + inset - box.left;
  else if (box.right > bounds.right - inset) row.scrollLeft += box.right - (bounds.right - inset);
}

const fade = 'pointer-events-none absolute top-0 bottom-px w-10 from-white dark:from-zinc-950';

/**
 * The /dealer tabs as links (the open tab is in the URL): Tab moves between them, Enter opens
 * one, and the open one is marked with `aria-current` for screen readers. On a screen too narrow
 * for all five the row scrolls sideways, a fade marks the side with more tabs, and the open or
 * focused tab is scrolled into view.
 */
export function DealerTabs({ active }: { active: DealerAuctionScope }) {
  const row = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLAnchorElement>(null);
  const hidden = useHiddenEnds(row);

  useEffect(() => {
    if (row.current && current.current) reveal(row.current, current.current);
  }, [active]);

  return (
    <nav aria-label="Auction lists" className="relative -mx-4 sm:mx-0">
      <div ref={row} className="overflow-x-auto px-4 [scrollbar-width:none] sm:px-0">
        <ul
          className="flex min-w-max border-b border-zinc-200 sm:gap-1 dark:border-zinc-800"
          onFocus={(event) => {
            if (row.current && event.target instanceof HTMLElement)
              reveal(row.current, event.target);
          }}
        >
          {DEALER_TABS.map((tab) => {
            const open = tab.scope === active;
            return (
              <li key={tab.scope}>
                <Link
                  ref={open ? current : undefined}
                  to="/dealer"
                  search={tab.scope === 'live' ? {} : { tab: tab.scope }}
                  replace
                  aria-current={open ? 'page' : undefined}
                  className={cn(
                    '-mb-px inline-flex h-11 items-center border-b-2 px-2.5 text-sm font-medium whitespace-nowrap transition-colors sm:px-4',
                    open
                      ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
                      : 'border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900 dark:text-zinc-400 dark:hover:border-zinc-600 dark:hover:text-zinc-100',
                  )}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      {hidden.start && (
        <div
          aria-hidden="true"
          data-more-tabs="start"
          className={cn(fade, 'left-0 bg-linear-to-r')}
        />
      )}
      {hidden.end && (
        <div
          aria-hidden="true"
          data-more-tabs="end"
          className={cn(fade, 'right-0 bg-linear-to-l')}
        />
      )}
    </nav>
  );
}
