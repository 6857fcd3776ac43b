import { isStaff } from '@gavel/contract/values';
import { Link, useRouterState, type LinkProps } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
// Inlined (a data: URI, as the page's icon in index.html): no request of its own on a first visit.
import gavelMark from '../../assets/gavel-mark.svg?inline';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useLogout } from '../../lib/logout';
import { hasRole, readSession, useSession } from '../../lib/session';
import { openQueueCount, useQueues } from '../../features/staff/api/get-queues';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { currentTarget } from './current-target';
import { Menu, MenuButtonItem, MenuLinkItem } from './menu';
import { ThemeToggle } from './theme-toggle';
import { LINE_ICON } from '../../components/ui/icon';

/**
 * Every link of the header looks the same; only the page's own area looks current (the router
 * marks it `data-status="active"` and `aria-current="page"`): a tinted background and a bar
 * under it.
 */
const navLinkLook =
  'h-9 shrink-0 cursor-pointer items-center gap-1.5 rounded-md px-2 text-sm font-medium whitespace-nowrap text-zinc-600 relative hover:bg-zinc-100 hover:text-zinc-900 aria-expanded:bg-zinc-100 aria-expanded:text-zinc-900 dark:text-zinc-300 dark:aria-expanded:bg-zinc-800 dark:aria-expanded:text-white dark:hover:bg-zinc-800 dark:hover:text-white data-[status=active]:bg-zinc-100 data-[status=active]:text-zinc-900 dark:data-[status=active]:bg-zinc-800 dark:data-[status=active]:text-white after:pointer-events-none after:absolute after:inset-x-2 after:bottom-1 after:hidden after:h-0.5 after:rounded-full after:bg-brand-600 data-[status=active]:after:block dark:after:bg-brand-400';
const navLinkClasses = `inline-flex ${navLinkLook}`;

interface AreaLink {
  to: LinkProps['to'] & string;
  label: string;
  /** Shown after the label (the count of staff tasks). */
  extra?: ReactNode;
}

export function Header() {
  const session = useSession();
  const logout = useLogout();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const isSeller = hasRole(session, 'SELLER');
  const isDealer = hasRole(session, 'DEALER');
  const staff = session ? isStaff(session.roles) : false;
  const queues = useQueues(staff);
  const waiting = queues.data ? openQueueCount(queues.data) : 0;

  // boot.js marks a stored session on <html> so that a page rendered on the server (signed out)
  // hides "Sign in" and "Register" until the app draws the signed-in header; once the session
  // is gone (Log out), the mark goes with it.
  useEffect(() => {
    document.documentElement.toggleAttribute('data-session', readSession() !== null);
  }, [session]);

  // The seller's and the dealer's own pages: in the header from 640 px, in a menu below.
  const areaLinks: AreaLink[] = [];
  if (isSeller) areaLinks.push({ to: '/seller', label: 'Dashboard' });
  if (isDealer) {
    areaLinks.push({ to: '/dealer', label: isSeller ? 'Dealer dashboard' : 'Dashboard' });
    areaLinks.push({ to: '/dealer/profile', label: 'Profile' });
  }
  if (isSeller || isDealer) {
    areaLinks.push({ to: isSeller ? '/seller/account' : '/dealer/account', label: 'Account' });
  }
  const opsLink: AreaLink | null = staff
    ? {
        to: '/admin',
        label: 'Ops',
        extra: waiting > 0 && (
          <span className="inline-block rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white tabular-nums">
            <span className="sr-only">, </span>
            {waiting}
            <span className="sr-only"> waiting</span>
          </span>
        ),
      }
    : null;
  const links = [{ to: '/auctions' }, ...areaLinks, ...(opsLink ? [opsLink] : [])];
  const current = currentTarget(
    pathname,
    links.map((link) => link.to),
  );
  /** Only the link of the page's own area may be current: the others match exactly or not. */
  const exact = (to: string) => to !== current;

  const navLink = (link: AreaLink) => (
    <Link
      key={link.to}
      to={link.to}
      activeOptions={{ exact: exact(link.to) }}
      className={navLinkClasses}
    >
      {link.label}
      {link.extra}
    </Link>
  );

  const signedIn = isSeller || isDealer;
  // A sign-in or sign-up page is the visitor's choice made: its form has the one "Sign in".
  const onAuthPage = /^\/(seller|dealer|admin)\/(login|signup)\/?$/.test(pathname);

  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white/90 backdrop-blur dark:border-zinc-800 dark:bg-zinc-950/90">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-1 px-3 sm:gap-4 sm:px-4">
        <Link
          to="/"
          className="mr-1 flex shrink-0 items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-zinc-900 dark:text-white"
        >
          <img src={gavelMark} alt="" width={24} height={24} />
          Gavel
        </Link>
        <nav aria-label="Main" className="flex items-center">
          <Link
            to="/auctions"
            activeOptions={{ exact: exact('/auctions') }}
            className={navLinkClasses}
          >
            Auctions
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          {(areaLinks.length > 0 || opsLink) && (
            <nav aria-label="Account" className="flex items-center gap-1">
              <span className="hidden items-center gap-1 sm:flex">{areaLinks.map(navLink)}</span>
              {opsLink && navLink(opsLink)}
            </nav>
          )}
          {signedIn && <NotificationBell />}
          {signedIn && (
            <button
              type="button"
              onClick={logout}
              className={cn('hidden sm:inline-flex', navLinkLook)}
            >
              Log out
            </button>
          )}
          {signedIn && (
            <Menu
              label="Account"
              className="sm:hidden"
              triggerLabel="Account menu"
              triggerClassName={buttonClasses({ variant: 'ghost', size: 'icon' })}
              trigger={<PersonIcon />}
            >
              {areaLinks.map((link) => (
                <MenuLinkItem key={link.to} to={link.to} exact={exact(link.to)}>
                  {link.label}
                </MenuLinkItem>
              ))}
              <MenuButtonItem onSelect={logout}>Log out</MenuButtonItem>
            </Menu>
          )}
          {!session && !onAuthPage && (
            // Hidden, not removed, while a stored session waits for the app (see above).
            <div className="flex items-center gap-1 [html[data-session]_&]:invisible">
              <Menu
                label="Sign in"
                triggerClassName={navLinkClasses}
                trigger={
                  <>
                    Sign in
                    <ChevronIcon />
                  </>
                }
              >
                <MenuLinkItem to="/seller/login">Sign in as a seller</MenuLinkItem>
                <MenuLinkItem to="/dealer/login">Sign in as a dealer</MenuLinkItem>
              </Menu>
              <Menu
                label="Register"
                triggerClassName={buttonClasses({ size: 'sm' })}
                trigger={
                  <>
                    Register
                    <ChevronIcon />
                  </>
                }
              >
                <MenuLinkItem to="/seller/signup">Register as a seller</MenuLinkItem>
                <MenuLinkItem to="/dealer/signup">Register as a dealer</MenuLinkItem>
              </Menu>
            </div>
          )}
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}

function PersonIcon() {
  return (
    <svg {...LINE_ICON} width={20} height={20}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

function ChevronIcon() {
  return (
    // Below 640 px the row has no room for it: the button says it opens a menu (aria-haspopup).
    <svg {...LINE_ICON} width={14} height={14} className="-mr-0.5 hidden opacity-70 sm:block">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}
