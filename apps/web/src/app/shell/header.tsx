import { isStaff } from '@gavel/contract/values';
import { Link } from '@tanstack/react-router';
// Inlined (a data: URI, as the page's icon in index.html): no request of its own on a first visit.
import gavelMark from '../../assets/gavel-mark.svg?inline';
import { Button, buttonClasses } from '../../components/ui/button';
import { useLogout } from '../../lib/logout';
import { hasRole, useSession } from '../../lib/session';
import { openQueueCount, useQueues } from '../../features/staff/api/get-queues';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { ThemeToggle } from './theme-toggle';

const navLink =
  'rounded-md px-2 py-1 text-sm font-medium text-zinc-600 hover:text-zinc-900 dark:text-zinc-300 dark:hover:text-white data-[status=active]:text-zinc-900 dark:data-[status=active]:text-white';

export function Header() {
  const session = useSession();
  const logout = useLogout();
  const isSeller = hasRole(session, 'SELLER');
  const isDealer = hasRole(session, 'DEALER');
  const staff = session ? isStaff(session.roles) : false;
  const queues = useQueues(staff);
  const waiting = queues.data ? openQueueCount(queues.data) : 0;

  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white/90 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/90">
      <div className="mx-auto flex min-h-14 max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:gap-x-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-zinc-900 dark:text-white"
        >
          <img src={gavelMark} alt="" width={24} height={24} />
          Gavel
        </Link>
        <nav aria-label="Main">
          <Link to="/auctions" className={navLink}>
            Auctions
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {isSeller && (
            <Link to="/seller" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              Dashboard
            </Link>
          )}
          {isDealer && (
            <Link
              to="/dealer/profile"
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              Profile
            </Link>
          )}
          {staff && (
            <Link to="/admin" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
              Ops
              {waiting > 0 && (
                <span className="rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white tabular-nums">
                  <span className="sr-only">, </span>
                  {waiting}
                  <span className="sr-only"> waiting</span>
                </span>
              )}
            </Link>
          )}
          {(isSeller || isDealer) && <NotificationBell />}
          {(isSeller || isDealer) && (
            <Link
              to={isSeller ? '/seller/account' : '/dealer/account'}
              className={buttonClasses({ variant: 'ghost', size: 'sm' })}
            >
              Account
            </Link>
          )}
          {(isSeller || isDealer) && (
            <Button variant="ghost" size="sm" onClick={logout}>
              Log out
            </Button>
          )}
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
