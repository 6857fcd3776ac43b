import { Link, useLocation } from '@tanstack/react-router';
import { useLayoutEffect, useRef } from 'react';

/** Overview matches exactly; every other entry stays current on its sub-pages (/admin/listings/{id}). */
const ITEMS = [
  { label: 'Overview', to: '/admin', exact: true },
  { label: 'Listings', to: '/admin/listings', exact: false },
  { label: 'Auctions', to: '/admin/auctions', exact: false },
  { label: 'Payments', to: '/admin/payments', exact: false },
  { label: 'Invoices', to: '/admin/invoices', exact: false },
  { label: 'Disputes', to: '/admin/disputes', exact: false },
  { label: 'KYC', to: '/admin/kyc', exact: false },
  { label: 'Dealers', to: '/admin/dealers', exact: false },
  { label: 'Audit', to: '/admin/audit', exact: false },
  { label: 'Analytics', to: '/admin/analytics', exact: false },
  { label: 'Account', to: '/admin/account', exact: false },
] as const;

const itemClasses =
  'inline-flex h-11 shrink-0 items-center border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-zinc-600 hover:border-zinc-300 hover:text-zinc-900 focus-visible:outline-offset-[-2px] dark:text-zinc-400 dark:hover:border-zinc-600 dark:hover:text-white data-[status=active]:border-brand-600 data-[status=active]:text-zinc-900 dark:data-[status=active]:border-brand-400 dark:data-[status=active]:text-white';

/**
 * Secondary navigation between the staff pages. The router marks the current entry with
 * `aria-current="page"`; on a phone the strip scrolls sideways instead of wrapping.
 */
export function AdminNav() {
  const list = useRef<HTMLUListElement>(null);
  const pathname = useLocation({ select: (location) => location.pathname });

  // On a phone the current entry may sit beyond the right edge: bring it into view (sideways
  // only, so the page itself never jumps).
  useLayoutEffect(() => {
    const strip = list.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current) return;
    const left = current.offsetLeft; // relative to the strip (it is positioned)
    if (
      left < strip.scrollLeft ||
      left + current.offsetWidth > strip.scrollLeft + strip.clientWidth
    ) {
      strip.scrollLeft = left - (strip.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);

  return (
    <nav
      aria-label="Staff"
      className="border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-950"
    >
      <ul
        ref={list}
        className="relative mx-auto flex max-w-6xl overflow-x-auto px-2 [scrollbar-width:thin] sm:px-3"
      >
        {ITEMS.map((item) => (
          <li key={item.label} className="flex">
            <Link
              to={item.to}
              activeOptions={{ exact: item.exact, includeSearch: false }}
              className={itemClasses}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
