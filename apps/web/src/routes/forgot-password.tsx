import { createFileRoute } from '@tanstack/react-router';
import { areaSearch } from '../features/account/components/reset-area';
import { ForgotPasswordPage } from '../features/account/components/forgot-password-page';

export const Route = createFileRoute('/forgot-password')({
  validateSearch: areaSearch,
  head: () => ({ meta: [{ title: 'Reset your password · Gavel' }] }),
  component: function Page() {
    const { area } = Route.useSearch();
    return <ForgotPasswordPage area={area} />;
  },
});
