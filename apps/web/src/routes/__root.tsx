import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '../app/root-layout';
import type { RouterContext } from '../app/router';
import { NotFoundPage } from '../app/status-pages';

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { title: 'Gavel' },
      {
        name: 'description',
        content: 'Gavel — timed online auctions between private sellers and trade dealers.',
      },
    ],
  }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
