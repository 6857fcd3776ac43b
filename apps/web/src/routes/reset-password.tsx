import { createFileRoute } from '@tanstack/react-router';
import { emailedTokenSearch } from '../features/account/components/emailed-token';
import { ResetPasswordPage } from '../features/account/components/reset-password-page';

export const Route = createFileRoute('/reset-password')({
  validateSearch: emailedTokenSearch,
  head: () => ({ meta: [{ title: 'Choose a new password · Gavel' }] }),
  component: function Page() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
