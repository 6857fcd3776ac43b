import { createFileRoute } from '@tanstack/react-router';
import { AuthForm } from '../../features/auth/components/auth-form';
import { authSearchSchema } from '../../features/auth/search';

export const Route = createFileRoute('/seller/signup')({
  validateSearch: authSearchSchema,
  head: () => ({ meta: [{ title: 'Create account · Gavel' }] }),
  component: function Page() {
    const { redirect } = Route.useSearch();
    return <AuthForm area="seller" mode="signup" redirect={redirect} />;
  },
});
