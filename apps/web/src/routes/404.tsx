import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../app/status-pages';

export const Route = createFileRoute('/404')({
  head: () => ({ meta: [{ title: 'Not Found · Gavel' }] }),
  component: NotFoundPage,
});
