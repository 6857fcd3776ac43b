import { lazy, Suspense, useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useUnreadCount } from '../api/get-unread-count';

// The list is loaded when first opened: the bell itself is on every page's first download.
const NotificationPanel = lazy(() => import('./notification-panel'));

function BellIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** SPEC §5.7: the unread count in the header, and the latest notifications under it. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  // On a phone the panel spans the screen just under the header, which may wrap to two rows.
  const [top, setTop] = useState(64);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const count = useUnreadCount(true).data?.count ?? 0;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setOpen(false);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const label = count > 0 ? `Notifications, ${String(count)} unread` : 'Notifications';
  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          const bottom = buttonRef.current?.getBoundingClientRect().bottom;
          if (bottom !== undefined) setTop(Math.round(bottom + 8));
          setOpen((value) => !value);
        }}
        className={cn(buttonClasses({ variant: 'ghost', size: 'icon' }), 'relative')}
      >
        <BellIcon />
        {count > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white tabular-nums"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          role="region"
          aria-label="Latest notifications"
          style={{ '--panel-top': `${String(top)}px` } as CSSProperties}
          className="fixed inset-x-2 top-(--panel-top) z-50 max-h-[70dvh] overflow-y-auto rounded-lg border border-zinc-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96 dark:border-zinc-800 dark:bg-zinc-900"
        >
          <Suspense
            fallback={
              <p role="status" className="p-4 text-sm text-zinc-500 dark:text-zinc-400">
                Loading…
              </p>
            }
          >
            <NotificationPanel
              onNavigate={() => {
                setOpen(false);
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
