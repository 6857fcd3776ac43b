import type { DealerAuctionScope } from '@gavel/contract';
import { Link } from '@tanstack/react-router';
import { cn } from '../../../lib/cn';
import { DEALER_TABS } from './tabs';

/**
 * The /dealer tabs as links (the open tab is in the URL): Tab moves between them, Enter opens
 * one, and the open one is marked with `aria-current` for screen readers.
 */
export function DealerTabs({ active }: { active: DealerAuctionScope }) {
  return (
    <nav aria-label="Auction lists" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-zinc-200 dark:border-zinc-800">
        {DEALER_TABS.map((tab) => {
          const current = tab.scope === active;
          return (
            <li key={tab.scope}>
              <Link
                to="/dealer"
                search={tab.scope === 'live' ? {} : { tab: tab.scope }}
                replace
                aria-current={current ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex h-11 items-center border-b-2 px-2.5 text-sm sm:px-4 font-medium whitespace-nowrap transition-colors',
                  current
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
    </nav>
  );
}
