/**
 * Seed §9 timings in one place. The query client, the router and the toaster read these
 * objects directly, so the unit test checks the values the app really runs with.
 */

/** Data cache: retry queries once, never mutations; no refetch on focus; 30 s fresh, 5 min kept. */
export const QUERY_DEFAULTS = {
  queries: {
    retry: 1,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
    gcTime: 300_000,
  },
  mutations: {
    retry: 0,
  },
} as const;

/**
 * Navigation: pending screen after 1000 ms, shown at least 500 ms; preload on intent after
 * 50 ms; preloaded data fresh for 30 s; route data kept for 300 s; scroll restoration on.
 *
 * The seed's "scroll position saving throttled at 100 ms" has no router option: TanStack Router
 * (1.170) does not save on every scroll event, it snapshots positions once per navigation and
 * on `pagehide`, so there is nothing to throttle.
 */
export const ROUTER_DEFAULTS = {
  defaultPreload: 'intent',
  defaultPendingMs: 1000,
  defaultPendingMinMs: 500,
  defaultPreloadDelay: 50,
  defaultPreloadStaleTime: 30_000,
  defaultGcTime: 300_000,
  scrollRestoration: true,
} as const;

/**
 * Toasts: bottom right, 4 s, 3 visible, 356 px wide, 14 px apart, Alt+T focuses them. On a phone
 * (Sonner's own breakpoint, 600 px) they span the width and come from the top: at the bottom they
 * would sit on a form's primary button ("Place bid") while the person types above it.
 */
export const TOASTER_SETTINGS = {
  position: 'bottom-right',
  phonePosition: 'top-center',
  phoneQuery: '(max-width: 600px)',
  duration: 4000,
  visibleToasts: 3,
  width: 356,
  gap: 14,
  hotkey: ['altKey', 'KeyT'],
} as const;

/**
 * Sonner has no prop for the swipe-to-dismiss distance; its built-in value is the seed's 45 px.
 * Kept here for reference; the unit test checks Sonner's bundled constant still equals it.
 */
export const TOAST_SWIPE_THRESHOLD_PX = 45;

/** Seed §9: how long the shell's status reads stay fresh. */
export const BANNER_STALE_TIMES = {
  /** Admin queue counts behind the Ops button. */
  adminQueues: 60_000,
  /** Seller KYC banner. */
  sellerKyc: 2_000,
  /** Dealer banner. */
  dealerProfile: 10_000,
} as const;

/** Seed §9: a heartbeat every 30 s with no visible effect (it keeps the session renewed). */
export const HEARTBEAT_INTERVAL_MS = 30_000;
