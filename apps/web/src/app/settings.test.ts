import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from './router';
import { createQueryClient } from '../lib/query-client';
import { TOAST_SWIPE_THRESHOLD_PX, TOASTER_SETTINGS } from '../lib/settings';

// Seed §9, checked against the objects the app actually builds.
describe('seed §9 settings', () => {
  it('data cache: retry queries once, never mutations, no focus refetch, 30 s fresh, 5 min kept', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      retry: 1,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      gcTime: 300_000,
    });
    expect(defaults.mutations).toMatchObject({ retry: 0 });
  });

  it('navigation: pending after 1000 ms for at least 500 ms, preload 50 ms / 30 s, cache 300 s', () => {
    const router = createAppRouter(
      { queryClient: createQueryClient(), siteUrl: 'http://localhost' },
      createMemoryHistory({ initialEntries: ['/'] }),
    );
    expect(router.options).toMatchObject({
      defaultPendingMs: 1000,
      defaultPendingMinMs: 500,
      defaultPreload: 'intent',
      defaultPreloadDelay: 50,
      defaultPreloadStaleTime: 30_000,
      defaultGcTime: 300_000,
      scrollRestoration: true,
    });
  });

  it('toasts: bottom right (top on a phone, clear of its forms), 4 s, 3 visible, 356 px wide, 14 px gap, Alt+T', () => {
    expect(TOASTER_SETTINGS).toEqual({
      position: 'bottom-right',
      phonePosition: 'top-center',
      phoneQuery: '(max-width: 600px)',
      duration: 4000,
      visibleToasts: 3,
      width: 356,
      gap: 14,
      hotkey: ['altKey', 'KeyT'],
    });
  });

  it("toasts: Sonner's built-in swipe threshold (no prop for it) is the seed's 45 px", () => {
    const require = createRequire(import.meta.url);
    const sonner = readFileSync(require.resolve('sonner'), 'utf8');
    expect(sonner).toContain(`SWIPE_THRESHOLD = ${TOAST_SWIPE_THRESHOLD_PX};`);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(45);
  });
});
