import { createFileRoute } from '@tanstack/react-router';
import { UnauthorizedPage } from '../app/status-pages';

export const Route = createFileRoute('/401')({
  head: () => ({ meta: [{ title: 'Unauthorized · Gavel' }] }),
  component: UnauthorizedPage,
});
