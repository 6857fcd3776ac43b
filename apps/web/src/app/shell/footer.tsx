import { Link } from '@tanstack/react-router';
import { getRenderedAt } from '../../lib/server-clock';

const footerLink =
  'rounded text-zinc-600 underline-offset-4 hover:text-zinc-900 hover:underline dark:text-zinc-400 dark:hover:text-white';

export function Footer() {
  // The server's year, in UTC: a server-rendered page is hydrated with the year it was rendered
  // with, whatever the visitor's time zone (on New Year's Eve the two differ) or device clock.
  const renderedAt = getRenderedAt();
  const year = (renderedAt === null ? new Date() : new Date(renderedAt)).getUTCFullYear();
  return (
    <footer className="border-t border-zinc-200 dark:border-zinc-800">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-zinc-600 sm:flex-row sm:items-center sm:justify-between dark:text-zinc-400">
        <p>© {year} Gavel</p>
        <nav aria-label="Legal">
          <ul className="flex gap-4">
            <li>
              <Link to="/terms" className={footerLink}>
                Terms
              </Link>
            </li>
            <li>
              <Link to="/privacy" className={footerLink}>
                Privacy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
