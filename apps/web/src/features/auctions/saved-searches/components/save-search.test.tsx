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
import { readAuctionsSearch } from '../../search';
import SaveSearch from './save-search';

vi.mock('sonner', async (importOriginal) => {
  const actual = await importOriginal<typeof sonner>();
  return {
    ...actual,
    toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), dismiss: vi.fn() }),
  };
});

/** Answers each call in turn with the next `[status, body]`. */
function answers(...replies: [number, unknown][]) {
  const fetchMock = vi.fn(() => {
    const [status, body] = replies.shift() ?? [500, {}];
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof answers>, call: number): unknown =>
  JSON.parse((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].body as string);

/** What a control's `aria-describedby` says, as a screen reader reads it after its name. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const SEARCH = readAuctionsSearch({
  status: 'scheduled',
  make: 'Ford',
  fuel: 'diesel',
  price_max: '15000',
});

function openAuctions() {
  const rootRoute = createRootRoute();
  const auctions = createRoute({
    getParentRoute: () => rootRoute,
    path: '/auctions',
    component: () => <SaveSearch search={SEARCH} />,
  });
  const searches = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dealer/searches',
    component: () => <p>Saved searches page</p>,
  });
  const history = createMemoryHistory({ initialEntries: ['/auctions'] });
  const router = createRouter({ routeTree: rootRoute.addChildren([auctions, searches]), history });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Save search' }));
  return screen.findByRole('dialog', { name: 'Save search' });
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

describe('Save search (SPEC §12)', () => {
  it('suggests a name from the filters, alerts instantly, and saves the filters in cents', async () => {
    const fetchMock = answers([
      201,
      {
        id: '0b4f9a3e-6c1d-4b7e-9a52-3f1e2d4c5b6a',
        name: 'Ford, Fuel: Diesel, Price: up to 15,000',
        filters: { make: 'Ford', fuel: ['diesel'], price_max: 1_500_000 },
        alert: 'instant',
        created_at: '2026-11-29T03:00:00.000Z',
        last_alerted_at: null,
      },
    ]);
    openAuctions();
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Name').value).toBe(
      'Ford, Fuel: Diesel, Price: up to 15,000',
    );
    // Each radio is named by its label alone; what it does is its description.
    const instantly = within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Instantly' });
    expect(instantly.checked).toBe(true);
    expect(descriptionOf(instantly)).toBe(
      'A notification and an email as soon as a matching auction is published.',
    );
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['instant', 'daily', 'off']);
    expect(within(dialog).getByRole('radio', { name: 'Daily' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Off' })).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Filters' })).toBeTruthy();
    expect(within(dialog).getByText('Make: Ford')).toBeTruthy();
    expect(within(dialog).getByText('Price: up to 15,000')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save search' }));
    await waitFor(() => {
      expect(toast.success).toHaveBeenCalled();
    });
    const [message, options] = vi.mocked(toast.success).mock.calls[0] ?? [];
    expect(message).toBe('Saved “Ford, Fuel: Diesel, Price: up to 15,000”');
    expect(options?.action).toMatchObject({ label: 'Saved searches' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyOf(fetchMock, 0)).toEqual({
      name: 'Ford, Fuel: Diesel, Price: up to 15,000',
      alert: 'instant',
      filters: { make: 'Ford', fuel: ['diesel'], price_max: 1_500_000 },
    });
  });

  it('shows the server’s refusals where they belong: the name, the filters, the limit', async () => {
    const refusal = (path: string, message: string): [number, unknown] => [
      422,
      {
        error: {
          code: 'validation_error',
          message: 'Invalid request',
          details: { fields: [{ path, message }] },
        },
      },
    ];
    const fetchMock = answers(
      refusal('name', 'Too long'),
      refusal('filters.make', 'Use at most 200 characters'),
      [
        409,
        {
          error: {
            code: 'limit_reached',
            message: 'You can keep at most 25 saved searches',
          },
        },
      ],
    );
    openAuctions();
    const dialog = await openDialog();
    const save = within(dialog).getByRole('button', { name: 'Save search' });
    const name = within(dialog).getByLabelText('Name');

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Daily' }));
    fireEvent.click(save);
    await within(dialog).findByText('Too long');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(bodyOf(fetchMock, 0)).toMatchObject({ alert: 'daily' });

    fireEvent.click(save);
    await within(dialog).findByText(/These filters cannot be saved: Use at most 200 characters/);
    expect(within(dialog).queryByText('Too long')).toBeNull();

    fireEvent.click(save);
    const limit = await within(dialog).findByRole('alert');
    expect(limit.textContent).toContain('at most 25 saved searches');
    expect(within(limit).getByRole('link', { name: 'Delete one' }).getAttribute('href')).toBe(
      '/dealer/searches',
    );

    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(save);
    await within(dialog).findByText('Required');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
