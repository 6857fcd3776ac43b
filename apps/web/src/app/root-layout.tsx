import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { toasterStore } from '../lib/toasts';
import { AppHead } from './app-head';
import { AccountBanners } from './shell/account-banners';
import { Footer } from './shell/footer';
import { Header } from './shell/header';

// With the first toast, not the first visit (lib/toasts.ts).
const AppToaster = lazy(() => import('./shell/toaster').then((m) => ({ default: m.AppToaster })));
const NO_TOASTER = () => false;

function Toasts() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.loaded, NO_TOASTER);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

export function RootLayout() {
  return (
    <>
      <AppHead />
      <PageFrame
        header={
          <>
            <Header />
            <AccountBanners />
          </>
        }
      >
        <Outlet />
      </PageFrame>
      <Toasts />
    </>
  );
}

/**
 * Every page's frame: the skip link, the header, the main region and the footer. Also the
 * shell a browser-rendered page is sent with (shell/page-shell.tsx), so the two line up.
 */
export function PageFrame({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md border border-zinc-300 bg-white text-sm font-medium text-zinc-900 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-3 focus:py-2 dark:border-zinc-700 dark:bg-zinc-900 dark:text-white"
      >
        Skip to content
      </a>
      {header}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
