import { createFileRoute } from '@tanstack/react-router';
import { emailedTokenSearch } from '../features/account/components/emailed-token';
import { VerifyEmailPage } from '../features/account/components/verify-email-page';

export const Route = createFileRoute('/verify-email')({
  validateSearch: emailedTokenSearch,
  head: () => ({ meta: [{ title: 'Email confirmation · Gavel' }] }),
  component: function Page() {
    const { token } = Route.useSearch();
    return <VerifyEmailPage token={token} />;
  },
});
