import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { createAppRouter } from './router';
import { ErrorPage } from './status-pages';
import { ThemeProvider } from './theme';

afterEach(cleanup);

function renderRouteThatThrows(error: unknown) {
  const rootRoute = createRootRoute();
  const indexRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    loader: () => {
      throw error;
    },
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: ErrorPage,
  });
  render(<RouterProvider router={router} />);
}

function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(
    { queryClient, siteUrl: 'http://localhost' },
    createMemoryHistory({ initialEntries: [path] }),
  );
  render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

describe('route error page', () => {
  beforeEach(() => {
    // React and the router report the thrown error on the console; it is the point of the test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows "Unexpected Error" with the error message', async () => {
    renderRouteThatThrows(new Error('The auction could not be loaded'));
    expect(await screen.findByRole('heading', { name: 'Unexpected Error' })).toBeTruthy();
    expect(screen.getByText('The auction could not be loaded')).toBeTruthy();
  });

  it('shows "Something went wrong" when the error has no message', async () => {
    renderRouteThatThrows(new Error(''));
    expect(await screen.findByRole('heading', { name: 'Unexpected Error' })).toBeTruthy();
    expect(screen.getByText('Something went wrong')).toBeTruthy();
  });
});

describe('app router', () => {
  it('shows "Not Found" inside the shell for an unknown path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gavel' })).toBeTruthy();
  });
});
