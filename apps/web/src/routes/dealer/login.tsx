import { createFileRoute } from '@tanstack/react-router';
import { AuthForm } from '../../features/auth/components/auth-form';
import { authSearchSchema } from '../../features/auth/search';

export const Route = createFileRoute('/dealer/login')({
  validateSearch: authSearchSchema,
  head: () => ({ meta: [{ title: 'Sign in · Gavel' }] }),
  component: function Page() {
    const { redirect } = Route.useSearch();
    return <AuthForm area="dealer" mode="login" redirect={redirect} />;
  },
});
