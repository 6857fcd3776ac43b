import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type * as sonner from 'sonner';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../lib/query-client';
import { writeSession } from '../../../../lib/session';
import { SavedSearchesPage } from './saved-searches-page';

vi.mock('sonner', async (importOriginal) => {
  const actual = await importOriginal<typeof sonner>();
  return {
    ...actual,
    toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() }),
  };
});

const SEARCH = {
  id: '0b4f9a3e-6c1d-4b7e-9a52-3f1e2d4c5b6a',
  name: 'Diesel Fords',
  filters: { make: 'Ford', fuel: ['diesel'], year_min: 2015, price_max: 1_500_000 },
  alert: 'instant',
  created_at: '2026-11-29T03:00:00.000Z',
  last_alerted_at: null,
};

/** Answers each call in turn with the next `[status, body]` (204: no body). */
function answers(...replies: [number, unknown][]) {
  const fetchMock = vi.fn(() => {
    const [status, body] = replies.shift() ?? [500, {}];
    return Promise.resolve(
      status === 204
        ? new Response(null, { status })
        : new Response(JSON.stringify(body), {
            status,
            headers: { 'Content-Type': 'application/json' },
          }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const call = (fetchMock: ReturnType<typeof answers>, index: number) => {
  const [url, init] = fetchMock.mock.calls[index] as unknown as [string, RequestInit];
  return { url, method: init.method, body: init.body as string | undefined };
};

/** What a control's `aria-describedby` says, as a screen reader reads it after its name. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

function openPage() {
  const rootRoute = createRootRoute();
  const searches = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dealer/searches',
    component: SavedSearchesPage,
  });
  const auctions = createRoute({
    getParentRoute: () => rootRoute,
    path: '/auctions',
    component: () => <p>Auctions</p>,
  });
  const history = createMemoryHistory({ initialEntries: ['/dealer/searches'] });
  const router = createRouter({ routeTree: rootRoute.addChildren([searches, auctions]), history });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  writeSession({ token: 't', refreshToken: 'r', roles: ['DEALER'] });
  vi.mocked(toast.success).mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/dealer/searches (SPEC §12)', () => {
  it('lists a search in words, links it to /auctions, saves a new alert choice at once and deletes after a confirmation', async () => {
    const fetchMock = answers(
      [200, { items: [SEARCH], next_cursor: null }],
      [200, { ...SEARCH, alert: 'daily' }],
      [200, { items: [{ ...SEARCH, alert: 'daily' }], next_cursor: null }],
      [204, null],
      [200, { items: [], next_cursor: null }],
    );
    openPage();
    const row = await screen.findByRole('article', { name: 'Diesel Fords' });
    expect(
      within(within(row).getByRole('list', { name: 'Filters' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Make: Ford', 'Year: from 2015', 'Fuel: Diesel', 'Price: up to 15,000']);
    const open = new URL(
      within(row).getByRole('link', { name: /^Open/ }).getAttribute('href') ?? '',
      'http://localhost',
    );
    expect(open.pathname).toBe('/auctions');
    expect(Object.fromEntries(open.searchParams)).toEqual({
      status: 'any',
      sort: 'newest',
      make: 'Ford',
      year_min: '2015',
      fuel: 'diesel',
      price_max: '15000',
    });

    // Every row has an "Alerts": each says whose it is.
    const alerts = within(row).getByRole<HTMLSelectElement>('combobox', { name: 'Alerts' });
    expect(descriptionOf(alerts)).toBe('Diesel Fords');
    expect(alerts.value).toBe('instant');
    fireEvent.change(alerts, { target: { value: 'daily' } });
    await waitFor(() => {
      expect(toast.success).toHaveBeenCalledWith('Alerts for “Diesel Fords”: Daily', undefined);
    });
    expect(call(fetchMock, 1)).toMatchObject({ method: 'PATCH', body: '{"alert":"daily"}' });
    expect(call(fetchMock, 1).url).toMatch(/\/api\/dealer\/saved-searches\/0b4f9a3e-/);
    expect(alerts.value).toBe('daily');

    fireEvent.click(within(row).getByRole('button', { name: /^Delete/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this saved search?' });
    expect(confirm.textContent).toContain('Diesel Fords');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('No saved searches yet');
    expect(call(fetchMock, 3).method).toBe('DELETE');
    expect(screen.getByRole('link', { name: 'Browse auctions' }).getAttribute('href')).toBe(
      '/auctions',
    );
  });
});
