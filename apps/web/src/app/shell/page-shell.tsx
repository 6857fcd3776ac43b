import { Skeleton } from '../../components/ui/skeleton';
import { PageFrame } from '../root-layout';
import { Header } from './header';

/**
 * What a page the browser renders (the signed-in areas, sign-in and sign-up) shows before the
 * app runs: the header, the footer and a skeleton of the page, sent in the HTML by the server
 * (src/entry-server.tsx `renderShell`). The server does not know who asks (the session lives in
 * the browser's storage, seed §3), so it is the same for everyone: the header as a visitor sees
 * it, nothing private. The app replaces it with the real page once its route has loaded
 * (`createRoot` in main.tsx: nothing to hydrate, so no mismatch to warn of).
 */
export function PageShell() {
  return (
    <PageFrame header={<Header />}>
      <div
        role="status"
        aria-label="Loading…"
        data-page-shell=""
        className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8"
      >
        <div className="flex flex-col gap-3">
          <Skeleton className="h-8 w-56 max-w-full" />
          <Skeleton className="h-4 w-80 max-w-full" />
        </div>
        <div className="flex gap-2">
          <Skeleton className="h-9 w-24" />
          <Skeleton className="h-9 w-24" />
          <Skeleton className="h-9 w-24" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <div
              key={index}
              className="flex flex-col gap-3 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
            >
              <Skeleton className="h-32 w-full" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          ))}
        </div>
      </div>
    </PageFrame>
  );
}
